// A registered client reads, updates and deletes itself with its registration access token, which every update and
// the admin's regenerate replace (the old one then refused); the admin's bearer token works too, by Keycloak's
// roles; browsers may call only from the origins the "Allowed Registration Web Origins" policy lists.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { clientsApi, type ClientsApi } from "./helpers/clientsApi.js";

const POLICY_TYPE = "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy";

type Registered = { id: string; clientId: string; secret?: string; registrationAccessToken: string };

describe("client registration: the registered client's own URL and the allowed web origins", () => {
  let t: ClientsApi;
  let viewer: string;
  const url = (provider: string, clientId = "") =>
    `${t.server.url}/realms/${t.realm}/clients-registrations/${provider}${clientId ? `/${encodeURIComponent(clientId)}` : ""}`;
  const call = (method: string, target: string, token?: string, body?: unknown, origin?: string) =>
    fetch(target, {
      method,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(origin ? { Origin: origin } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const initialToken = async () => {
    const response = await t.send("POST", "/clients-initial-access", { count: 5, expiration: 0 });
    return ((await response.json()) as { token: string }).token;
  };
  const register = async (clientId: string): Promise<Registered> => {
    const response = await call("POST", url("default"), await initialToken(), { clientId });
    assert.equal(response.status, 201, await response.clone().text());
    return (await response.json()) as Registered;
  };
  const webOriginsPolicy = async () => {
    const components = (await (await t.api(`/components?type=${POLICY_TYPE}`)).json()) as {
      id: string;
      providerId: string;
      subType: string;
    }[];
    return components.find((c) => c.providerId === "registration-web-origins" && c.subType === "authenticated")!;
  };

  before(async () => {
    t = await clientsApi("registration-access");
    viewer = await t.limitedAdmin("viewer", ["view-clients"]);
  });
  after(async () => {
    await t.server.cleanup();
  });

  it("reads the client with its token, signing the same token again, and never shows the token's id", async () => {
    const client = await register("reads-itself");
    const read = await call("GET", url("default", client.clientId), client.registrationAccessToken);
    assert.equal(read.status, 200);
    const body = (await read.json()) as Registered;
    assert.equal(body.clientId, "reads-itself");
    assert.equal(body.secret, client.secret);
    assert.ok(body.registrationAccessToken);
    const again = await call("GET", url("default", client.clientId), body.registrationAccessToken);
    assert.equal(again.status, 200, "the token signed again is the same token");

    const admin = (await (await t.api(`/clients/${client.id}`)).json()) as Record<string, unknown>;
    assert.equal(admin.registrationAccessToken, undefined);

    const oidc = await call("GET", url("openid-connect", client.clientId), client.registrationAccessToken);
    assert.equal(oidc.status, 200);
    const metadata = await oidc.json();
    assert.equal(metadata.client_id, "reads-itself");
    assert.equal(metadata.client_secret, client.secret);
    assert.match(metadata.registration_client_uri, /\/clients-registrations\/openid-connect\/reads-itself$/);
  });

  it("refuses a missing, foreign or initial access token with Keycloak's words", async () => {
    const client = await register("guarded");
    const other = await register("other-client");
    const none = await call("GET", url("default", client.clientId));
    assert.equal(none.status, 401);
    assert.deepEqual(await none.json(), {
      error: "invalid_token",
      error_description: "Not authorized to view client. Not valid token or client credentials provided.",
    });
    const foreign = await call("PUT", url("default", client.clientId), other.registrationAccessToken, {
      clientId: "guarded",
    });
    assert.equal(foreign.status, 401);
    assert.deepEqual(await foreign.json(), {
      error: "invalid_token",
      error_description: "Not authorized to update client. Maybe missing token or bad token type.",
    });
    const initial = await call("GET", url("default", client.clientId), await initialToken());
    assert.equal(initial.status, 401);
    assert.equal((await initial.json()).error_description, "Not initial access token allowed");
  });

  it("updates the client, rotating the token: the old one is refused, the new one works", async () => {
    const client = await register("rotates");
    const update = await call("PUT", url("default", client.clientId), client.registrationAccessToken, {
      clientId: "rotates",
      name: "Rotated",
      redirectUris: ["https://rotates.example.com/*"],
    });
    assert.equal(update.status, 200, await update.clone().text());
    const updated = (await update.json()) as Registered & { name: string };
    assert.equal(updated.name, "Rotated");
    assert.notEqual(updated.registrationAccessToken, client.registrationAccessToken);
    const stored = (await (await t.api(`/clients/${client.id}`)).json()) as { name: string; redirectUris: string[] };
    assert.equal(stored.name, "Rotated");
    assert.deepEqual(stored.redirectUris, ["https://rotates.example.com/*"]);

    const old = await call("GET", url("default", client.clientId), client.registrationAccessToken);
    assert.equal(old.status, 401);
    assert.equal((await call("GET", url("default", client.clientId), updated.registrationAccessToken)).status, 200);

    const renamed = await call("PUT", url("default", client.clientId), updated.registrationAccessToken, {
      clientId: "renamed",
    });
    assert.equal(renamed.status, 400);
    assert.deepEqual(await renamed.json(), {
      error: "invalid_client_metadata",
      error_description: "Client Identifier modified",
    });
  });

  it("updates through OpenID Connect metadata, and refuses a SAML client at the openid-connect endpoint", async () => {
    const client = await register("oidc-updated");
    const update = await call("PUT", url("openid-connect", client.clientId), client.registrationAccessToken, {
      client_id: "oidc-updated",
      client_name: "Updated by metadata",
      redirect_uris: ["https://oidc.example.com/cb"],
    });
    assert.equal(update.status, 200, await update.clone().text());
    const metadata = await update.json();
    assert.equal(metadata.client_name, "Updated by metadata");
    assert.notEqual(metadata.registration_access_token, client.registrationAccessToken);
    const stored = (await (await t.api(`/clients/${client.id}`)).json()) as { name: string };
    assert.equal(stored.name, "Updated by metadata");

    const samlId = await t.createClient({ clientId: "urn:saml:registered", protocol: "saml" });
    const regenerated = await t.send("POST", `/clients/${samlId}/registration-access-token`);
    const { registrationAccessToken } = (await regenerated.json()) as Registered;
    const wrong = await call("GET", url("openid-connect", "urn:saml:registered"), registrationAccessToken);
    assert.equal(wrong.status, 400);
    assert.deepEqual(await wrong.json(), { error: "invalid_client", error_description: "Wrong client protocol." });
    assert.equal((await call("GET", url("default", "urn:saml:registered"), registrationAccessToken)).status, 200);
  });

  it("gives up the token the admin regenerates in place of the registered one", async () => {
    const client = await register("regenerated");
    const regenerated = await t.send("POST", `/clients/${client.id}/registration-access-token`);
    assert.equal(regenerated.status, 200);
    const { registrationAccessToken } = (await regenerated.json()) as Registered;
    assert.equal((await call("GET", url("default", client.clientId), client.registrationAccessToken)).status, 401);
    assert.equal((await call("GET", url("default", client.clientId), registrationAccessToken)).status, 200);
  });

  it("lets an admin's bearer token read with view-clients but change only with manage-clients", async () => {
    const client = await register("admin-managed");
    assert.equal((await call("GET", url("default", client.clientId), viewer)).status, 200);
    const refused = await call("DELETE", url("default", client.clientId), viewer);
    assert.equal(refused.status, 403);
    assert.deepEqual(await refused.json(), { error: "insufficient_scope", error_description: "Forbidden" });
    const missing = await call("GET", url("default", "no-such-client"), viewer);
    assert.equal(missing.status, 404);
    assert.equal((await missing.json()).error_description, "Client not found");
  });

  it("deletes the client with its token", async () => {
    const client = await register("deletes-itself");
    const deleted = await call("DELETE", url("default", client.clientId), client.registrationAccessToken);
    assert.equal(deleted.status, 204);
    assert.equal((await t.api(`/clients/${client.id}`)).status, 404);
    assert.equal((await call("GET", url("default", client.clientId), client.registrationAccessToken)).status, 401);
  });

  it("answers browsers only from the policy's web origins, and any preflight", async () => {
    const preflight = await call("OPTIONS", url("default", "anything"), undefined, undefined, "https://app.example");
    assert.equal(preflight.status, 200);
    assert.equal(preflight.headers.get("access-control-allow-origin"), "https://app.example");
    assert.equal(preflight.headers.get("access-control-allow-methods"), "GET, POST, PUT, DELETE, OPTIONS");

    const refused = await call(
      "POST",
      url("default"),
      await initialToken(),
      { clientId: "from-app" },
      "https://app.example",
    );
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get("access-control-allow-origin"), null);
    assert.equal((await t.api("/clients?clientId=from-app").then((r) => r.json())).length, 0);

    const policy = await webOriginsPolicy();
    const rep = await (await t.api(`/components/${policy.id}`)).json();
    rep.config["web-origins"] = ["https://app.example"];
    assert.equal((await t.send("PUT", `/components/${policy.id}`, rep)).status, 204);

    const allowed = await call(
      "POST",
      url("default"),
      await initialToken(),
      { clientId: "from-app" },
      "https://app.example",
    );
    assert.equal(allowed.status, 201, await allowed.clone().text());
    assert.equal(allowed.headers.get("access-control-allow-origin"), "https://app.example");
    const client = (await allowed.json()) as Registered;
    const read = await call(
      "GET",
      url("default", client.clientId),
      client.registrationAccessToken,
      undefined,
      "https://app.example",
    );
    assert.equal(read.status, 200);
    const elsewhere = await call(
      "GET",
      url("default", client.clientId),
      client.registrationAccessToken,
      undefined,
      "https://evil.example",
    );
    assert.equal(elsewhere.status, 403);
    assert.equal(elsewhere.headers.get("access-control-allow-origin"), null);
  });
});
