"use client";

import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
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
};

/** The fields of one policy type, as Keycloak's console shows them. */
export function PolicyTypeFields({ realm, clientId, type, policyId }: PolicyTypeFieldsProps) {
  const { control } = useFormContext<PolicyValues>();
  const t = useTranslations();
  const strategies = useDecisionStrategyOptions(DECISION_STRATEGIES);
  const required = (label: string) => t("requiredEntry", { name: label });

  switch (type) {
    case "aggregate":
      return (
        <>
          <SearchSelectField
            name="policies"
            label={t("applyPolicy")}
            help={t("applyPolicyHelp")}
            required
            multiple
            {...serverPicker(realm, clientId, "policies", policyId)}
          />
          <RadioGroupField name="decisionStrategy" label={t("decisionStrategy")} direction="row" options={strategies} />
        </>
      );
    case "client":
      return (
        <SearchSelectField name="clients" label={t("clients")} required multiple {...realmPicker(realm, "clients")} />
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
        />
      );
    case "group":
      return (
        <>
          <TextField name="groupsClaim" label={t("groupsClaim")} help={t("groupsClaimHelp")} />
          <FlaggedEntriesField
            control={control}
            name="groups"
            label={t("groups")}
            {...realmPicker(realm, "groups")}
            flag="extendChildren"
            flagLabel={(name) => t("extendToChildrenOf", { name })}
          />
        </>
      );
    case "js":
      return <TextAreaField control={control} name="code" label={t("code")} rows={10} readOnly />;
    case "regex":
      return (
        <>
          <TextField name="targetClaim" label={t("targetClaim")} help={t("targetClaimHelp")} required />
          <TextField name="pattern" label={t("regexPattern")} help={t("regexPatternHelp")} required />
          <SwitchField
            name="targetContextAttributes"
            label={t("targetContextAttributes")}
            help={t("targetContextAttributesHelp")}
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
          />
          <SwitchField name="fetchRoles" label={t("fetchRoles")} help={t("fetchRolesHelp")} />
        </>
      );
    case "time":
      return <TimeFields />;
    case "user":
      return <SearchSelectField name="users" label={t("users")} required multiple {...realmPicker(realm, "users")} />;
  }
}
