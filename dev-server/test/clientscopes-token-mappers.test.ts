// The mappers of roles, subjects and memberships, role scope, lightweight access tokens, service accounts and
// introspection, as Keycloak shapes them.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as jose from "jose";
import { startTokensRealm, type TokensRealm } from "./fixtures/tokensRealm.js";

describe("roles, subjects and introspection in mapped tokens", () => {
  let realm: TokensRealm;
  before(async () => {
    realm = await startTokensRealm();
  });
  after(() => realm.server.cleanup());

  it("maps multivalued attributes, groups by full path and client roles with a prefix", async () => {
    const removers = await Promise.all([
      realm.addClientMapper({
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
      realm.addClientMapper({
        name: "groups",
        protocolMapper: "oidc-group-membership-mapper",
        config: { "claim.name": "groups", "full.path": "true", multivalued: "true", "access.token.claim": "true" },
      }),
      realm.addClientMapper({
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
    const { access } = await realm.tokens();
    assert.deepEqual(access.badges, [7, 9]);
    assert.deepEqual(access.groups, ["/staff/leads"]);
    assert.ok((access.account_roles as string[]).includes("acct:view-profile"));
    assert.ok((access.account_roles as string[]).every((r) => r.startsWith("acct:")));
    for (const remove of removers) await remove();
  });

  it("stores a listed mapper type it does not apply (amr, session state) and issues its tokens without it", async () => {
    const removers = await Promise.all(
      ["oidc-amr-mapper", "oidc-session-state-mapper", "oidc-claims-param-token-mapper"].map((protocolMapper) =>
        realm.addClientMapper({ name: protocolMapper, protocolMapper, config: { "access.token.claim": "true" } }),
      ),
    );
    const { access } = await realm.tokens();
    assert.equal(access.amr, undefined);
    assert.equal(typeof access.sub, "string");
    for (const remove of removers) await remove();
  });

  it("limits the roles to the client's role scope when full scope is off", async () => {
    const client = (await realm.admin.clients.findOne({ id: realm.shopId }))!;
    await realm.admin.clients.update({ id: realm.shopId }, { ...client, fullScopeAllowed: false });
    const offline = (await realm.admin.roles.findOneByName({ name: "offline_access" }))!;
    await realm.admin.clients.addRealmScopeMappings({ id: realm.shopId }, [{ id: offline.id!, name: offline.name! }]);
    const { access } = await realm.tokens();
    assert.deepEqual((access.realm_access as { roles: string[] }).roles, ["offline_access"]);
    assert.equal(access.resource_access, undefined);
    await realm.admin.clients.update({ id: realm.shopId }, { ...client, fullScopeAllowed: true });
  });

  it("renames and adds roles before the role mappers write them", async () => {
    const removers = await Promise.all([
      realm.addClientMapper({
        name: "rename offline",
        protocolMapper: "oidc-role-name-mapper",
        config: { role: "offline_access", "new.role.name": "shop.offline" },
      }),
      realm.addClientMapper({
        name: "hardcoded auditor",
        protocolMapper: "oidc-hardcoded-role-mapper",
        config: { role: "auditor" },
      }),
    ]);
    const { access } = await realm.tokens();
    const realmRoles = (access.realm_access as { roles: string[] }).roles;
    assert.ok(realmRoles.includes("auditor"));
    assert.ok(!realmRoles.includes("offline_access"));
    assert.deepEqual((access.resource_access as Record<string, { roles: string[] }>).shop.roles, ["offline"]);
    assert.deepEqual([access.aud].flat().sort(), ["account"], "a token's own client is never its audience");
    for (const remove of removers) await remove();
  });

  it("gives a pairwise subject per sector to every token and userinfo", async () => {
    const remove = await realm.addClientMapper({
      name: "pairwise",
      protocolMapper: "oidc-sha256-pairwise-sub-mapper",
      config: { sectorIdentifierUri: "", pairwiseSubAlgorithmSalt: "salt" },
    });
    const { access, id, body } = await realm.tokens();
    const [jane] = await realm.admin.users.find({ username: "jane", exact: true });
    assert.match(String(access.sub), /^[0-9a-f]{8}-[0-9a-f]{4}-3[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.notEqual(access.sub, jane.id);
    assert.equal(id.sub, access.sub);
    assert.equal((await realm.userinfo(body.access_token)).sub, access.sub);
    await remove();
  });

  it("answers introspection with the claims of mappers marked for it", async () => {
    const { id: resourceId } = await realm.admin.clients.create({
      clientId: "resource-server",
      secret: "rs-secret",
      standardFlowEnabled: false,
      serviceAccountsEnabled: true,
    });
    const remove = await realm.addClientMapper({
      name: "introspected",
      protocolMapper: "oidc-hardcoded-claim-mapper",
      config: { "claim.name": "seen_by", "claim.value": "introspection", "introspection.token.claim": "true" },
    });
    const { body, access } = await realm.tokens("department");
    const response = await fetch(`${realm.oidc}/token/introspect`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Authorization: `Basic ${Buffer.from("resource-server:rs-secret").toString("base64")}`,
      },
      body: new URLSearchParams({ token: body.access_token }),
    });
    const answer = await response.json();
    assert.equal(answer.active, true);
    assert.equal(answer.seen_by, "introspection");
    assert.equal(access.seen_by, undefined);
    assert.equal(answer.department, "Engineering");
    assert.equal(answer.preferred_username, "jane");
    assert.equal(answer.scope, access.scope);
    await remove();
    await realm.admin.clients.del({ id: resourceId! });
  });

  it("shapes a service account's token by the same mappers, without a session", async () => {
    const { id } = await realm.admin.clients.create({
      clientId: "reporter",
      secret: "reporter-secret",
      standardFlowEnabled: false,
      serviceAccountsEnabled: true,
    });
    const serviceAccount = await realm.admin.clients.getServiceAccountUser({ id: id! });
    const response = await fetch(`${realm.oidc}/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: "reporter",
        client_secret: "reporter-secret",
      }),
    });
    assert.equal(response.status, 200);
    const access = jose.decodeJwt((await response.json()).access_token);
    assert.equal(access.sub, serviceAccount.id);
    assert.equal(access.azp, "reporter");
    assert.equal(access.preferred_username, "service-account-reporter");
    assert.equal(access.sid, undefined);
    assert.deepEqual(String(access.scope).split(" ").sort(), ["email", "profile"]);
    await realm.admin.clients.del({ id: id! });
  });

  it("writes only the mappers marked lightweight into a lightweight access token", async () => {
    const client = (await realm.admin.clients.findOne({ id: realm.shopId }))!;
    const lightweight = { ...client.attributes, "client.use.lightweight.access.token.enabled": "true" };
    await realm.admin.clients.update({ id: realm.shopId }, { ...client, attributes: lightweight });
    const remove = await realm.addClientMapper({
      name: "light",
      protocolMapper: "oidc-hardcoded-claim-mapper",
      config: { "claim.name": "light", "claim.value": "yes", "lightweight.claim": "true" },
    });
    const { access, body } = await realm.tokens();
    assert.equal(access.light, "yes");
    assert.equal(access.preferred_username, undefined);
    assert.equal(access.realm_access, undefined);
    assert.equal((await realm.userinfo(body.access_token)).preferred_username, "jane");
    await remove();
    await realm.admin.clients.update({ id: realm.shopId }, client);
  });
});
