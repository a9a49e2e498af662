"use client";

import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useEditForm } from "@/components/kit/form";
import { useSaveComponent } from "@/lib/queries/userFederation";
import { providerDetailsLink } from "@/lib/router/userFederationPaths";
import {
  fromProviderFormValues,
  toProviderFormValues,
  type ConfigAdapter,
  type ProviderFormValues,
} from "./providerForm";
import { providerSchema } from "./providerSchema";
import { useServerErrorAlert } from "./useServerErrorAlert";

export type ProviderFormOptions = {
  realm: string;
  realmId: string;
  providerId: string;
  defaults: Record<string, string>;
  requiredKeys(config: Record<string, string>): string[];
  stored?: ComponentRepresentation;
  /** How the form shows a config and stores it again, when some settings are not stored as shown. */
  adapt?: ConfigAdapter;
};

/**
 * A user-storage provider's form: stored values over the defaults, the required fields checked, and save — a new
 * provider opens its details, a stored one takes the saved values as its baseline.
 */
export function useProviderForm(options: ProviderFormOptions) {
  const { realm, realmId, providerId, defaults, requiredKeys, stored, adapt } = options;
  const t = useTranslations();
  const navigate = useNavigate();
  const save = useSaveComponent(realm, "provider");
  const showError = useServerErrorAlert();
  return useEditForm({
    data: stored,
    toValues: (component?: ComponentRepresentation) => toProviderFormValues(defaults, providerId, component, adapt),
    schema: () => providerSchema(requiredKeys, t("required")),
    save: (values: ProviderFormValues) =>
      save.mutateAsync(fromProviderFormValues(values, providerId, realmId, stored, adapt)),
    // field errors go on their fields; what was typed stays in the form
    serverField: (field) => (field === "name" ? field : `config.${field}`),
    onError: (error) => showError("saveProviderError", error),
    onSaved: stored ? undefined : (id: string) => navigate(providerDetailsLink(realm, providerId, id)),
  });
}
