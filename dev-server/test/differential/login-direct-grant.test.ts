// The direct grant as Keycloak runs its flow: the stock flow asks a user with OTP for the code (the "totp" or "otp"
// parameter) and no one else; a flow may require the code of everyone, ask for it by role, or deny access; an account
// with a required action left is not signed in.
import { differential } from "./differential.js";
import { flows, loginClient, otpCredential, passwordGrant, person, PASSWORD, totp } from "./loginSetup.js";
import { tokenOutcome } from "./loginOutcome.js";

const SECRET = "dgSecretForTheOtpUser";
const BASICS = [
  { authenticator: "direct-grant-validate-username", requirement: "REQUIRED" },
  { authenticator: "direct-grant-validate-password", requirement: "REQUIRED" },
] as const;

const realm = {
  roles: { realm: [{ name: "second-factor" }] },
  users: [
    person("alice"),
    person("otto", { credentials: [otpCredential(SECRET)] }),
    person("carol", { credentials: [otpCredential(SECRET)], realmRoles: ["second-factor"] }),
    person("rita", { requiredActions: ["UPDATE_PASSWORD"] }),
    person("tom", { requiredActions: ["TERMS_AND_CONDITIONS"] }),
    person("nina", { email: undefined }),
  ],
  ...flows(
    {
      alias: "dg otp for all",
      steps: [...BASICS, { authenticator: "direct-grant-validate-otp", requirement: "REQUIRED" }],
    },
    {
      alias: "dg otp by role",
      steps: [
        ...BASICS,
        {
          flow: "dg otp by role condition",
          requirement: "CONDITIONAL",
          steps: [
            {
              authenticator: "conditional-user-role",
              requirement: "REQUIRED",
              config: { condUserRole: "second-factor" },
            },
            { authenticator: "direct-grant-validate-otp", requirement: "REQUIRED" },
          ],
        },
      ],
    },
    {
      alias: "dg denied",
      steps: [...BASICS, { authenticator: "deny-access-authenticator", requirement: "REQUIRED" }],
    },
  ),
};

differential("login-direct-grant", realm, (scenario) => {
  scenario("the stock flow asks a user with OTP for the code, and no one else", async (api) => {
    const client = await loginClient(api, "stock");
    const grant = async (what: string, username: string, more: Record<string, string> = {}) =>
      api.outcome(what, tokenOutcome(await passwordGrant(api, client, username, { password: PASSWORD, ...more })));
    await grant("a user without OTP, no code", "alice");
    await grant("a user with OTP, no code", "otto");
    await grant("a user with OTP, an empty code", "otto", { totp: "" });
    await grant("a user with OTP, a wrong code", "otto", { totp: "000000" });
    await grant("a user with OTP, a wrong password and the right code", "otto", {
      password: "wrong",
      totp: totp(SECRET),
    });
    await grant("a user with OTP, the right code", "otto", { totp: totp(SECRET) });
    await grant("a user with OTP, the same code again", "otto", { totp: totp(SECRET) });
    await grant("a user with OTP, the code as the otp parameter", "otto", { otp: totp(SECRET, -1) });
  });

  scenario("a flow that requires the code of everyone", async (api) => {
    const client = await loginClient(api, "all", { directGrant: "dg otp for all" });
    const grant = async (what: string, username: string, more: Record<string, string> = {}) =>
      api.outcome(what, tokenOutcome(await passwordGrant(api, client, username, { password: PASSWORD, ...more })));
    await grant("a user without OTP", "alice", { totp: "123456" });
    await grant("a user with OTP, no code", "otto");
    await grant("a user with OTP, the right code", "otto", { totp: totp(SECRET, 1) });
  });

  scenario("a flow that asks for the code by role", async (api) => {
    const client = await loginClient(api, "by-role", { directGrant: "dg otp by role" });
    const grant = async (what: string, username: string, more: Record<string, string> = {}) =>
      api.outcome(what, tokenOutcome(await passwordGrant(api, client, username, { password: PASSWORD, ...more })));
    await grant("a user with OTP but not the role, no code", "otto");
    await grant("a user with OTP and the role, no code", "carol");
    await grant("a user with OTP and the role, the right code", "carol", { totp: totp(SECRET) });
  });

  scenario("a flow that denies access", async (api) => {
    const client = await loginClient(api, "denied", { directGrant: "dg denied" });
    api.outcome("the right password", tokenOutcome(await passwordGrant(api, client, "alice", { password: PASSWORD })));
  });

  scenario("refuses an account with a required action left", async (api) => {
    const client = await loginClient(api, "actions");
    for (const [what, username] of [
      ["a password to update", "rita"],
      ["terms to accept, an action the realm has not enabled", "tom"],
      ["a profile without email", "nina"],
      ["a missing username", ""],
    ])
      api.outcome(what, tokenOutcome(await passwordGrant(api, client, username || undefined, { password: PASSWORD })));
  });
});
