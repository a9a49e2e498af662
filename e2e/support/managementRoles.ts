// realm-management's admin roles, handed to users and groups through the admin client, as the specs that seed an
// administrator (the advisor's, on the dev server and on Keycloak) set them up.
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation";

export type ManagementRole = { realm: string; clientUniqueId: string; role: RoleRepresentation };

/** The realm-management client's role of that name in the realm, ready to grant. */
export async function managementRole(admin: KcAdminClient, realm: string, roleName: string): Promise<ManagementRole> {
  const [management] = await admin.clients.find({ realm, clientId: "realm-management" });
  const role = await admin.clients.findRole({ realm, id: management!.id!, roleName });
  return { realm, clientUniqueId: management!.id!, role: role! };
}

const mapping = ({ realm, clientUniqueId, role }: ManagementRole, id: string) => ({
  realm,
  id,
  clientUniqueId,
  roles: [{ id: role.id!, name: role.name! }],
});

export const grantToUser = (admin: KcAdminClient, grant: ManagementRole, userId: string) =>
  admin.users.addClientRoleMappings(mapping(grant, userId));

export const grantToGroup = (admin: KcAdminClient, grant: ManagementRole, groupId: string) =>
  admin.groups.addClientRoleMappings(mapping(grant, groupId));
