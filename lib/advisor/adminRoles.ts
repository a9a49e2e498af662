import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";

const MANAGEMENT_CLIENT = "realm-management";

/** The internal id of the realm's management client, whose roles administer the realm. */
export const managementClientId = (clients: readonly ClientRepresentation[]) =>
  clients.find((client) => client.clientId === MANAGEMENT_CLIENT)?.id;

/** realm-admin or a manage-* role of the realm's management client. */
export function isAdminRole(role: RoleRepresentation, managementId: string | undefined): boolean {
  if (!role.clientRole || role.containerId !== managementId) return false;
  return role.name === "realm-admin" || (role.name ?? "").startsWith("manage-");
}
