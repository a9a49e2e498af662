// A component's config as Keycloak's admin API shows and updates it: only the properties its provider declares are
// shown, and what a provider keeps for itself beside them (a key provider's generated key material) is never shown and
// survives an update, which cannot send it. For key providers the server info lists every declared property; other
// types declare common properties it does not list (a user storage's enabled, priority, cache policy, ...), so their
// config is shown whole.
import { KEY_PROVIDER_TYPE } from "../../realm/realmKeys.js";
import { KEY_PROVIDER_TYPES } from "./serverInfoKeyProviders.js";
import { COMPONENT_TYPES } from "./serverInfoComponents.js";

type Config = Record<string, string[]>;

const declared = new Map(
  KEY_PROVIDER_TYPES.map((provider) => [
    provider.id,
    new Set((provider.properties ?? []).flatMap((p) => p.name ?? [])),
  ]),
);

const declaredKeys = (providerType: string | undefined, providerId: string | undefined) =>
  providerType === KEY_PROVIDER_TYPE ? declared.get(providerId ?? "") : undefined;

/** the declared part of a config, which is what GET shows (secrets still to be masked) */
export function declaredConfig(
  config: Config,
  providerType: string | undefined,
  providerId: string | undefined,
): Config {
  const keys = declaredKeys(providerType, providerId);
  return keys ? Object.fromEntries(Object.entries(config).filter(([key]) => keys.has(key))) : config;
}

/** the config an update with `posted` leaves: the posted properties and what the provider keeps for itself */
export function updatedConfig(
  posted: Config,
  stored: Config | undefined,
  providerType: string | undefined,
  providerId: string | undefined,
): Config {
  const keys = declaredKeys(providerType, providerId);
  if (!keys) return posted;
  const kept = Object.entries(stored ?? {}).filter(([key]) => !keys.has(key));
  return { ...Object.fromEntries(kept), ...posted };
}

/** false for a provider of a type the server info describes that is not among that type's providers */
export function providerKnown(providerType: string | undefined, providerId: string | undefined): boolean {
  const providers = COMPONENT_TYPES?.[providerType ?? ""];
  return !providers || providers.some((provider) => provider.id === providerId);
}
