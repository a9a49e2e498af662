"use client";

import { useMemo } from "react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { FormActions, TextField, EditForm, useReadOnly } from "@/components/kit/form";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { USER_STORAGE_PROVIDER_TYPE } from "@/lib/queries/components";
import type { NamedConfigValues } from "@/lib/dynamic-config/namedConfig";
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
};

/**
 * A provider of a type the console has no screen of its own for: its name, the type's config properties and the cache
 * settings every user-storage provider has; an edit is reviewed before it is saved.
 */
export function CustomProviderForm({ realm, realmId, providerId, properties, stored }: CustomProviderFormProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const formProperties = useMemo(() => withCacheProperties(properties), [properties]);
  const edit = useComponentConfigForm({
    realm,
    kind: "provider",
    properties: formProperties,
    target: { providerId, providerType: USER_STORAGE_PROVIDER_TYPE, parentId: realmId },
    stored,
    onCreated: (id) => void navigate(providerDetailsLink(realm, providerId, id)),
  });
  return (
    <EditForm
      edit={edit}
      label={t("providerSettings")}
      review={stored !== undefined}
      layout={{ gap: "5", maxW: "2xl", px: "6", py: "6" }}
    >
      <TextField<NamedConfigValues> name="name" label={t("uiDisplayName")} help={t("uiDisplayNameHelp")} required />
      <DynamicConfigFields<NamedConfigValues> properties={properties} realm={realm} />
      <CacheSettingsFields />
      {!readOnly && <FormActions submitLabel={t(stored ? "save" : "add")} allowNonDirty={!stored} />}
    </EditForm>
  );
}
