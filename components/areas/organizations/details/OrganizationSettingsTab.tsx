"use client";

import { useMemo } from "react";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import {
  CheckboxGroupField,
  FormActions,
  MultiValueField,
  SwitchField,
  TextAreaField,
  TextField,
  EditForm,
  useEditForm,
} from "@/components/kit/form";
import { useUpdateOrganization } from "@/lib/queries/organizations";
import {
  organizationErrorField,
  toOrganizationFormValues,
  toOrganizationRepresentation,
  type OrganizationFormValues,
} from "../organizationForm";
import { useOrganizationSchema } from "../useOrganizationSchema";

export type OrganizationSettingsTabProps = {
  realm: string;
  organization: OrganizationRepresentation;
  readOnly: boolean;
};

/**
 * The organization's name, alias (fixed once created), domains with their verified flag, description, redirect URL
 * and enabled flag; the server's refusals (a name taken, a domain of another organization) land on their field.
 */
export function OrganizationSettingsTab({ realm, organization, readOnly }: OrganizationSettingsTabProps) {
  const t = useTranslations();
  const update = useUpdateOrganization(realm, organization.id ?? "");
  const schema = useOrganizationSchema();
  const edit = useEditForm({
    data: organization,
    toValues: toOrganizationFormValues,
    schema,
    readOnly,
    save: (values: OrganizationFormValues) =>
      update.mutateAsync({ ...organization, ...toOrganizationRepresentation(values), alias: organization.alias }),
    // a name taken, a domain of another organization: on its field
    conflict: { field: organizationErrorField, statuses: [409, 400] },
  });
  const domains = useWatch({ control: edit.form.control, name: "domains" });
  const domainOptions = useMemo(
    () => domains.map((domain) => domain.trim()).filter((domain) => domain !== ""),
    [domains],
  );

  return (
    <EditForm edit={edit} label={t("settings")} layout={{ py: "6", gap: "5", maxW: "2xl" }}>
      <TextField name="name" label={t("name")} required />
      <TextField name="alias" label={t("alias")} help={t("organizationAliasHelp")} readOnly />
      <MultiValueField name="domains" label={t("domain")} help={t("organizationDomainHelp")} required />
      {domainOptions.length > 0 && (
        <CheckboxGroupField
          name="verifiedDomains"
          label={t("verifiedDomains")}
          help={t("verifiedDomainsHelp")}
          options={domainOptions}
        />
      )}
      <TextField name="redirectUrl" type="url" label={t("redirectUrl")} help={t("organizationRedirectUrlHelp")} />
      <TextAreaField name="description" label={t("description")} rows={3} />
      <SwitchField name="enabled" label={t("enabled")} />
      <FormActions />
    </EditForm>
  );
}
