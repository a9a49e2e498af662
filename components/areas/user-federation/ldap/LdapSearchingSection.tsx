"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { SelectField, SwitchField, TextField } from "@/components/kit/form";
import type { ProviderFormValues } from "../shared/providerForm";
import { EditModeField } from "../shared/EditModeField";

const TEXT_FIELDS = [
  ["usersDn", "usersDN", "usersDNHelp", true],
  ["usernameLDAPAttribute", "usernameLdapAttribute", "usernameLdapAttributeHelp", true],
  ["rdnLDAPAttribute", "rdnLdapAttribute", "rdnLdapAttributeHelp", true],
  ["uuidLDAPAttribute", "uuidLdapAttribute", "uuidLdapAttributeHelp", true],
  ["userObjectClasses", "userObjectClasses", "userObjectClassesHelp", true],
  ["customUserSearchFilter", "userLdapFilter", "userLdapFilterHelp", false],
] as const;

/** Edit mode, where users live and how they are found and named in the directory. */
export function LdapSearchingSection() {
  const t = useTranslations();
  return (
    <Stack gap="4">
      <EditModeField required modes={["READ_ONLY", "WRITABLE", "UNSYNCED"]} />
      {TEXT_FIELDS.map(([key, label, help, required]) => (
        <TextField<ProviderFormValues>
          key={key}
          name={`config.${key}`}
          label={t(label)}
          help={t(help)}
          required={required}
        />
      ))}
      <SelectField<ProviderFormValues>
        name="config.searchScope"
        label={t("searchScope")}
        help={t("searchScopeHelp")}
        options={[
          { value: "1", label: t("oneLevel") },
          { value: "2", label: t("subtree") },
        ]}
      />
      <TextField<ProviderFormValues>
        name="config.readTimeout"
        label={t("readTimeout")}
        help={t("readTimeoutHelp")}
        type="number"
        min={0}
      />
      <SwitchField<ProviderFormValues>
        name="config.pagination"
        label={t("pagination")}
        help={t("paginationHelp")}
        stringify
      />
      <SelectField<ProviderFormValues>
        name="config.referral"
        label={t("referral")}
        help={t("referralHelp")}
        options={[
          { value: "ignore", label: t("referralIgnore") },
          { value: "follow", label: t("referralFollow") },
        ]}
      />
    </Stack>
  );
}
