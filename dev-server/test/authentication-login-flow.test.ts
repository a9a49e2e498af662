// The login pages follow the bound browser flow: OTP forms (required, conditional, disabled), OTP setup as a required
// action, a client's browser-flow override, and an authenticator this server cannot run.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";
import { startLogin, type LoginStep } from "./helpers/loginSteps.js";
import { base32Secret, hotp } from "../oidc/otp.js";

type Requirement = "REQUIRED" | "ALTERNATIVE" | "DISABLED" | "CONDITIONAL";

function flow(
  alias: string,
  topLevel: boolean,
  steps: [string, Requirement, "flow"?][],
): AuthenticationFlowRepresentation {
  return {
    alias,
    providerId: "basic-flow",
    topLevel,
    builtIn: false,
    authenticationExecutions: steps.map(([name, requirement, sub], i) => ({
      requirement,
      priority: (i + 1) * 10,
      userSetupAllowed: false,
      autheticatorFlow: sub === "flow",
      ...(sub === "flow" ? { flowAlias: name } : { authenticator: name }),
    })),
  };
}

const SECRET_KEY = /<code id="kc-totp-secret-key">([A-Z2-7 ]+)<\/code>/;

/** the secret behind a Base32 key, found by re-encoding: the secret's characters are ASCII letters and digits */
function secretOf(html: string): string {
  const key = SECRET_KEY.exec(html)?.[1];
  assert.ok(key, "the setup page shows the key");
  const bits = [...key.replace(/ /g, "")]
    .map((c) => "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".indexOf(c).toString(2).padStart(5, "0"))
    .join("");
  const bytes = bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2));
  const secret = Buffer.from(bytes).toString("utf8");
  assert.equal(base32Secret(secret), key);
  return secret;
}

const totp = (secret: string, algorithm = "HmacSHA1", digits = 6, period = 30, offset = 0) =>
  hotp(secret, Math.floor(Date.now() / 1000 / period) + offset, algorithm, digits);

describe("login follows the bound browser flow", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  const realm = "zz-login-flow";

  const createUser = async (username: string, requiredActions: string[] = []) => {
    // a complete profile: Keycloak asks a user without email or name to fill them in first
    const { id } = await admin.users.create({
      realm,
      username,
      enabled: true,
      email: `${username}@example.org`,
      firstName: username,
      lastName: "Example",
      requiredActions,
      credentials: [{ type: "password", value: "Secret-pw-1", temporary: false }],
    });
    return id;
  };
  const passwordStep = async (username: string): Promise<LoginStep> => {
    const login = await startLogin(server.url, realm);
    assert.match(login.first.html, /id="kc-form-login"/);
    return login.post({ step: "auth-username-password-form", username, password: "Secret-pw-1" });
  };
  const login = async (username: string) => {
    const steps = await startLogin(server.url, realm);
    const afterPassword = await steps.post({ step: "auth-username-password-form", username, password: "Secret-pw-1" });
    return { steps, afterPassword };
  };

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await admin.realms.create({
      realm,
      enabled: true,
      browserFlow: "browser",
      otpPolicyAlgorithm: "HmacSHA256",
      otpPolicyDigits: 8,
      otpPolicyPeriod: 30,
      authenticationFlows: [
        flow("browser", true, [
          ["auth-cookie", "ALTERNATIVE"],
          ["identity-provider-redirector", "ALTERNATIVE"],
          ["forms", "ALTERNATIVE", "flow"],
        ]),
        flow("forms", false, [
          ["auth-username-password-form", "REQUIRED"],
          ["conditional otp", "CONDITIONAL", "flow"],
        ]),
        flow("conditional otp", false, [
          ["conditional-user-configured", "REQUIRED"],
          ["auth-otp-form", "REQUIRED"],
        ]),
        flow("otp required", true, [
          ["auth-username-password-form", "REQUIRED"],
          ["auth-otp-form", "REQUIRED"],
        ]),
        flow("otp disabled", true, [
          ["auth-username-password-form", "REQUIRED"],
          ["auth-otp-form", "DISABLED"],
          ["webauthn-authenticator", "DISABLED"],
        ]),
        flow("unknown step", true, [
          ["auth-username-password-form", "REQUIRED"],
          ["webauthn-authenticator", "REQUIRED"],
        ]),
      ],
    });
  });
  after(async () => {
    await server?.cleanup();
  });

  const bind = (browserFlow: string) => admin.realms.update({ realm }, { browserFlow });

  it("skips the conditional OTP sub-flow for a user without OTP", async () => {
    await bind("browser");
    await createUser("plain");
    const step = await passwordStep("plain");
    assert.ok(step.code, "signed in after the password alone");
  });

  it("re-shows the password page with Keycloak's message after a wrong password", async () => {
    const steps = await startLogin(server.url, realm);
    const step = await steps.post({ step: "auth-username-password-form", username: "plain", password: "wrong" });
    assert.equal(step.status, 200);
    assert.match(step.html, /Invalid username or password\./);
    assert.match(step.html, /value="plain"/);
  });

  it("a REQUIRED OTP form makes a user without OTP set it up, under the realm's OTP policy", async () => {
    await bind("otp required");
    const id = await createUser("setup");
    const { steps, afterPassword } = await login("setup");
    assert.match(afterPassword.html, /Mobile Authenticator Setup/);
    assert.match(afterPassword.html, /id="kc-totp-algorithm">SHA256</);
    assert.match(afterPassword.html, /id="kc-totp-digits">8</);
    const secret = secretOf(afterPassword.html);

    const wrong = await steps.post({ step: "CONFIGURE_TOTP", totp: "00000000", userLabel: "phone" });
    assert.match(wrong.html, /Invalid authenticator code\./);
    assert.equal(secretOf(wrong.html), secret, "the same key is offered again");
    const done = await steps.post({ step: "CONFIGURE_TOTP", totp: totp(secret, "HmacSHA256", 8), userLabel: "phone" });
    assert.ok(done.code, "signed in after the setup");

    const credentials = await admin.users.getCredentials({ realm, id });
    const otp = credentials.find((c) => c.type === "otp");
    assert.ok(otp, "the OTP credential is listed");
    assert.equal(otp.userLabel, "phone");
    assert.deepEqual(JSON.parse(otp.credentialData ?? "{}"), {
      subType: "totp",
      digits: 8,
      counter: 0,
      period: 30,
      algorithm: "HmacSHA256",
    });
    assert.equal((otp as Record<string, unknown>).secretData, undefined, "the secret is not shown");
  });

  it("asks for the one-time code of a user with OTP; a wrong code fails, the computed one passes", async () => {
    await bind("otp required");
    const first = await login("setup");
    // the setup page of the previous test is not shown again: the code page is
    assert.match(first.afterPassword.html, /id="kc-otp-login-form"/);
    const wrong = await first.steps.post({ step: "auth-otp-form", otp: "12345678" });
    assert.equal(wrong.status, 200);
    assert.match(wrong.html, /Invalid authenticator code\./);
    assert.equal(wrong.code, undefined);

    const secret = await enrolledSecret("otp-user");
    const { steps, afterPassword } = await login("otp-user");
    assert.match(afterPassword.html, /id="kc-otp-login-form"/);
    const empty = await steps.post({ step: "auth-otp-form", otp: "" });
    assert.match(empty.html, /Please specify authenticator code\./);
    const passed = await steps.post({ step: "auth-otp-form", otp: totp(secret, "HmacSHA256", 8) });
    assert.ok(passed.code);
  });

  /** a user who has set up OTP through the setup page, with their secret */
  const enrolledSecret = async (username: string) => {
    await createUser(username, ["CONFIGURE_TOTP"]);
    const { steps, afterPassword } = await login(username);
    const secret = secretOf(afterPassword.html);
    // an older step than the one a login uses, so the login's own code is not a reused one
    const done = await steps.post({ step: "CONFIGURE_TOTP", totp: totp(secret, "HmacSHA256", 8, 30, -1) });
    assert.ok(done.code);
    return secret;
  };

  it("runs the conditional OTP sub-flow for a user with OTP, and not once the credential is deleted", async () => {
    await bind("browser");
    const secret = await enrolledSecret("conditional");
    const { steps, afterPassword } = await login("conditional");
    assert.match(afterPassword.html, /id="kc-otp-login-form"/);
    assert.ok((await steps.post({ step: "auth-otp-form", otp: totp(secret, "HmacSHA256", 8) })).code);

    const id = (await admin.users.find({ realm, username: "conditional", exact: true }))[0].id!;
    const otp = (await admin.users.getCredentials({ realm, id })).find((c) => c.type === "otp")!;
    await admin.users.deleteCredential({ realm, id, credentialId: otp.id! });
    assert.ok((await passwordStep("conditional")).code, "no code asked without the credential");
  });

  it("skips disabled executions", async () => {
    await bind("otp disabled");
    await enrolledSecret("disabled");
    assert.ok((await passwordStep("disabled")).code);
  });

  it("follows a client's browser-flow override over the realm's binding", async () => {
    await bind("browser");
    const flows = await admin.authenticationManagement.getFlows({ realm });
    const required = flows.find((f) => f.alias === "otp required")!;
    const [client] = await admin.clients.find({ realm, clientId: "security-admin-console" });
    await admin.clients.update(
      { realm, id: client.id! },
      { ...client, authenticationFlowBindingOverrides: { browser: required.id! } },
    );
    try {
      await createUser("override");
      assert.match((await passwordStep("override")).html, /Mobile Authenticator Setup/);
    } finally {
      await admin.clients.update({ realm, id: client.id! }, { ...client, authenticationFlowBindingOverrides: {} });
    }
  });

  it("signs an existing session in through the cookie authenticator, and not when the flow has it disabled", async () => {
    await bind("browser");
    const jar = new Map<string, string>();
    const first = await startLogin(server.url, realm, jar);
    assert.ok(
      (await first.post({ step: "auth-username-password-form", username: "plain", password: "Secret-pw-1" })).code,
    );
    const again = await startLogin(server.url, realm, jar);
    assert.ok(again.first.code, "no page for the session's user");

    await bind("otp disabled");
    const disabled = await startLogin(server.url, realm, jar);
    assert.equal(disabled.first.code, undefined);
    assert.match(disabled.first.html, /id="kc-form-login"/);
  });

  it("fails the login clearly on an authenticator it cannot run", async () => {
    await bind("unknown step");
    await createUser("unknown");
    const step = await passwordStep("unknown");
    assert.equal(step.status, 400);
    assert.equal(step.code, undefined);
    assert.match(step.html, /We are sorry\.\.\./);
    assert.match(step.html, /cannot run the authenticator webauthn-authenticator/);
  });

  it("says in its server info which steps it does not run, so that a console can warn before binding", async () => {
    const { providers } = await admin.serverInfo.find();
    const info = (spi: string, id: string) => providers?.[spi]?.providers[id]?.operationalInfo;
    assert.deepEqual(info("authenticator", "webauthn-authenticator"), { runsAtSignIn: "false" });
    assert.deepEqual(info("form-action", "registration-user-creation"), { runsAtSignIn: "false" });
    for (const run of ["auth-cookie", "auth-otp-form", "direct-grant-validate-password", "conditional-user-role"])
      assert.equal(info("authenticator", run), undefined, run);
  });
});
