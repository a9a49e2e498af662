"use client";

import { useMemo } from "react";
import { Box, Stack } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { FormActions, ReviewBeforeSave, TextField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { USER_STORAGE_PROVIDER_TYPE } from "@/lib/queries/components";
import type { ComponentConfigValues } from "../shared/componentConfigForm";
import { providerDetailsLink } from "@/lib/router/userFederationPaths";
import { CacheSettingsFields } from "../shared/CacheSettingsFields";
import { useComponentConfigForm } from "../shared/useComponentConfigForm";
import { withCacheProperties } from "./cacheConfigProperties";

type CustomProviderFormProps = {
  realm: string;
  realmId: string;
  providerId: string;
  properties: readonly ConfigProperty[];
  stored?: ComponentRepresentation;
  readOnly: boolean;
};

/**
 * A provider of a type the console has no screen of its own for: its name, the type's config properties and the cache
 * settings every user-storage provider has; an edit is reviewed before it is saved.
 */
export function CustomProviderForm({
  realm,
  realmId,
  providerId,
  properties,
  stored,
  readOnly,
}: CustomProviderFormProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const formProperties = useMemo(() => withCacheProperties(properties), [properties]);
  const { form, submit, blocker } = useComponentConfigForm({
    realm,
    kind: "provider",
    properties: formProperties,
    target: { providerId, providerType: USER_STORAGE_PROVIDER_TYPE, parentId: realmId },
    stored,
    onCreated: (id) => void navigate(providerDetailsLink(realm, providerId, id)),
  });
  return (
    <FormProvider {...form}>
      <ReviewBeforeSave form={form} enabled={stored !== undefined}>
        <form onSubmit={submit} noValidate aria-label={t("providerSettings")}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Box px="6" py="6">
            <Stack gap="5" maxW="2xl">
              <TextField<ComponentConfigValues>
                name="name"
                label={t("uiDisplayName")}
                help={t("uiDisplayNameHelp")}
                required
                readOnly={readOnly}
              />
              <DynamicConfigFields<ComponentConfigValues> properties={properties} realm={realm} readOnly={readOnly} />
              <CacheSettingsFields readOnly={readOnly} />
              {!readOnly && <FormActions form={form} submitLabel={t(stored ? "save" : "add")} />}
            </Stack>
          </Box>
        </form>
      </ReviewBeforeSave>
    </FormProvider>
  );
}
