import { componentsKey } from "../components";

export const LDAP_MAPPER_TYPE = "org.keycloak.storage.ldap.mappers.LDAPStorageMapper";

/** Providers and mappers are components: every key sits under the realm's components, which a write invalidates. */
export const userFederationKeys = {
  all: (realm: string) => [...componentsKey(realm), "userFederation"] as const,
  detail: (realm: string, id: string) => [...userFederationKeys.all(realm), "provider", id] as const,
  mappers: (realm: string, providerId: string) => [...userFederationKeys.detail(realm, providerId), "mappers"] as const,
  mapper: (realm: string, mapperId: string) => [...userFederationKeys.all(realm), "mapper", mapperId] as const,
};
