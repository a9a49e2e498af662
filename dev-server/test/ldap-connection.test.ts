// LDAP providers against a real OpenLDAP: testLDAPConnection (connection, authentication, bad credentials,
// unreachable within the timeout), ldap-server-capabilities, the default mappers made on create, the bind credential
// masked and kept, and who may do what (manage-realm to test and write, view-realm to read).
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createServer, type AddressInfo } from "node:net";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";
import { ADMIN_DN, ADMIN_PASSWORD, freePortForTest, startSlapd, type RunningSlapd } from "./helpers/slapd.js";
import { adminCall, createLdapProvider, LDAP_MAPPER, ldapProviderRep, USER_STORAGE } from "./helpers/ldapProvider.js";
import { realmViewerToken } from "./helpers/realmViewer.js";

const MASK = "**********";
const REALM = "ldap-connection";

describe("LDAP connection, capabilities and provider components", () => {
  let server: TestServer;
  let slapd: RunningSlapd;
  let admin: KcAdminClient;
  let token: string;
  before(async () => {
    [server, slapd] = await Promise.all([startTestServer(), startSlapd()]);
    admin = await adminClient(server.url);
    token = (await admin.getAccessToken())!;
    await admin.realms.create({ realm: REALM, enabled: true });
  });
  after(async () => {
    await server.cleanup();
    await slapd.stop();
  });

  const test = (body: Record<string, string>) =>
    adminCall(server.url, token, "POST", `${REALM}/testLDAPConnection`, body);

  it("tests the connection and the authentication against the directory", async () => {
    assert.equal((await test({ action: "testConnection", connectionUrl: slapd.url })).status, 204);
    const auth = { action: "testAuthentication", connectionUrl: slapd.url, bindDn: ADMIN_DN, authType: "simple" };
    assert.equal((await test({ ...auth, bindCredential: ADMIN_PASSWORD })).status, 204);
  });

  it("answers bad credentials, a missing bind DN and an unknown action with Keycloak's codes", async () => {
    const auth = { action: "testAuthentication", connectionUrl: slapd.url, authType: "simple" };
    assert.deepEqual(await test({ ...auth, bindDn: ADMIN_DN, bindCredential: "wrong" }), {
      status: 400,
      json: { errorMessage: "AuthenticationFailure" },
    });
    assert.deepEqual((await test({ ...auth, bindDn: "" })).json, { errorMessage: "InvalidBindDN" });
    assert.deepEqual((await test({ action: "nothing", connectionUrl: slapd.url })).json, {
      errorMessage: "UnknownError",
    });
  });

  it("fails a closed port at once and a server that never answers within the connection timeout", async () => {
    const closed = `ldap://127.0.0.1:${await freePortForTest()}`;
    assert.deepEqual((await test({ action: "testConnection", connectionUrl: closed })).json, {
      errorMessage: "SocketReset",
    });
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const started = Date.now();
      const url = `ldap://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const answer = await test({ action: "testConnection", connectionUrl: url, connectionTimeout: "1500" });
      assert.deepEqual(answer, { status: 400, json: { errorMessage: "CommunicationError" } });
      const took = Date.now() - started;
      assert.ok(took >= 1400 && took < 5000, `took ${took} ms`);
    } finally {
      silent.close();
    }
  });

  it("lists the root DSE's controls, extensions and features", async () => {
    const answer = await adminCall(server.url, token, "POST", `${REALM}/ldap-server-capabilities`, {
      action: "queryServerCapabilities",
      connectionUrl: slapd.url,
      authType: "simple",
      bindDn: ADMIN_DN,
      bindCredential: ADMIN_PASSWORD,
    });
    assert.equal(answer.status, 200);
    const caps = answer.json as { oid: string; type: string }[];
    // paged results control, password modify extension, all operational attributes feature
    assert.ok(caps.some((c) => c.oid === "1.2.840.113556.1.4.319" && c.type === "CONTROL"));
    assert.ok(caps.some((c) => c.oid === "1.3.6.1.4.1.4203.1.11.1" && c.type === "EXTENSION"));
    assert.ok(caps.some((c) => c.oid === "1.3.6.1.4.1.4203.1.5.1" && c.type === "FEATURE"));
    const bad = await adminCall(server.url, token, "POST", `${REALM}/ldap-server-capabilities`, {
      action: "queryServerCapabilities",
      connectionUrl: slapd.url,
      bindDn: ADMIN_DN,
      bindCredential: "wrong",
    });
    assert.deepEqual(bad, { status: 400, json: { errorMessage: "ldapServerCapabilities error" } });
  });

  it("adds Keycloak's default mappers when a provider is created", async () => {
    const id = await createLdapProvider(admin, REALM, slapd);
    const mappers = await admin.components.find({ realm: REALM, parent: id, type: LDAP_MAPPER });
    assert.deepEqual(mappers.map((m) => m.name).sort(), [
      "creation date",
      "email",
      "first name",
      "last name",
      "modify date",
      "username",
    ]);
    const username = mappers.find((m) => m.name === "username")!;
    assert.deepEqual(username.config?.["ldap.attribute"], ["uid"]);
    assert.deepEqual(username.config?.["read.only"], ["true"]);
    const ad = await createLdapProvider(admin, REALM, slapd, {
      vendor: "ad",
      rdnLDAPAttribute: "cn",
      usernameLDAPAttribute: "sAMAccountName",
    });
    const adMappers = await admin.components.find({ realm: REALM, parent: ad, type: LDAP_MAPPER });
    assert.ok(adMappers.some((m) => m.name === "MSAD account controls"));
    assert.ok(adMappers.some((m) => m.name === "full name"));
    assert.ok(adMappers.some((m) => m.config?.["ldap.attribute"]?.[0] === "whenCreated"));
  });

  it("lists the user-storage providers and the LDAP mapper types in serverinfo and as sub-component types", async () => {
    const info = await admin.serverInfo.find();
    const storage = info.componentTypes?.[USER_STORAGE] ?? [];
    assert.deepEqual(storage.map((t) => t.id).sort(), ["kerberos", "ldap", "readonly-property-file"]);
    const ldap = storage.find((t) => t.id === "ldap")!;
    assert.equal(ldap.properties.find((p) => p.name === "bindCredential")?.secret, true);
    assert.equal(ldap.properties.find((p) => p.name === "pagination")?.defaultValue, "true");
    const kerberos = storage.find((t) => t.id === "kerberos")!;
    assert.deepEqual(kerberos.properties.find((p) => p.name === "editMode")?.options, ["READ_ONLY", "UNSYNCED"]);
    const mappers = info.componentTypes?.[LDAP_MAPPER] ?? [];
    for (const id of [
      "user-attribute-ldap-mapper",
      "full-name-ldap-mapper",
      "group-ldap-mapper",
      "role-ldap-mapper",
      "hardcoded-ldap-role-mapper",
      "hardcoded-ldap-group-mapper",
      "certificate-ldap-mapper",
      "msad-user-account-control-mapper",
    ])
      assert.ok(
        mappers.some((m) => m.id === id),
        id,
      );
    const group = mappers.find((m) => m.id === "group-ldap-mapper")!;
    assert.equal(group.metadata?.fedToKeycloakSyncSupported, true);
    const attribute = mappers.find((m) => m.id === "user-attribute-ldap-mapper")!;
    assert.equal(attribute.metadata?.fedToKeycloakSyncSupported, false);
    const id = await createLdapProvider(admin, REALM, slapd);
    const sub = await adminCall(
      server.url,
      token,
      "GET",
      `${REALM}/components/${id}/sub-component-types?type=${LDAP_MAPPER}`,
    );
    assert.deepEqual(
      (sub.json as { id: string }[]).map((t) => t.id),
      mappers.map((m) => m.id),
    );
    // defaults follow the provider, as Keycloak's getConfigProperties(parent): a READ_ONLY directory's group mapper
    const modeOf = (types: { id?: string; properties?: { name?: string; defaultValue?: unknown }[] }[]) =>
      types.find((t) => t.id === "group-ldap-mapper")?.properties?.find((p) => p.name === "mode")?.defaultValue;
    assert.equal(modeOf(mappers), "LDAP_ONLY");
    assert.equal(modeOf(sub.json as { id: string }[]), "READ_ONLY");
  });

  it("turns the browser flow's Kerberos step ALTERNATIVE while a Kerberos provider exists, as Keycloak's factory", async () => {
    const realm = "kerberos-flow";
    await admin.realms.create({ realm, enabled: true });
    const spnego = async () =>
      (await admin.authenticationManagement.getExecutions({ realm, flow: "browser" })).find(
        (e) => e.providerId === "auth-spnego",
      )?.requirement;
    assert.equal(await spnego(), "DISABLED");
    const { id } = await admin.components.create({
      realm,
      name: "kerberos",
      providerId: "kerberos",
      providerType: USER_STORAGE,
      config: {
        kerberosRealm: ["EXAMPLE.ORG"],
        serverPrincipal: ["HTTP/sso.example.org@EXAMPLE.ORG"],
        keyTab: ["/etc/krb5.keytab"],
      },
    });
    assert.equal(await spnego(), "ALTERNATIVE");
    await admin.components.del({ realm, id });
    assert.equal(await spnego(), "DISABLED");
    const ldap = await createLdapProvider(admin, realm, slapd, { allowKerberosAuthentication: "true" });
    assert.equal(await spnego(), "ALTERNATIVE");
    const stored = (await admin.components.findOne({ realm, id: ldap }))!;
    await admin.components.update(
      { realm, id: ldap },
      { ...stored, config: { ...stored.config, allowKerberosAuthentication: ["false"] } },
    );
    assert.equal(await spnego(), "DISABLED");
  });

  it("refuses a provider without an edit mode with Keycloak's message key", async () => {
    const rep = ldapProviderRep(slapd);
    delete rep.config!.editMode;
    const answer = await adminCall(server.url, token, "POST", `${REALM}/components`, rep);
    assert.deepEqual(answer, { status: 400, json: { errorMessage: "ldapErrorEditModeMandatory" } });
  });

  it("checks a mapper's config as Keycloak's mapper factories", async () => {
    const parentId = await createLdapProvider(admin, REALM, slapd);
    const create = (providerId: string, config: Record<string, string[]>) =>
      adminCall(server.url, token, "POST", `${REALM}/components`, {
        name: providerId,
        providerId,
        providerType: LDAP_MAPPER,
        parentId,
        config,
      });
    assert.deepEqual(await create("group-ldap-mapper", { mode: ["READ_ONLY"] }), {
      status: 400,
      json: { errorMessage: "Missing configuration for 'LDAP Groups DN'" },
    });
    const noPath = await create("group-ldap-mapper", {
      "groups.dn": ["ou=groups,dc=example,dc=org"],
      mode: ["READ_ONLY"],
      "groups.path": ["/nope"],
    });
    assert.deepEqual(noPath.json, { errorMessage: "ldapErrorMissingGroupsPathGroup" });
    const writeOnly = await create("full-name-ldap-mapper", {
      "ldap.full.name.attribute": ["cn"],
      "write.only": ["true"],
    });
    assert.deepEqual(writeOnly.json, { errorMessage: "ldapErrorCantWriteOnlyForReadOnlyLdap" });
    assert.equal(
      (await create("user-attribute-ldap-mapper", { "user.model.attribute": ["street"], "ldap.attribute": ["street"] }))
        .status,
      201,
    );
  });

  it("masks the bind credential, keeps it when the mask is saved, and lends it to a test of the same server only", async () => {
    const id = await createLdapProvider(admin, REALM, slapd);
    const stored = (await admin.components.findOne({ realm: REALM, id }))!;
    assert.deepEqual(stored.config?.bindCredential, [MASK]);
    await admin.components.update({ realm: REALM, id }, { ...stored, name: "renamed" });
    assert.equal(server.store.realm(REALM)!.components.get(id)!.config!.bindCredential![0], ADMIN_PASSWORD);
    const masked = {
      action: "testAuthentication",
      connectionUrl: slapd.url,
      bindDn: ADMIN_DN,
      bindCredential: MASK,
      componentId: id,
    };
    assert.equal((await test(masked)).status, 204);
    const elsewhere = await test({ ...masked, bindDn: "cn=someone,dc=example,dc=org" });
    assert.deepEqual(elsewhere.json, { errorMessage: "AuthenticationFailure" });
  });

  it("needs manage-realm to test or write and view-realm to read", async () => {
    const id = await createLdapProvider(admin, REALM, slapd);
    const viewer = await realmViewerToken(admin, server.url, REALM);
    const asViewer = (method: string, path: string, body?: unknown) =>
      adminCall(server.url, viewer, method, `${REALM}/${path}`, body);
    assert.equal(
      (await asViewer("POST", "testLDAPConnection", { action: "testConnection", connectionUrl: slapd.url })).status,
      403,
    );
    assert.equal(
      (await asViewer("POST", "ldap-server-capabilities", { action: "queryServerCapabilities" })).status,
      403,
    );
    assert.equal((await asViewer("POST", "components", ldapProviderRep(slapd))).status, 403);
    const read = await asViewer("GET", `components/${id}`);
    assert.equal(read.status, 200);
    assert.deepEqual((read.json as { config: Record<string, string[]> }).config.bindCredential, [MASK]);
    assert.equal((await asViewer("POST", `user-storage/${id}/sync?action=triggerFullSync`)).status, 403);
  });
});
