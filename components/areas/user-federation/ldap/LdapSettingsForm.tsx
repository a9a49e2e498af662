"use client";

import { Box } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { FormActions, ReviewBeforeSave } from "@/components/kit/form";
import { JumpLinkForm, type JumpSection } from "@/components/kit/form/JumpLinkForm";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { CacheSettingsFields } from "../shared/CacheSettingsFields";
import { useProviderForm } from "../shared/useProviderForm";
import { LdapAdvancedSection } from "./LdapAdvancedSection";
import { LdapConnectionSection } from "./LdapConnectionSection";
import { LDAP_CONFIG_ADAPTER, LDAP_DEFAULTS, requiredLdapKeys } from "./ldapDefaults";
import { LdapGeneralSection } from "./LdapGeneralSection";
import { LdapKerberosSection } from "./LdapKerberosSection";
import { LdapSearchingSection } from "./LdapSearchingSection";
import { LdapSyncSection } from "./LdapSyncSection";

type LdapSettingsFormProps = { realm: string; realmId: string; stored?: ComponentRepresentation; readOnly: boolean };

/** An LDAP provider's settings as one form in Keycloak's sections, with jump links; a new one is created on save. */
export function LdapSettingsForm({ realm, realmId, stored, readOnly }: LdapSettingsFormProps) {
  const t = useTranslations();
  const { form, submit, blocker } = useProviderForm({
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
      content: <LdapGeneralSection readOnly={readOnly} isNew={!stored} />,
    },
    {
      id: "ldap-connection",
      title: t("connectionAndAuthenticationSettings"),
      content: <LdapConnectionSection realm={realm} componentId={stored?.id} readOnly={readOnly} />,
    },
    {
      id: "ldap-searching",
      title: t("ldapSearchingAndUpdatingSettings"),
      content: <LdapSearchingSection readOnly={readOnly} />,
    },
    { id: "ldap-sync", title: t("synchronizationSettings"), content: <LdapSyncSection readOnly={readOnly} /> },
    { id: "ldap-kerberos", title: t("kerberosIntegration"), content: <LdapKerberosSection readOnly={readOnly} /> },
    { id: "ldap-cache", title: t("cacheSettings"), content: <CacheSettingsFields readOnly={readOnly} /> },
    { id: "ldap-advanced", title: t("advancedSettings"), content: <LdapAdvancedSection readOnly={readOnly} /> },
  ];
  return (
    <FormProvider {...form}>
      <ReviewBeforeSave form={form} enabled={stored !== undefined}>
        <form onSubmit={submit} noValidate aria-label={t("ldapSettings")}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Box px="6" py="6">
            <JumpLinkForm
              sections={sections}
              footer={!readOnly && <FormActions form={form} submitLabel={t(stored ? "save" : "add")} />}
            />
          </Box>
        </form>
      </ReviewBeforeSave>
    </FormProvider>
  );
}
