"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FieldList } from "@/components/kit/form/FieldList";
import type { ProviderFormValues } from "../shared/providerForm";
import { EditModeField } from "../shared/EditModeField";

/** Edit mode, where users live and how they are found and named in the directory. */
export function LdapSearchingSection() {
  const t = useTranslations();
  const scopes = [
    { value: "1", label: t("oneLevel") },
    { value: "2", label: t("subtree") },
  ];
  const referrals = [
    { value: "ignore", label: t("referralIgnore") },
    { value: "follow", label: t("referralFollow") },
  ];
  return (
    <Stack gap="4">
      <EditModeField required modes={["READ_ONLY", "WRITABLE", "UNSYNCED"]} />
      <FieldList<ProviderFormValues>
        fields={[
          { name: "config.usersDn", label: "usersDN", help: "usersDNHelp", required: true },
          {
            name: "config.usernameLDAPAttribute",
            label: "usernameLdapAttribute",
            help: "usernameLdapAttributeHelp",
            required: true,
          },
          { name: "config.rdnLDAPAttribute", label: "rdnLdapAttribute", help: "rdnLdapAttributeHelp", required: true },
          {
            name: "config.uuidLDAPAttribute",
            label: "uuidLdapAttribute",
            help: "uuidLdapAttributeHelp",
            required: true,
          },
          {
            name: "config.userObjectClasses",
            label: "userObjectClasses",
            help: "userObjectClassesHelp",
            required: true,
          },
          { name: "config.customUserSearchFilter", label: "userLdapFilter", help: "userLdapFilterHelp" },
          {
            kind: "select",
            name: "config.searchScope",
            label: "searchScope",
            help: "searchScopeHelp",
            options: scopes,
          },
          { name: "config.readTimeout", label: "readTimeout", help: "readTimeoutHelp", type: "number", min: 0 },
          { kind: "switch", name: "config.pagination", label: "pagination", help: "paginationHelp", stringify: true },
          { kind: "select", name: "config.referral", label: "referral", help: "referralHelp", options: referrals },
        ]}
      />
    </Stack>
  );
}
