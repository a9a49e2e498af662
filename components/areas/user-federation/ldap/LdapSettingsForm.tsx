"use client";

import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import { FormActions, EditForm } from "@/components/kit/form";
import { JumpLinkForm, type JumpSection } from "@/components/kit/form/JumpLinkForm";
import { CacheSettingsFields } from "../shared/CacheSettingsFields";
import { useProviderForm } from "../shared/useProviderForm";
import { LdapAdvancedSection } from "./LdapAdvancedSection";
import { LdapConnectionSection } from "./LdapConnectionSection";
import { LDAP_CONFIG_ADAPTER, LDAP_DEFAULTS, requiredLdapKeys } from "./ldapDefaults";
import { LdapGeneralSection } from "./LdapGeneralSection";
import { LdapKerberosSection } from "./LdapKerberosSection";
import { LdapSearchingSection } from "./LdapSearchingSection";
import { LdapSyncSection } from "./LdapSyncSection";

type LdapSettingsFormProps = { realm: string; realmId: string; stored?: ComponentRepresentation };

/** An LDAP provider's settings as one form in Keycloak's sections, with jump links; a new one is created on save. */
export function LdapSettingsForm({ realm, realmId, stored }: LdapSettingsFormProps) {
  const t = useTranslations();
  const edit = useProviderForm({
    realm,
    realmId,
    providerId: "ldap",
    defaults: LDAP_DEFAULTS,
    requiredKeys: requiredLdapKeys,
    stored,
    adapt: LDAP_CONFIG_ADAPTER,
  });
  const sections: JumpSection[] = [
    {
      id: "ldap-general",
      title: t("generalOptions"),
      content: <LdapGeneralSection isNew={!stored} />,
    },
    {
      id: "ldap-connection",
      title: t("connectionAndAuthenticationSettings"),
      content: <LdapConnectionSection realm={realm} componentId={stored?.id} />,
    },
    {
      id: "ldap-searching",
      title: t("ldapSearchingAndUpdatingSettings"),
      content: <LdapSearchingSection />,
    },
    { id: "ldap-sync", title: t("synchronizationSettings"), content: <LdapSyncSection /> },
    { id: "ldap-kerberos", title: t("kerberosIntegration"), content: <LdapKerberosSection /> },
    { id: "ldap-cache", title: t("cacheSettings"), content: <CacheSettingsFields /> },
    { id: "ldap-advanced", title: t("advancedSettings"), content: <LdapAdvancedSection /> },
  ];
  return (
    <EditForm edit={edit} label={t("ldapSettings")} review={stored !== undefined} layout={{ px: "6", py: "6" }}>
      <JumpLinkForm
        sections={sections}
        footer={<FormActions submitLabel={t(stored ? "save" : "add")} allowNonDirty={!stored} />}
      />
    </EditForm>
  );
}
