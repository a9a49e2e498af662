"use client";

import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { ComponentConfigForm } from "@/components/shared/dynamic-config/ComponentConfigForm";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { namedConfigSchema, toNamedConfigValues } from "@/lib/dynamic-config/namedConfig";
import { useDeleteKeyProvider, useUpdateKeyProvider } from "@/lib/queries/keyProviders";
import { KeyProviderFields } from "./KeyProviderFields";
import { fromKeyProviderValues } from "./keyProviderForm";

type KeyProviderSettingsFormProps = {
  realm: string;
  provider: ComponentRepresentation;
  properties: readonly ConfigProperty[];
};

/** A stored key provider's name and settings: Save and Revert, or read-only for admins who may only view. */
export function KeyProviderSettingsForm({ realm, provider, properties }: KeyProviderSettingsFormProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const providerId = provider.providerId ?? "";
  const update = useUpdateKeyProvider(realm, provider.id ?? "");
  const deleteProvider = useDeleteKeyProvider(realm);

  return (
    <ComponentConfigForm
      properties={properties}
      stored={provider}
      schema={namedConfigSchema}
      toValues={(stored) => toNamedConfigValues(properties, providerId, stored)}
      title={provider.name}
      subtitle={providerId}
      label={t("keyProviderSettings")}
      deletion={{
        titleKey: "deleteProviderTitle",
        messageKey: "deleteProviderConfirm",
        messageValues: (item) => ({ provider: item.name ?? "" }),
        onDelete: deleteProvider.mutateAsync,
      }}
      toList={() => void navigate({ to: "/$realm/realm-settings/keys/$tab", params: { realm, tab: "providers" } })}
      update={(values) =>
        update.mutateAsync(fromKeyProviderValues(properties, providerId, provider.parentId ?? "", values, provider))
      }
    >
      <KeyProviderFields realm={realm} properties={properties} />
    </ComponentConfigForm>
  );
}
