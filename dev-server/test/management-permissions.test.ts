// Fine-grained admin permissions (v1) as Keycloak answers them for users, a group, a client, a role and an identity
// provider: enabling sets up, on the realm-management client's resource server, the object's resource, its scopes and
// one empty scope permission per scope named as Keycloak names them; reading answers the same reference; disabling
// removes the permissions and the resource; an admin who may only view the object gets 403 on the switch.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { clientsApi, type ClientsApi } from "./helpers/clientsApi.js";

interface Reference {
  enabled: boolean;
  resource?: string;
  scopePermissions?: Record<string, string>;
}

interface Kind {
  label: string;
  /** the object's management/permissions path below the realm, once the object exists */
  path(): Promise<string>;
  /** its id in Keycloak's names (the group's id, the provider's internal id, nothing for users) */
  nameId(): Promise<string>;
  resourceName(id: string): string;
  resourceType?: string;
  /** scope → permission name, in Keycloak's order */
  permissions(id: string): [string, string][];
  decisionStrategy: string;
  /** realm-management roles allowed to read it but not to switch it */
  viewOnly: string[];
}

describe("fine-grained admin permissions", () => {
  let t: ClientsApi;
  let managementId: string;
  const rsPath = () => `/clients/${managementId}/authz/resource-server`;
  const json = async <T>(path: string): Promise<T> => {
    const response = await t.api(path);
    assert.equal(response.status, 200, `${path}: ${await response.clone().text()}`);
    return (await response.json()) as T;
  };

  before(async () => {
    t = await clientsApi("fgap");
    [{ id: managementId }] = (await t.admin.clients.find({ clientId: "realm-management" })) as { id: string }[];
  });
  after(async () => {
    await t.server.cleanup();
  });

  let groupId: Promise<string> | undefined;
  let clientId: Promise<string> | undefined;
  let roleId: Promise<string> | undefined;
  let idpInternalId: Promise<string> | undefined;

  const kinds: Kind[] = [
    {
      label: "users",
      path: async () => "/users-management-permissions",
      nameId: async () => "",
      resourceName: () => "Users",
      permissions: () => [
        ["view", "view.permission.users"],
        ["manage", "manage.permission.users"],
        ["map-roles", "map-roles.permission.users"],
        ["manage-group-membership", "manage-group-membership.permission.users"],
        ["impersonate", "admin-impersonating.permission.users"],
        ["user-impersonated", "user-impersonated.permission.users"],
      ],
      decisionStrategy: "UNANIMOUS",
      viewOnly: ["view-realm", "manage-users"],
    },
    {
      label: "a group",
      path: async () => `/groups/${await (groupId ??= createGroup())}/management/permissions`,
      nameId: () => (groupId ??= createGroup()),
      resourceName: (id) => `group.resource.${id}`,
      resourceType: "Group",
      permissions: (id) => [
        ["view", `view.permission.group.${id}`],
        ["manage", `manage.permission.group.${id}`],
        ["view-members", `view.members.permission.group.${id}`],
        ["manage-members", `manage.members.permission.group.${id}`],
        ["manage-membership", `manage.membership.permission.group.${id}`],
      ],
      decisionStrategy: "UNANIMOUS",
      viewOnly: ["view-users"],
    },
    {
      label: "a client",
      path: async () =>
        `/clients/${await (clientId ??= t.createClient({ clientId: "billing" }))}/management/permissions`,
      nameId: () => (clientId ??= t.createClient({ clientId: "billing" })),
      resourceName: (id) => `client.resource.${id}`,
      resourceType: "Client",
      permissions: (id) =>
        [
          "view",
          "manage",
          "configure",
          "map-roles",
          "map-roles-client-scope",
          "map-roles-composite",
          "token-exchange",
        ].map((scope) => [scope, `${scope}.permission.client.${id}`]),
      decisionStrategy: "UNANIMOUS",
      viewOnly: ["view-clients"],
    },
    {
      label: "a realm role",
      path: async () => `/roles-by-id/${await (roleId ??= realmRole())}/management/permissions`,
      nameId: () => (roleId ??= realmRole()),
      resourceName: (id) => `role.resource.${id}`,
      resourceType: "Role",
      permissions: (id) =>
        ["map-role", "map-role-client-scope", "map-role-composite"].map((scope) => [
          scope,
          `${scope}.permission.${id}`,
        ]),
      decisionStrategy: "AFFIRMATIVE",
      viewOnly: ["view-realm"],
    },
    {
      label: "an identity provider",
      path: async () => {
        await (idpInternalId ??= identityProvider());
        return "/identity-provider/instances/partner/management/permissions";
      },
      nameId: () => (idpInternalId ??= identityProvider()),
      resourceName: (id) => `idp.resource.${id}`,
      resourceType: "IdentityProvider",
      permissions: (id) => [["token-exchange", `token-exchange.permission.idp.${id}`]],
      decisionStrategy: "UNANIMOUS",
      viewOnly: ["view-identity-providers"],
    },
  ];

  async function createGroup(): Promise<string> {
    const response = await t.send("POST", "/groups", { name: "auditors" });
    assert.equal(response.status, 201);
    // Keycloak answers a new top-level group by its Location alone
    return response.headers.get("location")!.split("/").pop()!;
  }

  async function realmRole(): Promise<string> {
    assert.equal((await t.send("POST", "/roles", { name: "approver" })).status, 201);
    return (await json<{ id: string }>("/roles/approver")).id;
  }

  async function identityProvider(): Promise<string> {
    const created = await t.send("POST", "/identity-provider/instances", {
      alias: "partner",
      providerId: "oidc",
      config: {
        clientId: "partner",
        clientSecret: "s3cret",
        authorizationUrl: "https://idp.example/auth",
        tokenUrl: "https://idp.example/token",
      },
    });
    assert.equal(created.status, 201, await created.clone().text());
    return (await json<{ internalId: string }>("/identity-provider/instances/partner")).internalId;
  }

  for (const kind of kinds) {
    it(`sets up, reads and removes the permissions of ${kind.label}`, async () => {
      const path = await kind.path();
      const id = await kind.nameId();
      assert.deepEqual(await json(path), { enabled: false });

      const enabled = (await (await t.send("PUT", path, { enabled: true })).json()) as Reference;
      assert.equal(enabled.enabled, true);
      const expected = kind.permissions(id);
      assert.deepEqual(
        Object.keys(enabled.scopePermissions ?? {}),
        expected.map(([scope]) => scope),
      );
      assert.deepEqual(await json(path), enabled);

      const resource = await json<{ name: string; type?: string; scopes: { name: string }[] }>(
        `${rsPath()}/resource/${enabled.resource}`,
      );
      assert.equal(resource.name, kind.resourceName(id));
      assert.equal(resource.type, kind.resourceType);
      for (const [scope, name] of expected) {
        const permissionId = enabled.scopePermissions![scope]!;
        const permission = await json<{ name: string; type: string; decisionStrategy: string }>(
          `${rsPath()}/permission/scope/${permissionId}`,
        );
        assert.deepEqual(
          [permission.name, permission.type, permission.decisionStrategy],
          [name, "scope", kind.decisionStrategy],
        );
        const scopes = await json<{ name: string }[]>(`${rsPath()}/policy/${permissionId}/scopes`);
        assert.deepEqual(
          scopes.map((s) => s.name),
          [scope],
        );
      }

      assert.deepEqual(await (await t.send("PUT", path, { enabled: false })).json(), { enabled: false });
      assert.deepEqual(await json(path), { enabled: false });
      assert.equal((await t.api(`${rsPath()}/resource/${enabled.resource}`)).status, 404);
      const left = await json<{ name: string }[]>(`${rsPath()}/permission?max=1000`);
      assert.deepEqual(
        left.filter((p) => expected.some(([, name]) => name === p.name)),
        [],
      );
    });

    it(`lets an admin who may only view ${kind.label} read its permissions but not switch them`, async () => {
      const path = await kind.path();
      const viewer = await t.limitedAdmin(`viewer-${kind.resourceName("x").replace(/\W/g, "")}`, kind.viewOnly);
      assert.equal((await t.api(path, {}, viewer)).status, 200);
      assert.equal((await t.send("PUT", path, { enabled: true }, viewer)).status, 403);
      assert.deepEqual(await json(path), { enabled: false });
    });
  }

  it("turns authorization on for the bearer-only realm-management client without other changes", async () => {
    const client = await json<{ authorizationServicesEnabled?: boolean; bearerOnly?: boolean }>(
      `/clients/${managementId}`,
    );
    assert.deepEqual([client.authorizationServicesEnabled, client.bearerOnly], [true, true]);
  });

  it("removes an object's permissions with the object, as Keycloak's removal listeners do", async () => {
    const created = await t.send("POST", "/groups", { name: "short-lived" });
    const id = created.headers.get("location")!.split("/").pop()!;
    const enabled = (await (
      await t.send("PUT", `/groups/${id}/management/permissions`, { enabled: true })
    ).json()) as Reference;
    assert.equal((await t.send("DELETE", `/groups/${id}`)).status, 204);
    assert.equal((await t.api(`${rsPath()}/resource/${enabled.resource}`)).status, 404);
    for (const permissionId of Object.values(enabled.scopePermissions ?? {}))
      assert.equal((await t.api(`${rsPath()}/permission/scope/${permissionId}`)).status, 404);
  });

  it("keeps the master realm's permissions on its master-realm client", async () => {
    const token = (await t.admin.getAccessToken())!;
    const master = (path: string, init: RequestInit = {}) =>
      fetch(`${t.server.url}/admin/realms/master${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      });
    const enabled = (await (
      await master("/users-management-permissions", { method: "PUT", body: JSON.stringify({ enabled: true }) })
    ).json()) as Reference;
    const [client] = (await (await master("/clients?clientId=master-realm")).json()) as { id: string }[];
    const resource = await master(`/clients/${client!.id}/authz/resource-server/resource/${enabled.resource}`);
    assert.equal(((await resource.json()) as { name: string }).name, "Users");
    await master("/users-management-permissions", { method: "PUT", body: JSON.stringify({ enabled: false }) });
  });

  it("answers 404 for a group that does not exist", async () => {
    assert.equal((await t.api("/groups/no-such-group/management/permissions")).status, 404);
  });
});
