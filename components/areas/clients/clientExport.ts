import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";

/**
 * The client as an exported file holds it (spec §3): without its id and without its protocol mappers' ids, so
 * importing the file elsewhere creates a new client instead of clashing with this one.
 */
export function toExportedClient(client: ClientRepresentation): ClientRepresentation {
  const { id: _id, protocolMappers, ...rest } = client;
  if (protocolMappers === undefined) return rest;
  return { ...rest, protocolMappers: protocolMappers.map(({ id: _mapperId, ...mapper }) => mapper) };
}

/** The exported file is named after the clientId. */
export function exportedClientFileName(client: ClientRepresentation): string {
  return `${client.clientId ?? ""}.json`;
}
