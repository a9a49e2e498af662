"use client";

import { useTranslations } from "next-intl";
import type { Control } from "react-hook-form";
import { RadioGroupField, SearchSelectField, SwitchField, TextAreaField, TextField } from "@/components/kit/form";
import type { PolicyValues } from "@/lib/authorization/policyForm";
import { DECISION_STRATEGIES, type PolicyType } from "@/lib/authorization/policyTypes";
import { realmPicker } from "../shared/realmPicker";
import { serverPicker } from "../shared/serverPicker";
import { useDecisionStrategyOptions } from "../shared/useDecisionStrategyOptions";
import { FlaggedEntriesField } from "./FlaggedEntriesField";
import { TimeFields } from "./TimeFields";

export type PolicyTypeFieldsProps = {
  realm: string;
  clientId: string;
  type: PolicyType;
  /** The policy being edited: an aggregated policy is not offered itself. */
  policyId?: string;
  control: Control<PolicyValues>;
  readOnly: boolean;
};

/** The fields of one policy type, as Keycloak's console shows them. */
export function PolicyTypeFields({ realm, clientId, type, policyId, control, readOnly }: PolicyTypeFieldsProps) {
  const t = useTranslations();
  const strategies = useDecisionStrategyOptions(DECISION_STRATEGIES);
  const required = (label: string) => t("requiredEntry", { name: label });

  switch (type) {
    case "aggregate":
      return (
        <>
          <SearchSelectField
            control={control}
            name="policies"
            label={t("applyPolicy")}
            help={t("applyPolicyHelp")}
            required
            multiple
            readOnly={readOnly}
            {...serverPicker(realm, clientId, "policies", policyId)}
          />
          <RadioGroupField
            control={control}
            name="decisionStrategy"
            label={t("decisionStrategy")}
            direction="row"
            readOnly={readOnly}
            options={strategies}
          />
        </>
      );
    case "client":
      return (
        <SearchSelectField
          control={control}
          name="clients"
          label={t("clients")}
          required
          multiple
          readOnly={readOnly}
          {...realmPicker(realm, "clients")}
        />
      );
    case "client-scope":
      return (
        <FlaggedEntriesField
          control={control}
          name="clientScopes"
          label={t("clientScopes")}
          {...realmPicker(realm, "clientScopes")}
          flag="required"
          flagLabel={required}
          readOnly={readOnly}
        />
      );
    case "group":
      return (
        <>
          <TextField
            control={control}
            name="groupsClaim"
            label={t("groupsClaim")}
            help={t("groupsClaimHelp")}
            readOnly={readOnly}
          />
          <FlaggedEntriesField
            control={control}
            name="groups"
            label={t("groups")}
            {...realmPicker(realm, "groups")}
            flag="extendChildren"
            flagLabel={(name) => t("extendToChildrenOf", { name })}
            readOnly={readOnly}
          />
        </>
      );
    case "js":
      return <TextAreaField control={control} name="code" label={t("code")} rows={10} readOnly />;
    case "regex":
      return (
        <>
          <TextField
            control={control}
            name="targetClaim"
            label={t("targetClaim")}
            help={t("targetClaimHelp")}
            required
            readOnly={readOnly}
          />
          <TextField
            control={control}
            name="pattern"
            label={t("regexPattern")}
            help={t("regexPatternHelp")}
            required
            readOnly={readOnly}
          />
          <SwitchField
            control={control}
            name="targetContextAttributes"
            label={t("targetContextAttributes")}
            help={t("targetContextAttributesHelp")}
            readOnly={readOnly}
          />
        </>
      );
    case "role":
      return (
        <>
          <FlaggedEntriesField
            control={control}
            name="roles"
            label={t("roles")}
            help={t("policyRolesHelp")}
            {...realmPicker(realm, "roles")}
            flag="required"
            flagLabel={required}
            readOnly={readOnly}
          />
          <SwitchField
            control={control}
            name="fetchRoles"
            label={t("fetchRoles")}
            help={t("fetchRolesHelp")}
            readOnly={readOnly}
          />
        </>
      );
    case "time":
      return <TimeFields control={control} readOnly={readOnly} />;
    case "user":
      return (
        <SearchSelectField
          control={control}
          name="users"
          label={t("users")}
          required
          multiple
          readOnly={readOnly}
          {...realmPicker(realm, "users")}
        />
      );
  }
}
