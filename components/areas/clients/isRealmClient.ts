import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";

/**
 * Realm clients ("master-realm", "{realm}-realm") have no protocol: they hold a realm's admin roles, and Keycloak
 * neither deletes them from the list nor gives them keys, credentials or client scopes.
 */
export const isRealmClient = (client: ClientRepresentation) => !client.protocol;
