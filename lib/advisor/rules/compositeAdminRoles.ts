import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { isAdminRole, managementClientId } from "../adminRoles";
import type { AdvisorData, Rule, Subject } from "../types";

/**
 * The composite roles that grant realm-admin or a manage-* role, directly or through other composites; not the
 * management client's own (realm-admin is one by design), nor the default role, which its own rule names.
 */
function grantingComposites({ realm, clients, compositeRoles }: AdvisorData): RoleRepresentation[] {
  const managementId = managementClientId(clients);
  const candidates = compositeRoles.filter(
    ({ role }) => role.containerId !== managementId && role.id !== realm.defaultRole?.id,
  );
  const granting = new Set<string>();
  // a composite grants through any composite found granting: repeat until nothing more is found
  for (let grew = true; grew;) {
    grew = false;
    for (const { role, composites } of candidates) {
      if (granting.has(role.id ?? "")) continue;
      if (composites.some((held) => isAdminRole(held, managementId) || granting.has(held.id ?? ""))) {
        granting.add(role.id ?? "");
        grew = true;
      }
    }
  }
  return candidates.filter(({ role }) => granting.has(role.id ?? "")).map(({ role }) => role);
}

const roleSubject = (role: RoleRepresentation): Subject => ({
  kind: "role",
  id: role.id ?? "",
  name: role.name ?? "",
  ...(role.clientRole ? { clientId: role.containerId } : {}),
});

export const compositeAdminRoles: Rule = {
  id: "composite-admin-roles",
  severity: "high",
  title: "advisorCompositeAdminRoles",
  why: "advisorCompositeAdminRolesWhy",
  needs: ["realm", "clients", "compositeRoles"],
  check: (data) => grantingComposites(data).map((role) => ({ subject: roleSubject(role) })),
};
