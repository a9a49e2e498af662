// A brokered login between two realms of one dev server, as Keycloak runs it: acme's login page offers a
// keycloak-oidc provider whose endpoints come from master's discovery document; its link goes to master's
// authorization endpoint, a master user signs in there, and acme's broker endpoint exchanges the code at master's
// token endpoint, validates the ID token, creates the brokered user with its federated identity, applies the
// provider's mappers, and continues acme's login to its client.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { adminClient } from "./helpers/testServer.js";
import { browserJar } from "./helpers/browserJar.js";

let s: AcmeServer;
const ALIAS = "master-broker";
const SECRET = "broker-secret-123";

before(async () => {
  s = await startAcmeServer();
  const master = await adminClient(s.server.url);
  await master.clients.create({
    realm: "master",
    clientId: "acme-broker",
    publicClient: false,
    secret: SECRET,
    redirectUris: [`${s.server.url}/realms/acme/broker/${ALIAS}/endpoint`],
  });
  await master.users.create({
    realm: "master",
    username: "brokered-bob",
    email: "bob@master.example",
    firstName: "Bob",
    lastName: "Master",
    enabled: true,
    emailVerified: true,
    credentials: [{ type: "password", value: "bob-password", temporary: false }],
  });
  const imported = await s.api("/identity-provider/import-config", {
    method: "POST",
    body: JSON.stringify({
      providerId: "keycloak-oidc",
      fromUrl: `${s.server.url}/realms/master/.well-known/openid-configuration`,
    }),
  });
  assert.equal(imported.status, 200);
  await s.admin.identityProviders.create({
    alias: ALIAS,
    displayName: "Master realm",
    providerId: "keycloak-oidc",
    trustEmail: true,
    config: { ...(await imported.json()), clientId: "acme-broker", clientSecret: SECRET, syncMode: "IMPORT" },
  });
  await s.admin.roles.create({ name: "brokered-role" });
  await s.admin.roles.create({ name: "bob-role" });
  const mappers: [string, string, Record<string, string>][] = [
    ["hardcoded role", "oidc-hardcoded-role-idp-mapper", { role: "brokered-role" }],
    ["origin", "hardcoded-attribute-idp-mapper", { attribute: "origin", "attribute.value": "master" }],
    ["given name", "oidc-user-attribute-idp-mapper", { claim: "given_name", "user.attribute": "masterGivenName" }],
    [
      "bob role",
      "oidc-role-idp-mapper",
      { claim: "preferred_username", "claim.value": "brokered-bob", role: "bob-role" },
    ],
  ];
  for (const [name, identityProviderMapper, config] of mappers)
    await s.admin.identityProviders.createMapper({
      alias: ALIAS,
      identityProviderMapper: { name, identityProviderMapper, identityProviderAlias: ALIAS, config },
    });
});
after(async () => {
  await s.server.cleanup();
});

/** acme's console login as far as its login page: the page's HTML and the browser that holds its cookies */
async function openAcmeLogin() {
  const browser = browserJar(s.server.url);
  const auth = new URL(`${s.server.url}/realms/acme/protocol/openid-connect/auth`);
  auth.search = new URLSearchParams({
    client_id: "security-admin-console",
    redirect_uri: `${s.server.url}/admin/acme/console/`,
    response_type: "code",
    scope: "openid",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  }).toString();
  const page = await browser.follow(auth);
  assert.ok(page instanceof Response);
  return { browser, html: await page.text() };
}

/** from acme's login page through master's login, to where acme sends the browser with the code (or its error page) */
async function brokeredLoginAs(username: string, password: string): Promise<URL | Response> {
  const { browser, html } = await openAcmeLogin();
  const link = new RegExp(`href="([^"]*/broker/${ALIAS}/login[^"]*)"`).exec(html)?.[1].replace(/&#38;/g, "&");
  assert.ok(link, "acme's login page links the provider");
  const masterForm = await browser.follow(link);
  assert.ok(masterForm instanceof Response && masterForm.status === 200);
  const formUrl = masterForm.url;
  assert.match(formUrl, /\/realms\/master\/login-actions\/authenticate\//);
  // the page's hidden fields (the step it answers) go back with the credentials, as a browser sends them
  const page = await masterForm.text();
  const hidden = [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]);
  return browser.follow(formUrl, (location) => location.pathname === "/admin/acme/console/", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([...hidden, ["username", username], ["password", password]]),
  });
}

async function brokeredLogin(): Promise<URL> {
  const end = await brokeredLoginAs("brokered-bob", "bob-password");
  assert.ok(end instanceof URL, "the login ends at acme's console with a code");
  return end;
}

/** a master user with a complete profile: acme's user profile requires email and names, so a brokered user without
 * them would stop at acme's update-profile page (as in Keycloak 26.7) instead of reaching the console */
async function masterUser(username: string) {
  const master = await adminClient(s.server.url);
  await master.users.create({
    realm: "master",
    username,
    email: `${username}@master.example`,
    firstName: username,
    lastName: "Master",
    enabled: true,
    credentials: [{ type: "password", value: `${username}-password`, temporary: false }],
  });
}

describe("identity providers: broker login between realms", () => {
  it("offers the provider on acme's login page under its display name", async () => {
    const { html } = await openAcmeLogin();
    assert.match(html, /Or sign in with/);
    assert.match(html, new RegExp(`id="social-${ALIAS}"[^>]*>Master realm</a>`));
  });

  it("signs a master user in to acme, creating the brokered user with its link and mapped roles", async () => {
    const end = await brokeredLogin();
    assert.ok(end.searchParams.get("code"));
    const [user] = await s.admin.users.find({ username: "brokered-bob", exact: true });
    assert.ok(user, "the brokered user exists in acme");
    assert.equal(user.email, "bob@master.example");
    assert.equal(user.emailVerified, true);
    assert.deepEqual(user.attributes?.origin, ["master"]);
    assert.deepEqual(user.attributes?.masterGivenName, ["Bob"]);
    const links = await s.admin.users.listFederatedIdentities({ id: user.id! });
    assert.equal(links.length, 1);
    assert.equal(links[0].identityProvider, ALIAS);
    assert.equal(links[0].userName, "brokered-bob");
    const roles = (await s.admin.users.listRealmRoleMappings({ id: user.id! })).map((r) => r.name);
    assert.ok(roles.includes("brokered-role"));
    assert.ok(roles.includes("bob-role"));
  });

  it("signs the same user in again without a second account; IMPORT leaves a removed role removed", async () => {
    const [user] = await s.admin.users.find({ username: "brokered-bob", exact: true });
    const role = await s.admin.roles.findOneByName({ name: "bob-role" });
    await s.admin.users.delRealmRoleMappings({ id: user.id!, roles: [{ id: role!.id!, name: "bob-role" }] });
    assert.ok((await brokeredLogin()).searchParams.get("code"));
    assert.equal((await s.admin.users.find({ username: "brokered-bob", exact: true })).length, 1);
    const roles = (await s.admin.users.listRealmRoleMappings({ id: user.id! })).map((r) => r.name);
    assert.ok(!roles.includes("bob-role"));
  });

  it("refuses a callback whose state it did not issue", async () => {
    const response = await fetch(`${s.server.url}/realms/acme/broker/${ALIAS}/endpoint?state=forged&code=x`);
    assert.equal(response.status, 400);
    assert.match(await response.text(), /Action expired/);
  });

  it("names a new user by the username template importer, and refuses a username already taken", async () => {
    await s.admin.identityProviders.createMapper({
      alias: ALIAS,
      identityProviderMapper: {
        name: "username",
        identityProviderAlias: ALIAS,
        identityProviderMapper: "oidc-username-idp-mapper",
        config: { template: "${ALIAS}.${CLAIM.preferred_username | uppercase}" },
      },
    });
    await masterUser("carol");
    const carol = await brokeredLoginAs("carol", "carol-password");
    assert.ok(carol instanceof URL && carol.searchParams.get("code"));
    assert.equal((await s.admin.users.find({ username: `${ALIAS}.carol`, exact: true })).length, 1);

    await masterUser("dave");
    await s.admin.users.create({ username: `${ALIAS}.dave`, enabled: true });
    const refused = await brokeredLoginAs("dave", "dave-password");
    assert.ok(refused instanceof Response);
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), new RegExp(`User with username ${ALIAS}.dave already exists`));
  });

  it("hides a provider marked hide on login", async () => {
    const idp = await s.admin.identityProviders.findOne({ alias: ALIAS });
    await s.admin.identityProviders.update({ alias: ALIAS }, { ...idp!, hideOnLogin: true });
    const { html } = await openAcmeLogin();
    assert.doesNotMatch(html, new RegExp(`social-${ALIAS}`));
  });
});
