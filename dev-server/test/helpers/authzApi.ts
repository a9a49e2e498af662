// For the authz-*.test.ts files: a confidential client with authorization services enabled in a test realm, and
// JSON calls under its clients/{id}/authz/resource-server.
import assert from "node:assert/strict";
import { clientsApi, type ClientsApi } from "./clientsApi.js";

export interface AuthzApi extends ClientsApi {
  /** the internal id of a client with authorization services enabled */
  clientUuid: string;
  /** JSON request below clients/{id}/authz/resource-server, with the master admin's token or the one given */
  authz(method: string, path: string, body?: unknown, bearer?: string): Promise<Response>;
  /** creates below the resource server (201 expected) and answers the created representation */
  make<T = Record<string, unknown>>(path: string, body: unknown): Promise<T>;
}

export async function authzApi(realm: string, clientId = "orders-api"): Promise<AuthzApi> {
  const t = await clientsApi(realm);
  const clientUuid = await t.createClient({
    clientId,
    publicClient: false,
    serviceAccountsEnabled: true,
    authorizationServicesEnabled: true,
  });
  const authz = (method: string, path: string, body?: unknown, bearer?: string) =>
    t.send(method, `/clients/${clientUuid}/authz/resource-server${path}`, body, bearer);
  return {
    ...t,
    clientUuid,
    authz,
    async make<T>(path: string, body: unknown) {
      const response = await authz("POST", path, body);
      assert.equal(response.status, 201, await response.clone().text());
      return (await response.json()) as T;
    },
  };
}
