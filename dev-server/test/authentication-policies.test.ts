// The Policies tab's fields on the realm: Keycloak's defaults on a new realm, every field round-trips through a PUT
// of the whole realm, the supported OTP applications follow the policy, and only manage-realm may change them.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";

const REALM = "policies";

const WEBAUTHN_DEFAULTS = {
  RpEntityName: "keycloak",
  SignatureAlgorithms: ["ES256", "RS256"],
  RpId: "",
  AttestationConveyancePreference: "not specified",
  AuthenticatorAttachment: "not specified",
  RequireResidentKey: "not specified",
  ResidentKey: "not specified",
  UserVerificationRequirement: "not specified",
  CreateTimeout: 0,
  AvoidSameAuthenticatorRegister: false,
  AcceptableAaguids: [],
  ExtraOrigins: [],
};

const prefixed = (prefix: string, fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [`${prefix}${key}`, value]));

describe("authentication policies on the realm", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  const read = async () => (await admin.realms.findOne({ realm: REALM })) as Record<string, unknown>;

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await admin.realms.create({ realm: REALM, enabled: true });
  });
  after(() => server.cleanup());

  it("gives a new realm Keycloak's OTP and WebAuthn defaults", async () => {
    const realm = await read();
    assert.equal(realm.passwordPolicy, undefined);
    assert.deepEqual(
      {
        type: realm.otpPolicyType,
        algorithm: realm.otpPolicyAlgorithm,
        digits: realm.otpPolicyDigits,
        lookAhead: realm.otpPolicyLookAheadWindow,
        period: realm.otpPolicyPeriod,
        counter: realm.otpPolicyInitialCounter,
        reusable: realm.otpPolicyCodeReusable,
      },
      { type: "totp", algorithm: "HmacSHA1", digits: 6, lookAhead: 1, period: 30, counter: 0, reusable: false },
    );
    assert.deepEqual(realm.otpSupportedApplications, [
      "totpAppFreeOTPName",
      "totpAppGoogleName",
      "totpAppMicrosoftAuthenticatorName",
    ]);
    for (const [key, value] of Object.entries(prefixed("webAuthnPolicy", WEBAUTHN_DEFAULTS)))
      assert.deepEqual(realm[key], value, key);
    // passkeys ask the user to verify themselves and to keep the key on the authenticator
    const passwordless = { ...WEBAUTHN_DEFAULTS, ResidentKey: "required", UserVerificationRequirement: "required" };
    for (const [key, value] of Object.entries(prefixed("webAuthnPolicyPasswordless", passwordless)))
      assert.deepEqual(realm[key], value, key);
    assert.equal(realm.webAuthnPolicyPasswordlessPasskeysEnabled, undefined);
  });

  it("keeps every policy field a PUT of the whole realm sets, the password policy string exactly", async () => {
    const webauthn = {
      RpEntityName: "Acme sign-in",
      SignatureAlgorithms: ["ES256", "RS256", "RS1"],
      RpId: "login.example.com",
      AttestationConveyancePreference: "direct",
      AuthenticatorAttachment: "cross-platform",
      RequireResidentKey: "Yes",
      UserVerificationRequirement: "required",
      CreateTimeout: 120,
      AvoidSameAuthenticatorRegister: true,
      AcceptableAaguids: ["cb69481e-8ff7-4039-93ec-0a2729a154a8"],
      ExtraOrigins: ["android:apk-key-hash:abc"],
    };
    const changes = {
      passwordPolicy: "length(12) and digits(1) and regexPattern(^(?=.*[A-Z])(?=.*\\d).+$) and notUsername(undefined)",
      otpPolicyType: "hotp",
      otpPolicyAlgorithm: "HmacSHA512",
      otpPolicyDigits: 8,
      otpPolicyLookAheadWindow: 3,
      otpPolicyPeriod: 60,
      otpPolicyInitialCounter: 5,
      ...prefixed("webAuthnPolicy", webauthn),
      ...prefixed("webAuthnPolicyPasswordless", { ...webauthn, RpEntityName: "Passkeys" }),
    };
    const before = await read();
    const attributes = {
      ...(before.attributes as Record<string, string>),
      cibaBackchannelTokenDeliveryMode: "ping",
      cibaExpiresIn: "300",
      cibaInterval: "10",
      cibaAuthRequestedUserHint: "login_hint",
      // Keycloak reads whether a code may be reused from this attribute, and ignores otpPolicyCodeReusable
      realmReusableOtpCode: "true",
    };
    await admin.realms.update({ realm: REALM }, { ...before, ...changes, otpPolicyCodeReusable: false, attributes });

    const after = await read();
    for (const [key, value] of Object.entries(changes)) assert.deepEqual(after[key], value, key);
    assert.equal(after.otpPolicyCodeReusable, true);
    const stored = after.attributes as Record<string, string>;
    for (const key of Object.keys(attributes).filter((name) => name.startsWith("ciba")))
      assert.equal(stored[key], attributes[key as keyof typeof attributes], key);
    // counter-based eight-digit SHA512 codes: only FreeOTP follows them
    assert.deepEqual(after.otpSupportedApplications, ["totpAppFreeOTPName"]);
  });

  it("derives the supported applications from the policy rather than keeping what a PUT sends", async () => {
    const realm = await read();
    await admin.realms.update(
      { realm: REALM },
      {
        ...realm,
        otpPolicyType: "totp",
        otpPolicyAlgorithm: "HmacSHA1",
        otpPolicyDigits: 6,
        otpPolicyPeriod: 30,
        otpSupportedApplications: ["madeUp"],
      },
    );
    assert.deepEqual((await read()).otpSupportedApplications, [
      "totpAppFreeOTPName",
      "totpAppGoogleName",
      "totpAppMicrosoftAuthenticatorName",
    ]);
  });

  it("refuses a password policy Keycloak cannot build, with its message, and keeps the stored one", async () => {
    const realm = await read();
    const cases: [string, string][] = [
      ["length(12) and noSuchPolicy(1)", "Password policy not found"],
      ["length(twelve)", "Invalid config for length: Not a valid number"],
      ["regexPattern( )", "Invalid config for regexPattern: White space not acepted"],
      ["digits(1) and digits(2)", "Invalid multiple definition for config digits"],
    ];
    for (const [passwordPolicy, message] of cases) {
      const answer = await fetch(`${server.url}/admin/realms/${REALM}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${await admin.getAccessToken()}`, "content-type": "application/json" },
        body: JSON.stringify({ ...realm, passwordPolicy }),
      });
      assert.equal(answer.status, 400, passwordPolicy);
      assert.deepEqual(await answer.json(), { errorMessage: message });
    }
    assert.equal((await read()).passwordPolicy, realm.passwordPolicy);
    // a pattern may repeat, as Keycloak allows
    await admin.realms.update({ realm: REALM }, { ...realm, passwordPolicy: "regexPattern(a) and regexPattern(b)" });
    assert.equal((await read()).passwordPolicy, "regexPattern(a) and regexPattern(b)");
    await admin.realms.update({ realm: REALM }, realm);
  });

  it("lets a view-realm admin read the policies but not change them", async () => {
    // the realm's password policy from the round trip above applies: twelve characters, a digit, a capital
    const password = "ViewerPass123";
    const { id } = await admin.users.create({
      realm: REALM,
      username: "viewer",
      enabled: true,
      // a complete profile: Keycloak refuses the password grant to a user its user profile would ask for more
      email: "viewer@example.org",
      firstName: "View",
      lastName: "Realm",
      credentials: [{ type: "password", value: password, temporary: false }],
    });
    const [realmManagement] = await admin.clients.find({ realm: REALM, clientId: "realm-management" });
    const viewRealm = (await admin.clients.findRole({
      realm: REALM,
      id: realmManagement.id!,
      roleName: "view-realm",
    }))!;
    await admin.users.addClientRoleMappings({
      realm: REALM,
      id,
      clientUniqueId: realmManagement.id!,
      roles: [{ id: viewRealm.id!, name: viewRealm.name! }],
    });
    const grant = await passwordGrant(server.url, REALM, "viewer", password);
    assert.equal(grant.status, 200);
    const token = (await grant.json()).access_token as string;
    const url = `${server.url}/admin/realms/${REALM}`;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const seen = await fetch(url, { headers });
    assert.equal(seen.status, 200);
    const realm = await seen.json();
    assert.equal(realm.otpPolicyType, "totp");
    const refused = await fetch(url, {
      method: "PUT",
      headers,
      body: JSON.stringify({ ...realm, passwordPolicy: "length(4)" }),
    });
    assert.equal(refused.status, 403);
    assert.notEqual((await read()).passwordPolicy, "length(4)");
  });
});
