"use client";

import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import { useEditForm } from "@/components/kit/form";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { configErrorFieldName } from "@/lib/dynamic-config/configValues";
import { namedConfigSchema, toNamedConfigValues, type NamedConfigValues } from "@/lib/dynamic-config/namedConfig";
import { useSaveComponent } from "@/lib/queries/userFederation";
import { fromComponentConfigValues } from "./componentConfigForm";
import { useServerErrorAlert } from "./useServerErrorAlert";

export type ComponentConfigFormOptions = {
  realm: string;
  kind: "provider" | "mapper";
  properties: readonly ConfigProperty[];
  target: { providerId: string; providerType: string; parentId: string };
  stored?: ComponentRepresentation;
  /** After a new component is created, with its id. */
  onCreated(id: string): unknown;
};

/** A component's name and config-property form: checked as its type declares, saved (POST or PUT). */
export function useComponentConfigForm(options: ComponentConfigFormOptions) {
  const { realm, kind, properties, target, stored, onCreated } = options;
  const t = useTranslations();
  const save = useSaveComponent(realm, kind);
  const showError = useServerErrorAlert();
  return useEditForm({
    data: stored,
    toValues: (component?: ComponentRepresentation) => toNamedConfigValues(properties, target.providerId, component),
    schema: () =>
      namedConfigSchema(properties, { required: t("required"), tooSmall: (min) => t("valueTooSmall", { min }) }),
    save: (values: NamedConfigValues) =>
      save.mutateAsync(fromComponentConfigValues(properties, target, values, stored)),
    serverField: configErrorFieldName(properties, "config"),
    onError: (error) => showError(kind === "mapper" ? "mappingUpdatedError" : "saveProviderError", error),
    onSaved: stored ? undefined : onCreated,
  });
}
