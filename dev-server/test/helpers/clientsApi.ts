// For the clients-*.test.ts files: a test realm with the master admin's token, a plain fetch over its admin API, a
// realm user holding only some realm-management roles (the limited admin Keycloak's permission checks are tried
// with), and a client created through the API.
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./testServer.js";

export interface ClientsApi {
  server: TestServer;
  admin: KcAdminClient;
  realm: string;
  /** fetch on /admin/realms/{realm}{path} with the master admin's token, or the one given */
  api(path: string, init?: RequestInit, bearer?: string): Promise<Response>;
  /** JSON request with the master admin's token, or the one given */
  send(method: string, path: string, body?: unknown, bearer?: string): Promise<Response>;
  /** creates a client and answers its internal id */
  createClient(rep: Record<string, unknown>): Promise<string>;
  /** a user of the realm holding only these realm-management roles, signed in: its access token */
  limitedAdmin(username: string, roles: string[]): Promise<string>;
  /** a grant at the realm's token endpoint */
  token(params: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
}

export async function clientsApi(realm: string): Promise<ClientsApi> {
  const server = await startTestServer();
  const admin = await adminClient(server.url);
  await admin.realms.create({ realm, enabled: true });
  admin.setConfig({ realmName: realm });
  const adminToken = async () => (await admin.getAccessToken())!;
  const api = async (path: string, init: RequestInit = {}, bearer?: string) =>
    fetch(`${server.url}/admin/realms/${realm}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${bearer ?? (await adminToken())}`, ...(init.headers ?? {}) },
    });
  const send = (method: string, path: string, body?: unknown, bearer?: string) =>
    api(
      path,
      {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
      },
      bearer,
    );
  return {
    server,
    admin,
    realm,
    api,
    send,
    async createClient(rep) {
      const response = await send("POST", "/clients", rep);
      assert.equal(response.status, 201, await response.clone().text());
      return response.headers.get("location")!.split("/").pop()!;
    },
    async limitedAdmin(username, roles) {
      const { id } = await admin.users.create({
        username,
        enabled: true,
        // a complete profile: Keycloak refuses the password grant to a user its user profile would ask for more
        email: `${username}@example.org`,
        firstName: username,
        lastName: "Admin",
        credentials: [{ type: "password", value: username, temporary: false }],
      });
      const [management] = await admin.clients.find({ clientId: "realm-management" });
      const reps = await Promise.all(
        roles.map((name) => admin.clients.findRole({ id: management.id!, roleName: name })),
      );
      await admin.users.addClientRoleMappings({
        id,
        clientUniqueId: management.id!,
        roles: reps.map((r) => ({ id: r!.id!, name: r!.name! })),
      });
      const grant = await passwordGrant(server.url, realm, username, username);
      assert.equal(grant.status, 200);
      return (await grant.json()).access_token as string;
    },
    token(params, headers = {}) {
      return fetch(`${server.url}/realms/${realm}/protocol/openid-connect/token`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(params),
      });
    },
  };
}

export const basicAuth = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString("base64")}`;
