// A client's creation defaults and credentials as Keycloak 26 answers them: the realm's default client scopes, the
// service-account user, client-secret (read by whoever may view the client, changed with manage-clients) and its use
// at the token endpoint at once, the rotated secret, the registration access token, the secret masked in the client
// shown to an admin who may only view clients.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as jose from "jose";
import { basicAuth, clientsApi, type ClientsApi } from "./helpers/clientsApi.js";

describe("clients: creation and credentials", () => {
  let t: ClientsApi;
  let viewer: string;
  let outsider: string;
  const UNKNOWN = "00000000-0000-4000-8000-000000000000";
  const clientCredentials = (clientId: string, secret: string) =>
    t.token({ grant_type: "client_credentials" }, { Authorization: basicAuth(clientId, secret) });

  before(async () => {
    t = await clientsApi("creds");
    viewer = await t.limitedAdmin("viewer", ["view-clients"]);
    outsider = await t.limitedAdmin("outsider", ["view-users"]);
  });
  after(() => t.server.cleanup());

  it("gives a new client Keycloak's defaults: the realm's client scopes, no dedicated mappers, a service account", async () => {
    const id = await t.createClient({ clientId: "Billing-Job", serviceAccountsEnabled: true });
    const client = await (await t.api(`/clients/${id}`)).json();
    assert.equal(client.protocolMappers, undefined);
    assert.equal(client.publicClient, false);
    assert.equal(client.clientAuthenticatorType, "client-secret");
    assert.match(client.secret, /^[A-Za-z0-9]{86}$/);
    // the realm's default scopes of the client's own protocol (a realm's defaults hold SAML scopes too)
    const scopes = (await (await t.api("/client-scopes")).json()) as { name: string; protocol?: string }[];
    const protocolOf = new Map(scopes.map((scope) => [scope.name, scope.protocol ?? "openid-connect"]));
    const realmDefaults = async (kind: string, protocol: string) =>
      ((await (await t.api(`/default-${kind}-client-scopes`)).json()) as { name: string }[])
        .map((s) => s.name)
        .filter((name) => protocolOf.get(name) === protocol)
        .sort();
    // and, with its service account, the service_account scope
    assert.deepEqual(
      [...client.defaultClientScopes].sort(),
      [...(await realmDefaults("default", "openid-connect")), "service_account"].sort(),
    );
    assert.deepEqual([...client.optionalClientScopes].sort(), await realmDefaults("optional", "openid-connect"));
    assert.ok(client.defaultClientScopes.includes("profile"));
    assert.ok(!client.defaultClientScopes.includes("role_list"));
    const samlId = await t.createClient({ clientId: "urn:billing", protocol: "saml" });
    const saml = await (await t.api(`/clients/${samlId}`)).json();
    assert.deepEqual([...saml.defaultClientScopes].sort(), await realmDefaults("default", "saml"));
    assert.ok(saml.defaultClientScopes.includes("role_list"));

    const user = await (await t.api(`/clients/${id}/service-account-user`)).json();
    assert.equal(user.username, "service-account-billing-job");
    const realmRoles = await (await t.api(`/users/${user.id}/role-mappings/realm`)).json();
    assert.deepEqual(
      realmRoles.map((r: { name: string }) => r.name),
      ["default-roles-creds"],
    );
  });

  it("answers service-account-user with 400 when service accounts are off, 404 for an unknown client", async () => {
    const id = await t.createClient({ clientId: "no-sa" });
    const response = await t.api(`/clients/${id}/service-account-user`);
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { error: "Service account not enabled for the client 'no-sa'" });
    assert.equal((await t.api(`/clients/${UNKNOWN}/service-account-user`)).status, 404);
  });

  it("lets a new confidential client's secret work at once, and a regenerated one replace it", async () => {
    const id = await t.createClient({ clientId: "batch", serviceAccountsEnabled: true, standardFlowEnabled: false });
    const first = await (await t.api(`/clients/${id}/client-secret`)).json();
    assert.equal(first.type, "secret");
    const granted = await clientCredentials("batch", first.value);
    assert.equal(granted.status, 200, await granted.clone().text());
    const { access_token } = await granted.json();
    assert.equal(jose.decodeJwt(access_token).azp, "batch");

    const regenerated = await t.send("POST", `/clients/${id}/client-secret`);
    assert.equal(regenerated.status, 200);
    const second = await regenerated.json();
    assert.equal(second.type, "secret");
    assert.notEqual(second.value, first.value);
    assert.equal((await clientCredentials("batch", second.value)).status, 200);
    const inBody = (secret: string) =>
      t.token({ grant_type: "client_credentials", client_id: "batch", client_secret: secret });
    assert.equal((await inBody(second.value)).status, 200);
    assert.equal((await inBody(first.value)).status, 401);
    const refused = await clientCredentials("batch", first.value);
    assert.equal(refused.status, 401);
    assert.equal((await refused.json()).error, "invalid_client");
    assert.equal((await (await t.api(`/clients/${id}/client-secret`)).json()).value, second.value);
  });

  it("masks the secret in the client for view-clients, who may read it from client-secret but not change it", async () => {
    const id = await t.createClient({ clientId: "hidden" });
    const asViewer = await (await t.api(`/clients/${id}`, {}, viewer)).json();
    assert.equal(asViewer.secret, "**********");
    assert.deepEqual(asViewer.access, { view: true, configure: false, manage: false });
    const listed = await (await t.api(`/clients?clientId=hidden`, {}, viewer)).json();
    assert.equal(listed[0].secret, "**********");
    assert.notEqual((await (await t.api(`/clients/${id}`)).json()).secret, "**********");
    const read = await (await t.api(`/clients/${id}/client-secret`, {}, viewer)).json();
    assert.equal(read.value, (await (await t.api(`/clients/${id}`)).json()).secret);
    assert.equal((await t.send("POST", `/clients/${id}/client-secret`, undefined, viewer)).status, 403);
    assert.equal((await t.api(`/clients/${UNKNOWN}/client-secret`)).status, 404);
    assert.equal((await t.send("POST", `/clients/${UNKNOWN}/client-secret`)).status, 404);
  });

  it("has no rotated secret without a rotation policy: GET 404 with Keycloak's text, DELETE 204", async () => {
    const id = await t.createClient({ clientId: "rotating" });
    await t.send("POST", `/clients/${id}/client-secret`);
    const rotated = await t.api(`/clients/${id}/client-secret/rotated`);
    assert.equal(rotated.status, 404);
    assert.deepEqual(await rotated.json(), { error: "Client does not have a rotated secret" });
    assert.equal((await t.send("DELETE", `/clients/${id}/client-secret/rotated`)).status, 204);
    assert.equal((await t.api(`/clients/${id}/client-secret/rotated`, {}, viewer)).status, 404);
    assert.equal((await t.send("DELETE", `/clients/${id}/client-secret/rotated`, undefined, viewer)).status, 403);
    assert.equal((await t.api(`/clients/${UNKNOWN}/client-secret/rotated`)).status, 404);
  });

  it("drops an imported rotated secret when a new secret is made", async () => {
    const id = await t.createClient({
      clientId: "imported-rotation",
      attributes: { "client.secret.rotated": "old-one", "client.secret.rotated.creation.time": "1700000000" },
    });
    assert.deepEqual(await (await t.api(`/clients/${id}/client-secret/rotated`)).json(), {
      type: "secret",
      value: "old-one",
    });
    await t.send("POST", `/clients/${id}/client-secret`);
    assert.equal((await t.api(`/clients/${id}/client-secret/rotated`)).status, 404);
    const attributes = (await (await t.api(`/clients/${id}`)).json()).attributes;
    assert.equal(attributes["client.secret.rotated.creation.time"], undefined);
    assert.match(attributes["client.secret.creation.time"], /^\d+$/);
  });

  it("stamps a generated secret's creation time and drops rotation info on update, as no rotation policy applies", async () => {
    const id = await t.createClient({
      clientId: "updated-rotation",
      attributes: { "client.secret.rotated": "old-one" },
    });
    const created = await (await t.api(`/clients/${id}`)).json();
    assert.match(created.attributes["client.secret.creation.time"], /^\d+$/);
    assert.equal((await t.api(`/clients/${id}/client-secret/rotated`)).status, 200);
    assert.equal((await t.send("PUT", `/clients/${id}`, { ...created, description: "changed" })).status, 204);
    assert.equal((await t.api(`/clients/${id}/client-secret/rotated`)).status, 404);
    const updated = await (await t.api(`/clients/${id}`)).json();
    assert.equal(updated.description, "changed");
    assert.equal(updated.secret, created.secret);
  });

  it("issues a registration access token signed by the realm, with the client representation", async () => {
    const id = await t.createClient({ clientId: "registered" });
    const response = await t.send("POST", `/clients/${id}/registration-access-token`);
    assert.equal(response.status, 200);
    const rep = await response.json();
    assert.equal(rep.clientId, "registered");
    const certs = jose.createRemoteJWKSet(new URL(`${t.server.url}/realms/creds/protocol/openid-connect/certs`));
    const { payload } = await jose.jwtVerify(rep.registrationAccessToken, certs);
    assert.equal(payload.typ, "RegistrationAccessToken");
    assert.equal(payload.iss, `${t.server.url}/realms/creds`);
    assert.ok(payload.jti);
    // the client keeps the token's id to itself, as Keycloak does
    const stored = await (await t.api(`/clients/${id}`)).json();
    assert.equal(stored.registrationAccessToken, undefined);
    const again = await (await t.send("POST", `/clients/${id}/registration-access-token`)).json();
    assert.notEqual(again.registrationAccessToken, rep.registrationAccessToken);
    assert.equal((await t.send("POST", `/clients/${id}/registration-access-token`, undefined, viewer)).status, 403);
    assert.equal((await t.send("POST", `/clients/${UNKNOWN}/registration-access-token`)).status, 404);
  });

  it("refuses every client route to an admin without a clients role", async () => {
    const id = await t.createClient({ clientId: "guarded" });
    for (const path of ["", "/client-secret", "/service-account-user", "/user-sessions", "/offline-sessions"])
      assert.equal((await t.api(`/clients/${id}${path}`, {}, outsider)).status, 403, path);
  });

  it("lists a client's user sessions for an admin who may view users, none for one who may not", async () => {
    const id = await t.createClient({ clientId: "portal", publicClient: true, directAccessGrantsEnabled: true });
    await t.admin.users.create({
      username: "ana",
      enabled: true,
      // a complete profile: Keycloak refuses the password grant to a user its user profile would ask for more
      email: "ana@example.org",
      firstName: "Ana",
      lastName: "Lima",
      credentials: [{ type: "password", value: "ana", temporary: false }],
    });
    const login = await t.token({ grant_type: "password", client_id: "portal", username: "ana", password: "ana" });
    assert.equal(login.status, 200);
    const sessions = await (await t.api(`/clients/${id}/user-sessions`)).json();
    assert.deepEqual(
      sessions.map((s: { username: string }) => s.username),
      ["ana"],
    );
    assert.deepEqual(await (await t.api(`/clients/${id}/session-count`)).json(), { count: 1 });
    assert.deepEqual(await (await t.api(`/clients/${id}/offline-sessions`)).json(), []);
    assert.deepEqual(await (await t.api(`/clients/${id}/user-sessions`, {}, viewer)).json(), []);
    assert.equal((await t.api(`/clients/${UNKNOWN}/user-sessions`)).status, 404);
    assert.equal((await t.api(`/clients/${UNKNOWN}/offline-sessions`)).status, 404);
  });
});

describe("clients: a service account imported with a realm", () => {
  it("maps the service account's claims when the export links it by clientId", async () => {
    const t = await clientsApi("creds-base");
    try {
      await t.admin.realms.create({
        realm: "imported",
        enabled: true,
        clients: [
          {
            clientId: "nightly",
            secret: "nightly-secret",
            serviceAccountsEnabled: true,
            standardFlowEnabled: false,
            protocolMappers: [
              {
                name: "team",
                protocol: "openid-connect",
                protocolMapper: "oidc-hardcoded-claim-mapper",
                config: { "claim.name": "team", "claim.value": "ops", "access.token.claim": "true" },
              },
            ],
          },
        ],
        users: [{ username: "service-account-nightly", enabled: true, serviceAccountClientId: "nightly" }],
      });
      const response = await fetch(`${t.server.url}/realms/imported/protocol/openid-connect/token`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Authorization: basicAuth("nightly", "nightly-secret"),
        },
        body: new URLSearchParams({ grant_type: "client_credentials" }),
      });
      assert.equal(response.status, 200, await response.clone().text());
      const claims = jose.decodeJwt((await response.json()).access_token);
      assert.equal(claims.team, "ops");
      assert.equal(claims.preferred_username, "service-account-nightly");
    } finally {
      await t.server.cleanup();
    }
  });
});
