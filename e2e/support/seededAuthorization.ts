import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import { SEEDED, SWEPT_REALM } from "./screens";

/** The ids of acme's seeded client with authorization services and of the objects in its resource server. */
export async function seededAuthorization(admin: KeycloakAdminClient) {
  const realm = SWEPT_REALM;
  const [client] = await admin.clients.find({ realm, clientId: SEEDED.authzClient });
  const id = client?.id ?? "";
  const [resource] = await admin.clients.listResources({ realm, id, name: SEEDED.authzResource });
  const [scope] = await admin.clients.listAllScopes({ realm, id, name: SEEDED.authzScope });
  const policies =
    (await admin.clients.listPolicies({ realm, id, name: SEEDED.authzPolicy, permission: "false" })) || [];
  const [permission] = await admin.clients.findPermissions({ realm, id, name: SEEDED.authzPermission });
  return {
    authzClient: id,
    authzResource: resource?._id ?? "",
    authzScope: scope?.id ?? "",
    authzPolicy: policies.find(({ name }) => name === SEEDED.authzPolicy)?.id ?? "",
    authzPermission: permission?.id ?? "",
  };
}
