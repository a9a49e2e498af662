// The read-only property file provider of Keycloak's Server Developer Guide ("User Storage SPI"): factory id
// readonly-property-file, one config property `path`, users as `username=password` lines. Its components in a realm,
// read as the provider reads them.
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { RealmData, UserRecord } from "../../store/model.js";
import { first, USER_STORAGE_TYPE } from "../ldap/ldapConfig.js";

export const PROPERTY_FILE_PROVIDER_ID = "readonly-property-file";

export type PropertyFileProvider = ComponentRepresentation & { id: string };

export const isPropertyFileProvider = (c: Pick<ComponentRepresentation, "providerType" | "providerId">) =>
  c.providerType === USER_STORAGE_TYPE && c.providerId === PROPERTY_FILE_PROVIDER_ID;

export const providerPath = (provider: Pick<ComponentRepresentation, "config">) => first(provider.config, "path") ?? "";

export const isPropertyFileProviderEnabled = (provider: PropertyFileProvider) =>
  first(provider.config, "enabled") !== "false";
const priorityOf = (provider: PropertyFileProvider) => Number(first(provider.config, "priority") ?? 0) || 0;

/** the realm's enabled property-file providers, lowest priority number first as Keycloak consults its providers */
export function enabledPropertyFileProviders(realm: RealmData): PropertyFileProvider[] {
  return [...realm.components.values()]
    .filter((c) => isPropertyFileProvider(c) && isPropertyFileProviderEnabled(c))
    .sort((a, b) => priorityOf(a) - priorityOf(b));
}

/** the property-file provider a user was imported from, enabled or not */
export function propertyFileProviderOf(realm: RealmData, user: UserRecord): PropertyFileProvider | undefined {
  const provider = user.federationLink ? realm.components.get(user.federationLink) : undefined;
  return provider && isPropertyFileProvider(provider) ? provider : undefined;
}
