import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type { Rule } from "../types";

const MANAGEMENT_CLIENT = "realm-management";

/** realm-admin or a manage-* role of the realm's management client. */
function adminRole(role: RoleRepresentation, managementClientId: string | undefined): boolean {
  if (!role.clientRole || role.containerId !== managementClientId) return false;
  return role.name === "realm-admin" || (role.name ?? "").startsWith("manage-");
}

export const defaultRolesAdmin: Rule = {
  id: "default-roles-admin",
  severity: "high",
  title: "advisorDefaultRolesAdmin",
  why: "advisorDefaultRolesAdminWhy",
  needs: ["clients", "defaultRoles"],
  check: ({ clients, defaultRoles }) => {
    const managementClientId = clients.find((client) => client.clientId === MANAGEMENT_CLIENT)?.id;
    return defaultRoles.some((role) => adminRole(role, managementClientId))
      ? [{ subject: { kind: "realm", tab: "user-registration" } }]
      : [];
  },
};
