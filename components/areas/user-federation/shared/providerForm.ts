import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { USER_STORAGE_PROVIDER_TYPE } from "@/lib/queries/components";

/** A provider's form: its display name and one string per config key (Keycloak stores each as a one-item array). */
export type ProviderFormValues = { name: string; config: Record<string, string> };

/** Converts a config between how it is stored and how the form shows it. */
export type ConfigAdapter = {
  toForm(config: Record<string, string>): Record<string, string>;
  toStored(config: Record<string, string>): Record<string, string>;
};

/** The form's values: the stored ones over the defaults, so keys a stored provider lacks show their default. */
export function toProviderFormValues(
  defaults: Record<string, string>,
  defaultName: string,
  stored?: ComponentRepresentation,
  adapt?: ConfigAdapter,
): ProviderFormValues {
  const config = { ...defaults };
  for (const [key, value] of Object.entries(stored?.config ?? {})) {
    config[key] = Array.isArray(value) ? String(value[0] ?? "") : String(value ?? "");
  }
  return { name: stored?.name ?? defaultName, config: adapt ? adapt.toForm(config) : config };
}

/**
 * The component to save: the stored one (keys the form does not show, such as priority, kept) with the form's name
 * and config, or a new user-storage provider of the realm.
 */
export function fromProviderFormValues(
  values: ProviderFormValues,
  providerId: string,
  realmId: string,
  stored?: ComponentRepresentation,
  adapt?: ConfigAdapter,
): ComponentRepresentation {
  const config: Record<string, string[]> = { ...(stored?.config as Record<string, string[]> | undefined) };
  const shown = adapt ? adapt.toStored(values.config) : values.config;
  for (const [key, value] of Object.entries(shown)) config[key] = [value];
  return {
    ...stored,
    name: values.name.trim(),
    providerId,
    providerType: USER_STORAGE_PROVIDER_TYPE,
    parentId: stored?.parentId ?? realmId,
    config,
  };
}
