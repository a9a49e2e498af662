// The account page at /realms/{realm}/account: into the realm's login and back without a session, the SSO session
// after it, forms refused without their CSRF token or from another origin, the personal info saved under the user
// profile's rules, the password changed under the realm's policy, and the user events Keycloak records for both.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { browserJar, type BrowserJar } from "./helpers/browserJar.js";
import { accountPath, feedback, hiddenFields, openAccount, postAccount } from "./helpers/accountPage.js";
import { passwordGrant } from "./helpers/testServer.js";

describe("the account page", () => {
  let acme: AcmeServer;
  let jar: BrowserJar;
  /** the personal info form's hidden fields (CSRF token, action) of alice's page */
  let profileForm: Record<string, string>;
  const userId = async (username: string) =>
    (await acme.admin.users.find({ realm: "acme", username, exact: true }))[0].id!;

  before(async () => {
    acme = await startAcmeServer();
    jar = browserJar(acme.server.url);
  });
  after(() => acme.server.cleanup());

  it("without a session, goes through the realm's login as the account console and comes back to the page", async () => {
    const start = await jar.send("/realms/acme/account");
    assert.equal(start.status, 302);
    const auth = new URL(start.headers.get("location")!);
    assert.equal(auth.pathname, "/realms/acme/protocol/openid-connect/auth");
    assert.equal(auth.searchParams.get("client_id"), "account-console");
    assert.equal(auth.searchParams.get("redirect_uri"), `${acme.server.url}${accountPath("acme")}`);
    assert.equal(auth.searchParams.get("code_challenge_method"), "S256");

    const page = await openAccount(jar, "acme", "alice", "alice");
    assert.equal(page.status, 200);
    // the code the login came back with is gone from the address
    assert.equal(page.url, `${acme.server.url}${accountPath("acme")}`);
    assert.equal(page.headers.get("cache-control"), "no-store");
    const html = await page.text();
    assert.match(html, /<body data-page-id="account">/);
    assert.match(html, /Signed in as alice/);
    assert.match(html, /<input id="account-field-username" readonly type="text" value="alice">/);
    assert.match(html, /<input id="account-field-email" name="email" type="text" value="alice@acme.example">/);
    assert.match(html, /<td>account-console<\/td>\s*<td><strong>This session<\/strong><\/td>/);
    profileForm = hiddenFields(html, "account-profile");
    assert.equal(profileForm.action, "profile");
  });

  it("answers a second visit from the SSO session, without a login", async () => {
    const again = await jar.send(accountPath("acme"));
    assert.equal(again.status, 200);
    assert.match(await again.text(), /Signed in as alice/);
    // another realm's session is not this one's
    assert.equal((await jar.send(accountPath("master"))).status, 302);
  });

  it("refuses a form without the page's token, with another session's, or from another origin", async () => {
    const other = browserJar(acme.server.url);
    const bobs = hiddenFields(await (await openAccount(other, "acme", "bob", "bob")).text(), "account-profile");
    const change = { firstName: "Mallory", lastName: "Anderson", email: "alice@acme.example" };
    for (const csrf of ["", "forged", bobs.csrf]) {
      const refused = await postAccount(jar, "acme", { ...profileForm, csrf, ...change });
      assert.equal(refused.status, 403, csrf);
      assert.match(await refused.text(), /The page expired/);
    }
    const crossSite = await postAccount(jar, "acme", { ...profileForm, ...change }, { origin: "https://evil.example" });
    assert.equal(crossSite.status, 403);
    const shapeless = await postAccount(jar, "acme", { ...profileForm, action: "drop-tables" });
    assert.equal(shapeless.status, 400);
    const user = await acme.admin.users.findOne({ realm: "acme", id: await userId("alice") });
    assert.equal(user?.firstName, "Alice");
    // without a session the form is not read: the browser goes to the login
    const signedOut = await postAccount(browserJar(acme.server.url), "acme", { ...profileForm, ...change });
    assert.equal(signedOut.status, 303);
    assert.match(signedOut.headers.get("location")!, /\/protocol\/openid-connect\/auth\?client_id=account-console/);
  });

  it("saves the personal info under the user profile's rules and records UPDATE_PROFILE", async () => {
    const invalid = await postAccount(jar, "acme", {
      ...profileForm,
      firstName: "Alice",
      lastName: "",
      email: "not-an-email",
    });
    assert.equal(invalid.status, 200);
    const refusal = await invalid.text();
    assert.deepEqual(feedback(refusal), ["Please specify attribute Last name.", "Invalid email address."]);
    // what was typed is shown again, marked
    assert.match(refusal, /name="email" type="text" value="not-an-email" aria-invalid="true">/);

    const taken = await postAccount(jar, "acme", {
      ...profileForm,
      firstName: "Alice",
      lastName: "Anderson",
      email: "BOB@acme.example",
    });
    assert.equal(taken.status, 409);
    assert.deepEqual(feedback(await taken.text()), ["Email already exists."]);
    // the username is not the person's to change in acme: a username field is not read
    const saved = await postAccount(jar, "acme", {
      ...profileForm,
      username: "root",
      firstName: "Alicia",
      lastName: "Anderson",
      email: "Alicia@acme.example",
    });
    assert.equal(saved.status, 200);
    assert.deepEqual(feedback(await saved.text()), ["Your account has been updated."]);
    const user = await acme.admin.users.findOne({ realm: "acme", id: await userId("alice") });
    assert.equal(user?.username, "alice");
    assert.equal(user?.firstName, "Alicia");
    assert.equal(user?.email, "alicia@acme.example");
    assert.equal(user?.emailVerified, false);

    const [event] = await acme.admin.realms.findEvents({ realm: "acme", type: ["UPDATE_PROFILE"], user: user!.id });
    assert.equal(event.clientId, "account-console");
    assert.deepEqual(event.details, {
      context: "ACCOUNT",
      previous_first_name: "Alice",
      updated_first_name: "Alicia",
      previous_email: "alice@acme.example",
      updated_email: "alicia@acme.example",
    });
  });

  it("lets the username change where the realm allows it, unless another user has it", async () => {
    await acme.admin.realms.update({ realm: "acme" }, { editUsernameAllowed: true });
    const page = await (await jar.send(accountPath("acme"))).text();
    assert.match(page, /<input id="account-field-username" name="username" type="text" value="alice">/);
    const fields = { ...profileForm, firstName: "Alicia", lastName: "Anderson", email: "alicia@acme.example" };
    const taken = await postAccount(jar, "acme", { ...fields, username: "bob" });
    assert.equal(taken.status, 409);
    assert.deepEqual(feedback(await taken.text()), ["Username already exists."]);
    assert.equal((await postAccount(jar, "acme", { ...fields, username: "alice.a" })).status, 200);
    assert.ok(await userId("alice.a"));
    assert.equal((await postAccount(jar, "acme", { ...fields, username: "alice" })).status, 200);
    await acme.admin.realms.update({ realm: "acme" }, { editUsernameAllowed: false });
  });

  it("changes the password with the current one, under the realm's policy, and records UPDATE_PASSWORD", async () => {
    const page = await (await jar.send(accountPath("acme"))).text();
    const form = hiddenFields(page, "account-password");
    const post = async (fields: Record<string, string>) => {
      const answer = await postAccount(jar, "acme", { ...form, ...fields });
      return { status: answer.status, messages: feedback(await answer.text()) };
    };
    const next = { "password-new": "Secret-pw-1", "password-confirm": "Secret-pw-1" };
    assert.deepEqual(await post({ ...next }), { status: 200, messages: ["Please specify password."] });
    assert.deepEqual(await post({ password: "wrong", ...next }), {
      status: 200,
      messages: ["Invalid existing password."],
    });
    assert.deepEqual(await post({ password: "alice", "password-new": "Secret-pw-1", "password-confirm": "other" }), {
      status: 200,
      messages: ["Password confirmation doesn&#39;t match."],
    });
    // acme's policy: length(5) and notEmail
    assert.deepEqual(await post({ password: "alice", "password-new": "abc", "password-confirm": "abc" }), {
      status: 200,
      messages: ["Invalid password: minimum length 5."],
    });
    assert.equal((await passwordGrant(acme.server.url, "acme", "alice", "alice")).status, 200);
    assert.deepEqual(await post({ password: "alice", ...next }), {
      status: 200,
      messages: ["Your password has been updated."],
    });
    assert.equal((await passwordGrant(acme.server.url, "acme", "alice", "alice")).ok, false);
    assert.equal((await passwordGrant(acme.server.url, "acme", "alice", "Secret-pw-1")).status, 200);

    const id = await userId("alice");
    const types = (await acme.admin.realms.findEvents({ realm: "acme", user: id })).map((e) => e.type);
    for (const type of ["UPDATE_PASSWORD", "UPDATE_CREDENTIAL", "UPDATE_PASSWORD_ERROR", "UPDATE_CREDENTIAL_ERROR"])
      assert.ok(types.includes(type as never), type);
    const [error] = await acme.admin.realms.findEvents({ realm: "acme", user: id, type: ["UPDATE_PASSWORD_ERROR"] });
    assert.equal(error.error, "password_rejected");
  });
});
