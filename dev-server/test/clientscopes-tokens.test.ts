// Protocol mappers shape the tokens: the client's own mappers, those of its default client scopes and of the
// optional ones a request names, each honouring its include flags; claim names with dots nest, JSON types convert;
// a scope value the client has no client scope for is refused.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as jose from "jose";
import { codeFlowTokens } from "./helpers/codeFlow.js";
import { REDIRECT, startTokensRealm, type TokensRealm } from "./fixtures/tokensRealm.js";

describe("tokens shaped by protocol mappers", () => {
  let realm: TokensRealm;
  before(async () => {
    realm = await startTokensRealm();
  });
  after(() => realm.server.cleanup());

  it("adds an optional client scope's claim only when the request names the scope", async () => {
    const without = await realm.tokens();
    assert.equal(without.access.department, undefined);
    assert.doesNotMatch(String(without.access.scope), /department/);
    const withScope = await realm.tokens("department");
    assert.equal(withScope.access.department, "Engineering");
    assert.equal(withScope.id.department, "Engineering");
    assert.match(String(withScope.access.scope), /(^| )department( |$)/);
    assert.equal(withScope.body.scope, withScope.access.scope, "the response names the scopes the token carries");
  });

  it("refreshes with the scope the token response named and keeps the optional scope's claim", async () => {
    const { body } = await realm.tokens("department");
    const response = await fetch(`${realm.oidc}/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        client_id: "shop",
        refresh_token: body.refresh_token,
        scope: body.scope,
      }),
    });
    assert.equal(response.status, 200, await response.clone().text());
    const refreshed = await response.json();
    assert.equal(jose.decodeJwt(refreshed.access_token).department, "Engineering");
    assert.equal(refreshed.scope, body.scope);
  });

  it("keeps the built-in scopes' claims and lists only scopes included in the token scope", async () => {
    const { access, id } = await realm.tokens();
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
      const response = await realm.grant(scope);
      assert.equal(response.status, 400, scope);
      assert.equal((await response.json()).error, "invalid_scope");
    }
    await realm.admin.clientScopes.create({ name: "unassigned", protocol: "openid-connect" });
    assert.equal((await realm.grant("unassigned")).status, 400);
    const authorization = await codeFlowTokens(realm.server.url, {
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
    const remove = await realm.addClientMapper({
      name: "api audience",
      protocolMapper: "oidc-audience-mapper",
      config: { "included.custom.audience": "https://api.example", "access.token.claim": "true" },
    });
    const { access } = await realm.tokens();
    assert.deepEqual([access.aud].flat().sort(), ["account", "https://api.example"]);
    await remove();
  });

  it("nests a hardcoded claim under a dotted name, keeps an escaped dot and converts its JSON type", async () => {
    const removeNested = await realm.addClientMapper({
      name: "tier",
      protocolMapper: "oidc-hardcoded-claim-mapper",
      config: {
        "claim.name": "shop.plan.tier",
        "claim.value": "42",
        "jsonType.label": "int",
        "access.token.claim": "true",
      },
    });
    const removeEscaped = await realm.addClientMapper({
      name: "dotted",
      protocolMapper: "oidc-hardcoded-claim-mapper",
      config: {
        "claim.name": "shop.domain\\.name",
        "claim.value": '{"a":[1,2]}',
        "jsonType.label": "JSON",
        "access.token.claim": "true",
      },
    });
    const { access } = await realm.tokens();
    assert.deepEqual(access.shop, { plan: { tier: 42 }, "domain.name": { a: [1, 2] } });
    await removeNested();
    await removeEscaped();
  });

  it("writes each token the mapper's flags name: access, ID token, userinfo", async () => {
    const removers = await Promise.all([
      realm.addClientMapper({
        name: "access only",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: { "claim.name": "in_access", "claim.value": "yes", "access.token.claim": "true" },
      }),
      realm.addClientMapper({
        name: "id only",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: {
          "claim.name": "in_id",
          "claim.value": "yes",
          "id.token.claim": "true",
          "userinfo.token.claim": "false",
        },
      }),
      realm.addClientMapper({
        name: "userinfo only",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: { "claim.name": "in_userinfo", "claim.value": "yes", "userinfo.token.claim": "true" },
      }),
    ]);
    const { access, id, body } = await realm.tokens();
    assert.deepEqual([access.in_access, access.in_id, access.in_userinfo], ["yes", undefined, undefined]);
    assert.deepEqual([id.in_access, id.in_id, id.in_userinfo], [undefined, "yes", undefined]);
    const info = await realm.userinfo(body.access_token);
    assert.deepEqual([info.in_access, info.in_id, info.in_userinfo], [undefined, undefined, "yes"]);
    assert.equal(info.sub, access.sub);
    assert.equal(info.preferred_username, "jane");
    for (const remove of removers) await remove();
  });

  it("answers userinfo with the optional scope's claim when the token was issued with it", async () => {
    assert.equal((await realm.userinfo((await realm.tokens()).body.access_token)).department, undefined);
    assert.equal(
      (await realm.userinfo((await realm.tokens("department")).body.access_token)).department,
      "Engineering",
    );
  });

  it("shapes the ID token of the authorization-code flow by the requested optional scopes", async () => {
    const response = await codeFlowTokens(realm.server.url, {
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
