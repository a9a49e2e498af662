// Secrets are never sent back, as Keycloak's StripSecretsUtils decides: an identity provider's clientSecret, the
// realm's SMTP password, a component's secret properties come back as "**********" (a vault reference stays as it
// is), a save that sends the mask keeps the stored value, and a partial export holds no private key or secret.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";

const MASK = "**********";
const IDP_SECRET = "idp-Secret-Value-123";
const SMTP_PASSWORD = "smtp-Password-Value-456";
const BIND_CREDENTIAL = "ldap-Bind-Credential-789";
const LDAP = "org.keycloak.storage.UserStorageProvider";

describe("secrets are never sent back", () => {
  let server: TestServer;
  let token: string;
  let realmId: string;
  before(async () => {
    server = await startTestServer();
    token = (await (await adminClient(server.url)).getAccessToken())!;
    assert.equal(
      (
        await send("POST", "", {
          realm: "sec",
          enabled: true,
          adminEventsEnabled: true,
          adminEventsDetailsEnabled: true,
        })
      ).status,
      201,
    );
    realmId = server.store.realm("sec")!.rep.id;
  });
  after(() => server.cleanup());

  const send = (method: string, path: string, body?: unknown, bearer = token) =>
    fetch(`${server.url}/admin/realms${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async <T>(path: string, bearer = token) =>
    (await (await send("GET", path, undefined, bearer)).json()) as T;
  const realm = () => server.store.realm("sec")!;

  it("masks an identity provider's clientSecret and keeps it when the mask is saved back", async () => {
    const idp = { alias: "corp", providerId: "oidc", config: { clientId: "c", clientSecret: IDP_SECRET } };
    assert.equal((await send("POST", "/sec/identity-provider/instances", idp)).status, 201);
    const read = await json<{ config: Record<string, string> }>("/sec/identity-provider/instances/corp");
    assert.equal(read.config.clientSecret, MASK);
    const list = await json<{ config: Record<string, string> }[]>("/sec/identity-provider/instances");
    assert.equal(list[0].config.clientSecret, MASK);
    const saved = await send("PUT", "/sec/identity-provider/instances/corp", { ...read, displayName: "Corp" });
    assert.equal(saved.status, 204);
    assert.equal(realm().identityProviders.get("corp")!.config!.clientSecret, IDP_SECRET);
  });

  it("shows a vault reference as it is", async () => {
    const idp = { alias: "vaulted", providerId: "oidc", config: { clientSecret: "${vault.corp_secret}" } };
    assert.equal((await send("POST", "/sec/identity-provider/instances", idp)).status, 201);
    const read = await json<{ config: Record<string, string> }>("/sec/identity-provider/instances/vaulted");
    assert.equal(read.config.clientSecret, "${vault.corp_secret}");
  });

  it("masks the realm's SMTP password and keeps it when the mask is saved back", async () => {
    const smtpServer = {
      host: "mail.example",
      from: "a@example.com",
      auth: "true",
      user: "u",
      password: SMTP_PASSWORD,
    };
    assert.equal((await send("PUT", "/sec", { smtpServer })).status, 204);
    const read = await json<{ smtpServer: Record<string, string> }>("/sec");
    assert.equal(read.smtpServer.password, MASK);
    assert.equal(read.smtpServer.host, "mail.example");
    assert.equal((await send("PUT", "/sec", { smtpServer: read.smtpServer, displayName: "Sec" })).status, 204);
    assert.equal(realm().rep.smtpServer!.password, SMTP_PASSWORD);
  });

  it("masks an LDAP bind credential and keeps it when the mask is saved back", async () => {
    const ldap = {
      name: "ldap",
      providerId: "ldap",
      providerType: LDAP,
      parentId: realmId,
      config: { connectionUrl: ["ldap://ldap.example"], bindCredential: [BIND_CREDENTIAL], editMode: ["READ_ONLY"] },
    };
    const createdResponse = await send("POST", "/sec/components", ldap);
    assert.equal(createdResponse.status, 201);
    const id = createdResponse.headers.get("location")!.split("/").pop()!;
    const read = await json<{ config: Record<string, string[]> }>(`/sec/components/${id}`);
    assert.deepEqual(read.config.bindCredential, [MASK]);
    const config = { ...read.config, connectionUrl: ["ldap://other.example"] };
    assert.equal((await send("PUT", `/sec/components/${id}`, { ...read, config })).status, 204);
    assert.deepEqual(realm().components.get(id)!.config!.bindCredential, [BIND_CREDENTIAL]);
  });

  it("keeps private keys, secrets and passwords out of a partial export, even for a realm's own admin", async () => {
    assert.equal((await send("GET", "/sec/keys")).status, 200);
    const keyMaterial = [...realm().components.values()]
      .flatMap((c) => [...(c.config?.privateKey ?? []), ...(c.config?.secret ?? [])])
      .filter((v) => v.length > 20);
    assert.ok(keyMaterial.length >= 2, "the realm has generated keys");
    await send("POST", "/sec/clients", { clientId: "backend", secret: "client-Secret-Value-321" });

    // a complete profile: Keycloak refuses the password grant to a user its user profile would ask for more
    const profile = { email: "viewer@example.org", firstName: "Vera", lastName: "Viewer" };
    assert.equal((await send("POST", "/sec/users", { username: "viewer", enabled: true, ...profile })).status, 201);
    const [viewer] = await json<{ id: string }[]>("/sec/users?username=viewer&exact=true");
    await send("PUT", `/sec/users/${viewer.id}/reset-password`, { value: "viewer", temporary: false });
    const [management] = await json<{ id: string }[]>("/sec/clients?clientId=realm-management");
    const role = (name: string) => json<{ id: string; name: string }>(`/sec/clients/${management.id}/roles/${name}`);
    const grantRoles = async (...names: string[]) =>
      send(
        "POST",
        `/sec/users/${viewer.id}/role-mappings/clients/${management.id}`,
        await Promise.all(names.map(role)),
      );
    const token = async () => {
      const grant = await passwordGrant(server.url, "sec", "viewer", "viewer");
      assert.equal(grant.status, 200);
      return ((await grant.json()) as { access_token: string }).access_token;
    };
    const everything = "/sec/partial-export?exportClients=true&exportGroupsAndRoles=true";

    // Keycloak 26 no longer lets view-realm export; manage-realm, with listing groups and viewing clients, may
    await grantRoles("view-realm");
    assert.equal((await send("POST", everything, undefined, await token())).status, 403);
    await grantRoles("manage-realm");
    assert.equal((await send("POST", everything, undefined, await token())).status, 403);
    assert.equal((await send("POST", "/sec/partial-export", undefined, await token())).status, 200);
    await grantRoles("query-groups", "view-clients");
    const viewerToken = await token();

    const exported = await send("POST", everything, undefined, viewerToken);
    assert.equal(exported.status, 200);
    const text = await exported.text();
    for (const secret of [...keyMaterial, IDP_SECRET, SMTP_PASSWORD, BIND_CREDENTIAL, "client-Secret-Value-321"])
      assert.ok(!text.includes(secret), `the export holds ${secret.slice(0, 12)}…`);
    const rep = JSON.parse(text) as { smtpServer: Record<string, string> };
    assert.equal(rep.smtpServer.password, MASK);
  });

  it("keeps the secrets out of the admin events' representations", async () => {
    const events = await json<{ representation?: string }[]>("/sec/admin-events?max=100");
    const text = JSON.stringify(events);
    assert.ok(events.some((e) => e.representation?.includes(MASK)));
    for (const secret of [IDP_SECRET, SMTP_PASSWORD, BIND_CREDENTIAL]) assert.ok(!text.includes(secret), secret);
  });
});
