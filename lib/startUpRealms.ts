import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import Resource from "@keycloak/keycloak-admin-client/lib/resources/resource.js";

/**
 * The one realms request start-up makes (GET /admin/realms/{realm}, null when there is no such realm), as the admin
 * client's Realms resource makes it. That class declares every realm endpoint (4.5 KB), which the first load would
 * carry for this one; the other realm methods are the whole client's (lib/admin-client.ts).
 */
export class StartUpRealms extends Resource<{ realm?: string }> {
  findOne = this.makeRequest<{ realm: string }, RealmRepresentation | undefined>({
    method: "GET",
    path: "/{realm}",
    urlParamKeys: ["realm"],
    catchNotFound: true,
  });

  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms", getBaseUrl: () => client.baseUrl });
  }
}
