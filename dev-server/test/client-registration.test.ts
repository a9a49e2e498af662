// Client registration as Keycloak 26 does it: initial access tokens (create, list, delete), the default policies of
// a new realm, the registration endpoint taking an initial access token (one registration each, then refused),
// anonymous requests judged by the anonymous policies, authenticated ones by theirs, and the admin permissions.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { clientsApi, type ClientsApi } from "./helpers/clientsApi.js";

const POLICY_TYPE = "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy";

describe("client registration: initial access tokens and registration policies", () => {
  let t: ClientsApi;
  let viewer: string;
  const register = (body: unknown, token?: string, provider = "default") =>
    fetch(`${t.server.url}/realms/${t.realm}/clients-registrations/${provider}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const newToken = async (count: number, expiration = 0) => {
    const response = await t.send("POST", "/clients-initial-access", { count, expiration });
    assert.equal(response.status, 201);
    return (await response.json()) as { id: string; token: string; remainingCount: number };
  };
  const policies = async (subType: string) =>
    ((await (await t.api(`/components?type=${POLICY_TYPE}`)).json()) as { subType: string; providerId: string }[])
      .filter((policy) => policy.subType === subType)
      .map((policy) => policy.providerId);

  before(async () => {
    t = await clientsApi("registration");
    viewer = await t.limitedAdmin("viewer", ["view-clients"]);
  });
  after(async () => {
    await t.server.cleanup();
  });

  it("gives a new realm Keycloak's default policies of both kinds", async () => {
    assert.deepEqual(await policies("anonymous"), [
      "trusted-hosts",
      "consent-required",
      "scope",
      "max-clients",
      "allowed-protocol-mappers",
      "allowed-client-templates",
      "registration-web-origins",
    ]);
    assert.deepEqual(await policies("authenticated"), [
      "allowed-protocol-mappers",
      "allowed-client-templates",
      "registration-web-origins",
    ]);
    const providers = (await (await t.api("/client-registration-policy/providers")).json()) as {
      id: string;
      properties: { name: string; options?: string[] }[];
    }[];
    assert.ok(providers.some((provider) => provider.id === "max-clients"));
    const scopes = providers.find((provider) => provider.id === "allowed-client-templates")!.properties[0];
    assert.equal(scopes.name, "allowed-client-scopes");
    assert.ok(scopes.options?.includes("profile") && scopes.options.includes("openid"));

    const info = await (
      await fetch(`${t.server.url}/admin/serverinfo`, {
        headers: { Authorization: `Bearer ${await t.admin.getAccessToken()}` },
      })
    ).json();
    const trustedHosts = info.componentTypes[POLICY_TYPE].find((type: { id: string }) => type.id === "trusted-hosts");
    assert.deepEqual(
      trustedHosts.properties.map((property: { name: string }) => property.name),
      ["trusted-hosts", "host-sending-registration-request-must-match", "client-uris-must-match"],
    );
  });

  it("creates, lists and deletes initial access tokens, showing the token only when created", async () => {
    const created = await newToken(3, 600);
    assert.match(created.token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    const listed = (await (await t.api("/clients-initial-access")).json()) as Record<string, unknown>[];
    const entry = listed.find((access) => access.id === created.id)!;
    assert.equal(entry.count, 3);
    assert.equal(entry.remainingCount, 3);
    assert.equal(entry.expiration, 600);
    assert.equal(entry.token, undefined);
    assert.equal((await t.send("DELETE", `/clients-initial-access/${created.id}`)).status, 204);
    const after = (await (await t.api("/clients-initial-access")).json()) as { id: string }[];
    assert.ok(!after.some((access) => access.id === created.id));
    const negative = await t.send("POST", "/clients-initial-access", { count: -1 });
    assert.equal(negative.status, 400);
    assert.deepEqual(await negative.json(), {
      error: "Invalid value for count",
      error_description: "The count cannot be less than 0",
    });
  });

  it("registers with an initial access token, counting down, then refuses the used-up token", async () => {
    const { id, token } = await newToken(1);
    const response = await register({ clientId: "registered-app", redirectUris: ["https://app.example.com/*"] }, token);
    assert.equal(response.status, 201, await response.clone().text());
    const client = await response.json();
    assert.equal(client.clientId, "registered-app");
    assert.ok(client.secret);
    assert.ok(client.registrationAccessToken);
    const listed = (await (await t.api("/clients-initial-access")).json()) as { id: string; remainingCount: number }[];
    assert.equal(listed.find((access) => access.id === id)!.remainingCount, 0);
    const stored = await (await t.api("/clients?clientId=registered-app")).json();
    assert.equal(stored.length, 1);

    const again = await register({ clientId: "second-app" }, token);
    assert.equal(again.status, 401);
    assert.deepEqual(await again.json(), {
      error: "invalid_token",
      error_description: "No remaining count on initial access token",
    });
  });

  it("answers OpenID Connect metadata on the openid-connect endpoint", async () => {
    const { token } = await newToken(1);
    const response = await register(
      { client_name: "OIDC app", redirect_uris: ["https://oidc.example.com/cb"] },
      token,
      "openid-connect",
    );
    assert.equal(response.status, 201);
    const metadata = await response.json();
    assert.equal(metadata.client_name, "OIDC app");
    assert.ok(metadata.client_id && metadata.client_secret && metadata.registration_access_token);
    assert.match(metadata.registration_client_uri, /\/clients-registrations\/openid-connect\//);
  });

  it("refuses past the max-clients limit of an authenticated policy", async () => {
    const clients = (await (await t.api("/clients")).json()) as unknown[];
    const created = await t.send("POST", "/components", {
      name: "Limit",
      providerId: "max-clients",
      providerType: POLICY_TYPE,
      subType: "authenticated",
      config: { "max-clients": [String(clients.length)] },
    });
    assert.equal(created.status, 201);
    const { token } = await newToken(1);
    const response = await register({ clientId: "over-the-limit" }, token);
    assert.equal(response.status, 403);
    assert.deepEqual(await response.json(), {
      error: "insufficient_scope",
      error_description: `Policy 'Limit' rejected request to client-registration service. Details: It's allowed to have max ${clients.length} clients per realm`,
    });
    await t.send("DELETE", `/components/${created.headers.get("location")!.split("/").pop()}`);
  });

  it("judges anonymous requests by the anonymous policies: trusted hosts and redirect URIs", async () => {
    const untrusted = await register({ clientId: "anonymous-app" });
    assert.equal(untrusted.status, 403);
    assert.match((await untrusted.json()).error_description, /^Policy 'Trusted Hosts' rejected .*Host not trusted\.$/);

    const components = (await (await t.api(`/components?type=${POLICY_TYPE}`)).json()) as {
      id: string;
      providerId: string;
      subType: string;
    }[];
    const trustedHosts = components.find((c) => c.providerId === "trusted-hosts" && c.subType === "anonymous")!;
    const policy = await (await t.api(`/components/${trustedHosts.id}`)).json();
    policy.config["trusted-hosts"] = ["localhost"];
    assert.equal((await t.send("PUT", `/components/${trustedHosts.id}`, policy)).status, 204);

    const foreign = await register({ clientId: "anonymous-app", redirectUris: ["https://evil.example.org/cb"] });
    assert.equal(foreign.status, 403);
    assert.match(
      (await foreign.json()).error_description,
      /Details: URI doesn't match any trusted host or trusted domain$/,
    );

    const local = await register({ clientId: "anonymous-app", redirectUris: ["http://localhost:3000/*"] });
    assert.equal(local.status, 201, await local.clone().text());
    const client = await local.json();
    assert.equal(client.consentRequired, true);
    assert.equal(client.fullScopeAllowed, false);
  });

  it("takes an admin's bearer token with manage-clients as authenticated and refuses one without", async () => {
    const manager = await t.limitedAdmin("manager", ["manage-clients"]);
    const response = await register({ clientId: "by-an-admin" }, manager);
    assert.equal(response.status, 201, await response.clone().text());
    const forbidden = await register({ clientId: "by-a-viewer" }, viewer);
    assert.equal(forbidden.status, 403);
    assert.deepEqual(await forbidden.json(), { error: "insufficient_scope", error_description: "Forbidden" });
  });

  it("refuses a bad token and keeps the admin API to Keycloak's permissions", async () => {
    const bad = await register({ clientId: "x" }, "not-a-token");
    assert.equal(bad.status, 401);
    assert.equal((await bad.json()).error, "invalid_token");

    assert.equal((await t.api("/clients-initial-access", {}, viewer)).status, 200);
    assert.equal((await t.send("POST", "/clients-initial-access", { count: 1 }, viewer)).status, 403);
    const { id } = await newToken(1);
    assert.equal((await t.send("DELETE", `/clients-initial-access/${id}`, undefined, viewer)).status, 403);
    assert.equal((await t.api("/client-registration-policy/providers", {}, viewer)).status, 403);
  });
});
