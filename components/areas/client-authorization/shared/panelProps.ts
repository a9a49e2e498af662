import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";

/** What every authorization tab gets: the client, and whether the admin may only view. */
export type AuthzPanelProps = { realm: string; client: ClientRepresentation; clientId: string; readOnly: boolean };
