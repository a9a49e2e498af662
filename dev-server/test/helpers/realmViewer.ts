// A lesser admin of a realm for permission tests: a user of the realm holding only the realm-management roles given
// (view-realm unless told), signed in with a password grant.
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { passwordGrant } from "./testServer.js";

export async function realmViewerToken(
  admin: KcAdminClient,
  baseUrl: string,
  realm: string,
  roles: readonly string[] = ["view-realm"],
): Promise<string> {
  const username = "viewer";
  const { id } = await admin.users.create({
    realm,
    username,
    enabled: true,
    firstName: "View",
    lastName: "Er",
    email: "viewer@example.com",
    credentials: [{ type: "password", value: username, temporary: false }],
  });
  const [management] = await admin.clients.find({ realm, clientId: "realm-management" });
  const mapped = await Promise.all(
    roles.map((roleName) => admin.clients.findRole({ realm, id: management.id!, roleName })),
  );
  await admin.users.addClientRoleMappings({
    realm,
    id,
    clientUniqueId: management.id!,
    roles: mapped.map((role) => ({ id: role!.id!, name: role!.name! })),
  });
  const grant = await passwordGrant(baseUrl, realm, username, username);
  if (grant.status !== 200) throw new Error(`the viewer's password grant answered ${grant.status}`);
  return ((await grant.json()) as { access_token: string }).access_token;
}
