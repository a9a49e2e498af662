// The realm's password policy on reset-password and on user creation: each rule refuses with Keycloak's message key
// and English text, the history remembers earlier passwords without listing them, and the hashing rules are honoured.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("password policy", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let userId: string;
  const realm = "zz-password-policy";

  const api = async (path: string, method: string, body: unknown) =>
    fetch(`${server.url}/admin/realms/${realm}${path}`, {
      method,
      headers: { authorization: `Bearer ${await admin.getAccessToken()}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const setPolicy = (passwordPolicy: string) => admin.realms.update({ realm }, { passwordPolicy });
  const reset = (value: string) =>
    api(`/users/${userId}/reset-password`, "PUT", { type: "password", value, temporary: false });
  const refused = async (value: string, error: string, description: string) => {
    const response = await reset(value);
    assert.equal(response.status, 400, `${value} is refused`);
    assert.deepEqual(await response.json(), { error, error_description: description });
  };
  const accepted = async (value: string) => assert.equal((await reset(value)).status, 204, `${value} is accepted`);

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await admin.realms.create({ realm, enabled: true });
    ({ id: userId } = await admin.users.create({
      realm,
      username: "policy-user",
      email: "policy@example.com",
      enabled: true,
    }));
  });
  after(async () => {
    await server?.cleanup();
  });

  const cases: [string, string, string, string, string][] = [
    ["length(12)", "short-pw1", "invalidPasswordMinLengthMessage", "minimum length 12.", "long-enough-pw"],
    ["maxLength(10)", "far-too-long-pw", "invalidPasswordMaxLengthMessage", "maximum length 10.", "short-pw"],
    ["digits(2)", "one-digit-1", "invalidPasswordMinDigitsMessage", "must contain at least 2 numerical digits.", "d12"],
    [
      "lowerCase(2)",
      "UPPER-a",
      "invalidPasswordMinLowerCaseCharsMessage",
      "must contain at least 2 lower case characters.",
      "UPPER-ab",
    ],
    [
      "upperCase(1)",
      "lower-only",
      "invalidPasswordMinUpperCaseCharsMessage",
      "must contain at least 1 upper case characters.",
      "Lower",
    ],
    [
      "specialChars(2)",
      "one-special",
      "invalidPasswordMinSpecialCharsMessage",
      "must contain at least 2 special characters.",
      "two-special!",
    ],
    [
      "notUsername(undefined)",
      "policy-user",
      "invalidPasswordNotUsernameMessage",
      "must not be equal to the username.",
      "Policy-User",
    ],
    [
      "notContainsUsername(undefined)",
      "xx-POLICY-USER-yy",
      "invalidPasswordNotContainsUsernameMessage",
      "Can not contain the username.",
      "policy-person",
    ],
    [
      "notEmail(undefined)",
      "policy@example.com",
      "invalidPasswordNotEmailMessage",
      "must not be equal to the email.",
      "policy@example.org",
    ],
    [
      "regexPattern([a-z]+[0-9]+)",
      "abc",
      "invalidPasswordRegexPatternMessage",
      "fails to match regex pattern(s).",
      "abc123",
    ],
  ];
  for (const [policy, bad, error, text, good] of cases)
    it(`${policy} refuses "${bad}" with ${error} and accepts "${good}"`, async () => {
      await setPolicy(`${policy} and hashIterations(1000)`);
      await refused(bad, error, `Invalid password: ${text}`);
      await accepted(good);
    });

  it("checks every rule of a combined policy in order", async () => {
    await setPolicy("length(12) and digits(1) and notUsername(undefined) and hashIterations(1000)");
    await refused("abc", "invalidPasswordMinLengthMessage", "Invalid password: minimum length 12.");
    await refused(
      "no-digits-at-all",
      "invalidPasswordMinDigitsMessage",
      "Invalid password: must contain at least 1 numerical digits.",
    );
    await accepted("twelve-chars-1");
  });

  it("passwordHistory(3) refuses the current and two earlier passwords, and lists none of them", async () => {
    await setPolicy("passwordHistory(3) and hashIterations(1000)");
    for (const value of ["history-0", "history-1", "history-2", "history-3"]) await accepted(value);
    const message = "Invalid password: must not be equal to any of last 3 passwords.";
    await refused("history-3", "invalidPasswordHistoryMessage", message);
    await refused("history-2", "invalidPasswordHistoryMessage", message);
    await refused("history-1", "invalidPasswordHistoryMessage", message);
    await accepted("history-0");
    const credentials = await admin.users.getCredentials({ realm, id: userId });
    assert.deepEqual(
      credentials.map((c) => c.type),
      ["password"],
    );
  });

  it("accepts forceExpiredPasswordChange and hashes with the policy's algorithm and iterations", async () => {
    await setPolicy("forceExpiredPasswordChange(90) and hashAlgorithm(pbkdf2-sha256) and hashIterations(1234)");
    assert.equal(
      (await admin.realms.findOne({ realm }))?.passwordPolicy,
      "forceExpiredPasswordChange(90) and hashAlgorithm(pbkdf2-sha256) and hashIterations(1234)",
    );
    await accepted("any-password");
    const [password] = await admin.users.getCredentials({ realm, id: userId });
    const data = JSON.parse(password.credentialData ?? "{}") as { algorithm?: string; hashIterations?: number };
    assert.equal(data.algorithm, "pbkdf2-sha256");
    assert.equal(data.hashIterations, 1234);
  });

  it("refuses to create a user whose password breaks the policy", async () => {
    await setPolicy("length(12) and hashIterations(1000)");
    const response = await api("/users", "POST", {
      username: "new-user",
      enabled: true,
      credentials: [{ type: "password", value: "short", temporary: false }],
    });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { errorMessage: "Password policy not met" });
    assert.equal((await admin.users.find({ realm, username: "new-user", exact: true })).length, 0);
    const created = await api("/users", "POST", {
      username: "new-user",
      enabled: true,
      credentials: [{ type: "password", value: "long-enough-pw", temporary: false }],
    });
    assert.equal(created.status, 201);
  });
});
