// The account page's sessions, linked accounts and access: a sign-out of one session, of all the others and of the
// page's own; unlinking an identity provider unless it is the last way to sign in; the account client's roles
// (none: no page; view-profile: the page without forms); and what users and admins typed, escaped.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { browserJar, type BrowserJar } from "./helpers/browserJar.js";
import { accountPath, feedback, hiddenFields, openAccount, postAccount } from "./helpers/accountPage.js";

const PASSWORD = "Secret-pw-1";

describe("the account page's sessions, links and access", () => {
  let acme: AcmeServer;
  const page = async (jar: BrowserJar) => (await jar.send(accountPath("acme"))).text();
  const signedIn = async (jar: BrowserJar) => (await jar.send(accountPath("acme"))).status === 200;
  const createUser = async (username: string) =>
    (
      await acme.admin.users.create({
        realm: "acme",
        username,
        enabled: true,
        email: `${username}@example.org`,
        firstName: username,
        lastName: "Example",
        credentials: [{ type: "password", value: PASSWORD, temporary: false }],
      })
    ).id;

  before(async () => {
    acme = await startAcmeServer();
  });
  after(() => acme.server.cleanup());

  it("signs out another session of the person, then all the others, and records LOGOUT", async () => {
    const [a, b, c] = [0, 1, 2].map(() => browserJar(acme.server.url));
    for (const jar of [a, b]) await openAccount(jar, "acme", "carol", "carol");
    const html = await page(a);
    assert.equal(html.match(/<tr>\n {2}<td>/g)?.length, 2);
    const other = hiddenFields(html, "account-sign-out-session-1");
    const answer = await postAccount(a, "acme", other);
    assert.deepEqual(feedback(await answer.text()), ["The session has been signed out."]);
    assert.equal(await signedIn(b), false);
    assert.equal(await signedIn(a), true);
    const [logout] = await acme.admin.realms.findEvents({ realm: "acme", type: ["LOGOUT"] });
    assert.equal(logout.sessionId, other.session);
    assert.equal(logout.clientId, "account-console");

    // a session of someone else is none of the person's: nothing happens
    const bob = browserJar(acme.server.url);
    await openAccount(bob, "acme", "bob", "bob");
    const [bobId] = (await acme.admin.users.find({ realm: "acme", username: "bob", exact: true })).map((u) => u.id!);
    const [bobSession] = await acme.admin.users.listSessions({ realm: "acme", id: bobId });
    await postAccount(a, "acme", { ...other, session: bobSession.id! });
    assert.equal(await signedIn(bob), true);

    for (const jar of [b, c]) await openAccount(jar, "acme", "carol", "carol");
    const all = await postAccount(a, "acme", hiddenFields(await page(a), "account-sign-out-others"));
    assert.deepEqual(feedback(await all.text()), ["Your other sessions have been signed out."]);
    assert.deepEqual(await Promise.all([a, b, c].map(signedIn)), [true, false, false]);
  });

  it("signs out the page's own session, after which the page goes through the login again", async () => {
    const jar = browserJar(acme.server.url);
    await openAccount(jar, "acme", "dave", "dave");
    const out = await postAccount(jar, "acme", hiddenFields(await page(jar), "account-sign-out"));
    assert.equal(out.status, 303);
    assert.equal(out.headers.get("location"), accountPath("acme"));
    const again = await jar.send(accountPath("acme"));
    assert.equal(again.status, 302);
    assert.match(again.headers.get("location")!, /\/protocol\/openid-connect\/auth\?/);
  });

  it("unlinks an identity provider and records REMOVE_FEDERATED_IDENTITY", async () => {
    const jar = browserJar(acme.server.url);
    const html = await (await openAccount(jar, "acme", "erin", "erin")).text();
    assert.match(html, /<td>Corporate SSO<\/td>\s*<td>erin.edwards<\/td>/);
    const form = hiddenFields(html, "account-unlink-0");
    const refused = async (provider: string) => {
      const answer = await postAccount(jar, "acme", { ...form, provider });
      return [answer.status, ...feedback(await answer.text())];
    };
    assert.deepEqual(await refused("nope"), [400, "Specified identity provider not found."]);
    assert.deepEqual(await refused("github"), [400, "This identity is not active anymore."]);
    const done = await postAccount(jar, "acme", form);
    assert.deepEqual(feedback(await done.text()), ["Identity provider removed successfully."]);
    const [erin] = await acme.admin.users.find({ realm: "acme", username: "erin", exact: true });
    assert.deepEqual(await acme.admin.users.listFederatedIdentities({ realm: "acme", id: erin.id! }), []);
    const [event] = await acme.admin.realms.findEvents({ realm: "acme", type: ["REMOVE_FEDERATED_IDENTITY"] });
    assert.deepEqual(event.details, {
      username: "erin",
      identity_provider: "corporate-sso",
      identity_provider_identity: "erin.edwards",
    });
  });

  it("keeps the last link of a user without a password, and escapes what was typed", async () => {
    const hostile = `"><img src=x onerror=alert(1)>`;
    const id = await createUser("zz-linked");
    await acme.admin.users.addToFederatedIdentity({
      realm: "acme",
      id,
      federatedIdentityId: "corporate-sso",
      federatedIdentity: { identityProvider: "corporate-sso", userId: "x", userName: hostile },
    });
    await acme.admin.identityProviders.update(
      { realm: "acme", alias: "corporate-sso" },
      {
        ...(await acme.admin.identityProviders.findOne({ realm: "acme", alias: "corporate-sso" }))!,
        displayName: hostile,
      },
    );
    const jar = browserJar(acme.server.url);
    const html = await (await openAccount(jar, "acme", "zz-linked", PASSWORD)).text();
    assert.ok(!html.includes("<img"), "nothing typed becomes markup");
    assert.match(html, /<td>&#34;&#62;&#60;img src=x onerror=alert\(1\)&#62;<\/td>/);

    const [password] = await acme.admin.users.getCredentials({ realm: "acme", id });
    await acme.admin.users.deleteCredential({ realm: "acme", id, credentialId: password.id! });
    const answer = await postAccount(jar, "acme", hiddenFields(html, "account-unlink-0"));
    assert.equal(answer.status, 400);
    assert.deepEqual(feedback(await answer.text()), [
      "You can&#39;t remove last federated identity as you don&#39;t have a password.",
    ]);
    assert.equal((await acme.admin.users.listFederatedIdentities({ realm: "acme", id })).length, 1);
  });

  it("needs the account client's roles: none shows no page, view-profile shows it without forms", async () => {
    const id = await createUser("zz-viewer");
    const defaults = await acme.admin.roles.findOneByName({ realm: "acme", name: "default-roles-acme" });
    await acme.admin.users.delRealmRoleMappings({
      realm: "acme",
      id,
      roles: [{ id: defaults!.id!, name: defaults!.name! }],
    });
    const jar = browserJar(acme.server.url);
    const none = await openAccount(jar, "acme", "zz-viewer", PASSWORD);
    assert.equal(none.status, 403);
    assert.match(await none.text(), /Access not allowed/);

    const [account] = await acme.admin.clients.find({ realm: "acme", clientId: "account" });
    const view = await acme.admin.clients.findRole({ realm: "acme", id: account.id!, roleName: "view-profile" });
    await acme.admin.users.addClientRoleMappings({
      realm: "acme",
      id,
      clientUniqueId: account.id!,
      roles: [{ id: view!.id!, name: view!.name! }],
    });
    const html = await page(jar);
    assert.deepEqual(feedback(html), ["You may view your account, not change it."]);
    assert.match(html, /<div id="account-profile">/);
    assert.match(html, /<input id="account-field-firstName" readonly type="text" value="zz-viewer">/);
    assert.ok(!html.includes('id="account-password"'));
    const signOut = hiddenFields(html, "account-sign-out");
    const change = { ...signOut, action: "profile", firstName: "Changed", lastName: "Example" };
    const refused = await postAccount(jar, "acme", change);
    assert.equal(refused.status, 403);
    assert.match(await refused.text(), /Access not allowed/);
    assert.equal((await acme.admin.users.findOne({ realm: "acme", id }))?.firstName, "zz-viewer");
    assert.equal((await postAccount(jar, "acme", signOut)).status, 303);
  });
});
