import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";

/** What every policy form gets: the realm as loaded, and whether the admin may only view it. */
export type PolicyTabProps = { realm: RealmRepresentation; readOnly: boolean };
