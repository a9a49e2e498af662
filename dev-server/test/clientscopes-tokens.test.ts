// Protocol mappers shape the tokens: the client's own mappers, those of its default client scopes and of the
// optional ones a request names, each honouring its include flags; claim names with dots nest, JSON types convert.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as jose from "jose";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import { UnmanagedAttributePolicy } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";
import { codeFlowTokens } from "./helpers/codeFlow.js";

const REDIRECT = "http://localhost:9999/callback";

describe("tokens shaped by protocol mappers", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let shopId: string;
  const oidc = () => `${server.url}/realms/tokens/protocol/openid-connect`;
  const grant = (scope?: string, clientId = "shop") =>
    fetch(`${oidc()}/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "password",
        client_id: clientId,
        username: "jane",
        password: "jane-secret",
        ...(scope ? { scope } : {}),
      }),
    });
  const tokens = async (scope?: string, clientId = "shop") => {
    const response = await grant(scope, clientId);
    assert.equal(response.status, 200, await response.clone().text());
    const body = await response.json();
    return { body, access: jose.decodeJwt(body.access_token), id: jose.decodeJwt(body.id_token) };
  };
  const userinfo = async (accessToken: string) =>
    (await fetch(`${oidc()}/userinfo`, { headers: { Authorization: `Bearer ${accessToken}` } })).json();
  const addClientMapper = async (mapper: ProtocolMapperRepresentation) => {
    await admin.clients.addProtocolMapper({ id: shopId }, { protocol: "openid-connect", ...mapper });
    return async () => {
      const created = (await admin.clients.listProtocolMappers({ id: shopId })).find((m) => m.name === mapper.name)!;
      await admin.clients.delProtocolMapper({ id: shopId, mapperId: created.id! });
    };
  };

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await admin.realms.create({ realm: "tokens", enabled: true });
    admin.setConfig({ realmName: "tokens" });
    // custom user attributes need Keycloak's unmanaged-attribute policy
    const profile = await admin.users.getProfile();
    await admin.users.updateProfile({ ...profile, unmanagedAttributePolicy: UnmanagedAttributePolicy.Enabled });
    const { id: userId } = await admin.users.create({
      username: "jane",
      enabled: true,
      email: "jane@example.com",
      emailVerified: true,
      firstName: "Jane",
      lastName: "Doe",
      attributes: { department: ["Engineering"], badge: ["7", "9"] },
      credentials: [{ type: "password", value: "jane-secret", temporary: false }],
    });
    ({ id: shopId } = await admin.clients.create({
      clientId: "shop",
      publicClient: true,
      directAccessGrantsEnabled: true,
      redirectUris: [REDIRECT],
      webOrigins: ["+"],
    }));
    const { id: scopeId } = await admin.clientScopes.create({
      name: "department",
      protocol: "openid-connect",
      attributes: { "include.in.token.scope": "true" },
    });
    await admin.clientScopes.addProtocolMapper(
      { id: scopeId },
      {
        name: "department",
        protocol: "openid-connect",
        protocolMapper: "oidc-usermodel-attribute-mapper",
        config: {
          "user.attribute": "department",
          "claim.name": "department",
          "jsonType.label": "String",
          "access.token.claim": "true",
          "id.token.claim": "true",
          "userinfo.token.claim": "true",
        },
      },
    );
    await admin.clients.addOptionalClientScope({ id: shopId, clientScopeId: scopeId });
    await admin.groups.create({ name: "staff" });
    const [staff] = await admin.groups.find({ search: "staff" });
    const { id: leadsId } = await admin.groups.createChildGroup({ id: staff.id! }, { name: "leads" });
    await admin.users.addToGroup({ id: userId, groupId: leadsId });
  });
  after(() => server.cleanup());

  it("adds an optional client scope's claim only when the request names the scope", async () => {
    const without = await tokens();
    assert.equal(without.access.department, undefined);
    assert.doesNotMatch(String(without.access.scope), /department/);
    const withScope = await tokens("department");
    assert.equal(withScope.access.department, "Engineering");
    assert.equal(withScope.id.department, "Engineering");
    assert.match(String(withScope.access.scope), /(^| )department( |$)/);
    assert.match(withScope.body.scope, /department/);
  });

  it("keeps the built-in scopes' claims and lists only scopes included in the token scope", async () => {
    const { access, id } = await tokens();
    assert.equal(access.preferred_username, "jane");
    assert.equal(access.email, "jane@example.com");
    assert.equal(access.email_verified, true);
    assert.equal(access.name, "Jane Doe");
    assert.equal(access.given_name, "Jane");
    assert.equal(access.family_name, "Doe");
    assert.equal(access.acr, "1");
    assert.equal(access.typ, "Bearer");
    assert.equal(access.azp, "shop");
    assert.equal(typeof access.sub, "string");
    assert.equal(typeof access.auth_time, "number");
    assert.deepEqual(access["allowed-origins"], ["http://localhost:9999"]);
    assert.ok((access.realm_access as { roles: string[] }).roles.includes("offline_access"));
    assert.ok((access.resource_access as Record<string, { roles: string[] }>).account.roles.includes("view-profile"));
    assert.equal(access.aud, "account");
    assert.deepEqual(String(access.scope).split(" ").sort(), ["email", "openid", "profile"]);
    assert.equal(id.preferred_username, "jane");
    assert.equal(id.realm_access, undefined, "the roles scope writes access tokens only");
  });

  it("refuses a scope value that is none of the client's scopes with invalid_scope", async () => {
    for (const scope of ["nonsense", "openid phone-like", "microprofile-jwt-x"]) {
      const response = await grant(scope);
      assert.equal(response.status, 400, scope);
      assert.equal((await response.json()).error, "invalid_scope");
    }
    await admin.clientScopes.create({ name: "unassigned", protocol: "openid-connect" });
    assert.equal((await grant("unassigned")).status, 400);
    const authorization = await codeFlowTokens(server.url, {
      realm: "tokens",
      clientId: "shop",
      redirectUri: REDIRECT,
      scope: "openid nonsense",
      username: "jane",
      password: "jane-secret",
    });
    assert.equal(authorization.status, 400);
    const error = await authorization.json();
    assert.equal(error.error, "invalid_scope");
    assert.equal(error.error_description, "Invalid scopes: openid nonsense");
  });

  it("adds the audiences of audience mappers", async () => {
    const remove = await addClientMapper({
      name: "api audience",
      protocolMapper: "oidc-audience-mapper",
      config: { "included.custom.audience": "https://api.example", "access.token.claim": "true" },
    });
    const { access } = await tokens();
    assert.deepEqual([access.aud].flat().sort(), ["account", "https://api.example"]);
    await remove();
  });

  it("nests a hardcoded claim under a dotted name, keeps an escaped dot and converts its JSON type", async () => {
    const removeNested = await addClientMapper({
      name: "tier",
      protocolMapper: "oidc-hardcoded-claim-mapper",
      config: {
        "claim.name": "shop.plan.tier",
        "claim.value": "42",
        "jsonType.label": "int",
        "access.token.claim": "true",
      },
    });
    const removeEscaped = await addClientMapper({
      name: "dotted",
      protocolMapper: "oidc-hardcoded-claim-mapper",
      config: {
        "claim.name": "shop.domain\\.name",
        "claim.value": '{"a":[1,2]}',
        "jsonType.label": "JSON",
        "access.token.claim": "true",
      },
    });
    const { access } = await tokens();
    assert.deepEqual(access.shop, { plan: { tier: 42 }, "domain.name": { a: [1, 2] } });
    await removeNested();
    await removeEscaped();
  });

  it("writes each token the mapper's flags name: access, ID token, userinfo", async () => {
    const removers = await Promise.all([
      addClientMapper({
        name: "access only",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: { "claim.name": "in_access", "claim.value": "yes", "access.token.claim": "true" },
      }),
      addClientMapper({
        name: "id only",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: {
          "claim.name": "in_id",
          "claim.value": "yes",
          "id.token.claim": "true",
          "userinfo.token.claim": "false",
        },
      }),
      addClientMapper({
        name: "userinfo only",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: { "claim.name": "in_userinfo", "claim.value": "yes", "userinfo.token.claim": "true" },
      }),
    ]);
    const { access, id, body } = await tokens();
    assert.deepEqual([access.in_access, access.in_id, access.in_userinfo], ["yes", undefined, undefined]);
    assert.deepEqual([id.in_access, id.in_id, id.in_userinfo], [undefined, "yes", undefined]);
    const info = await userinfo(body.access_token);
    assert.deepEqual([info.in_access, info.in_id, info.in_userinfo], [undefined, undefined, "yes"]);
    assert.equal(info.sub, access.sub);
    assert.equal(info.preferred_username, "jane");
    for (const remove of removers) await remove();
  });

  it("answers userinfo with the optional scope's claim when the token was issued with it", async () => {
    assert.equal((await userinfo((await tokens()).body.access_token)).department, undefined);
    assert.equal((await userinfo((await tokens("department")).body.access_token)).department, "Engineering");
  });

  it("maps multivalued attributes, groups by full path and client roles with a prefix", async () => {
    const removers = await Promise.all([
      addClientMapper({
        name: "badges",
        protocolMapper: "oidc-usermodel-attribute-mapper",
        config: {
          "user.attribute": "badge",
          "claim.name": "badges",
          "jsonType.label": "long",
          multivalued: "true",
          "access.token.claim": "true",
        },
      }),
      addClientMapper({
        name: "groups",
        protocolMapper: "oidc-group-membership-mapper",
        config: { "claim.name": "groups", "full.path": "true", multivalued: "true", "access.token.claim": "true" },
      }),
      addClientMapper({
        name: "account roles",
        protocolMapper: "oidc-usermodel-client-role-mapper",
        config: {
          "usermodel.clientRoleMapping.clientId": "account",
          "usermodel.clientRoleMapping.rolePrefix": "acct:",
          "claim.name": "account_roles",
          multivalued: "true",
          "access.token.claim": "true",
        },
      }),
    ]);
    const { access } = await tokens();
    assert.deepEqual(access.badges, [7, 9]);
    assert.deepEqual(access.groups, ["/staff/leads"]);
    assert.ok((access.account_roles as string[]).includes("acct:view-profile"));
    assert.ok((access.account_roles as string[]).every((r) => r.startsWith("acct:")));
    for (const remove of removers) await remove();
  });

  it("limits the roles to the client's role scope when full scope is off", async () => {
    const client = (await admin.clients.findOne({ id: shopId }))!;
    await admin.clients.update({ id: shopId }, { ...client, fullScopeAllowed: false });
    const offline = (await admin.roles.findOneByName({ name: "offline_access" }))!;
    await admin.clients.addRealmScopeMappings({ id: shopId }, [{ id: offline.id!, name: offline.name! }]);
    const { access } = await tokens();
    assert.deepEqual((access.realm_access as { roles: string[] }).roles, ["offline_access"]);
    assert.equal(access.resource_access, undefined);
    await admin.clients.update({ id: shopId }, { ...client, fullScopeAllowed: true });
  });

  it("shapes the ID token of the authorization-code flow by the requested optional scopes", async () => {
    const response = await codeFlowTokens(server.url, {
      realm: "tokens",
      clientId: "shop",
      redirectUri: REDIRECT,
      scope: "openid department",
      username: "jane",
      password: "jane-secret",
    });
    assert.equal(response.status, 200, await response.clone().text());
    const body = await response.json();
    const id = jose.decodeJwt(body.id_token);
    const access = jose.decodeJwt(body.access_token);
    assert.equal(id.department, "Engineering");
    assert.equal(id.name, "Jane Doe");
    assert.equal(access.department, "Engineering");
    assert.match(String(access.scope), /department/);
  });
});
