import {
  cibaPolicySchema,
  toCibaPolicyRealm,
  toCibaPolicyValues,
} from "@/components/areas/authentication/policies/cibaPolicyForm";
import {
  otpPolicySchema,
  toOtpPolicyRealm,
  toOtpPolicyValues,
} from "@/components/areas/authentication/policies/otpPolicyForm";
import { passwordPolicySchema } from "@/components/areas/authentication/policies/passwordPolicyForm";
import {
  realmField,
  toWebauthnRealm,
  toWebauthnValues,
  webauthnPolicySchema,
} from "@/components/areas/authentication/policies/webauthnPolicyForm";

describe("OTP policy form", () => {
  it("takes Keycloak's defaults, and writes digits back as a number", () => {
    const values = toOtpPolicyValues({ realm: "r" });
    expect(values).toEqual({
      otpPolicyType: "totp",
      otpPolicyAlgorithm: "HmacSHA1",
      otpPolicyDigits: "6",
      otpPolicyLookAheadWindow: 1,
      otpPolicyPeriod: 30,
      otpPolicyInitialCounter: 0,
      otpPolicyCodeReusable: false,
    });
    const realm = toOtpPolicyRealm({ realm: "r", displayName: "R" }, { ...values, otpPolicyDigits: "8" });
    expect(realm).toMatchObject({ realm: "r", displayName: "R", otpPolicyDigits: 8, otpPolicyPeriod: 30 });
  });

  it("refuses a period outside 1 to 120 seconds", () => {
    const schema = otpPolicySchema({ period: "period", notNegative: "negative" });
    const values = toOtpPolicyValues({});
    expect(schema.safeParse(values).success).toBe(true);
    expect(schema.safeParse({ ...values, otpPolicyPeriod: 121 }).success).toBe(false);
    expect(schema.safeParse({ ...values, otpPolicyLookAheadWindow: -1 }).success).toBe(false);
  });
});

describe("WebAuthn policy forms", () => {
  it("names the passwordless policy's fields with their prefix", () => {
    expect(realmField("webAuthnPolicy", "rpEntityName")).toBe("webAuthnPolicyRpEntityName");
    expect(realmField("webAuthnPolicyPasswordless", "passkeysEnabled")).toBe(
      "webAuthnPolicyPasswordlessPasskeysEnabled",
    );
  });

  it("edits one policy and leaves the other alone", () => {
    const realm = {
      realm: "r",
      webAuthnPolicyRpEntityName: "two-factor",
      webAuthnPolicyPasswordlessRpEntityName: "passwordless",
      webAuthnPolicyPasswordlessSignatureAlgorithms: ["RS256"],
    };
    const values = toWebauthnValues("webAuthnPolicyPasswordless")(realm);
    expect(values.rpEntityName).toBe("passwordless");
    expect(values.signatureAlgorithms).toEqual(["RS256"]);
    expect(values.attestationConveyancePreference).toBe("not specified");
    const saved = toWebauthnRealm("webAuthnPolicyPasswordless")(realm, {
      ...values,
      createTimeout: 60,
      passkeysEnabled: true,
    }) as Record<string, unknown>;
    expect(saved.webAuthnPolicyRpEntityName).toBe("two-factor");
    expect(saved.webAuthnPolicyPasswordlessCreateTimeout).toBe(60);
    expect(saved.webAuthnPolicyPasswordlessPasskeysEnabled).toBe(true);
    const twoFactor = toWebauthnRealm("webAuthnPolicy")(realm, toWebauthnValues("webAuthnPolicy")(realm));
    expect(twoFactor).not.toHaveProperty("webAuthnPolicyPasskeysEnabled");
  });

  it("needs a relying party name and a timeout within Keycloak's bounds", () => {
    const schema = webauthnPolicySchema({ required: "required", timeout: "timeout" });
    const values = toWebauthnValues("webAuthnPolicy")({});
    expect(schema.safeParse(values).success).toBe(true);
    expect(schema.safeParse({ ...values, rpEntityName: " " }).success).toBe(false);
    expect(schema.safeParse({ ...values, createTimeout: 31537 }).success).toBe(false);
  });
});

describe("CIBA policy form", () => {
  it("reads and writes the realm attributes as text, keeping the other attributes", () => {
    expect(toCibaPolicyValues({ attributes: {} })).toEqual({
      cibaBackchannelTokenDeliveryMode: "poll",
      cibaExpiresIn: 120,
      cibaInterval: 5,
      cibaAuthRequestedUserHint: "login_hint",
    });
    const realm = { attributes: { frontendUrl: "https://x", cibaInterval: "7" } };
    const values = toCibaPolicyValues(realm);
    expect(values.cibaInterval).toBe(7);
    expect(toCibaPolicyRealm(realm, { ...values, cibaBackchannelTokenDeliveryMode: "ping" }).attributes).toEqual({
      frontendUrl: "https://x",
      cibaBackchannelTokenDeliveryMode: "ping",
      cibaExpiresIn: "120",
      cibaInterval: "7",
      cibaAuthRequestedUserHint: "login_hint",
    });
  });

  it("keeps expiry within 10 to 600 seconds and the interval within 0 to 600", () => {
    const schema = cibaPolicySchema({ expiresIn: "expires", interval: "interval" });
    const values = toCibaPolicyValues({});
    expect(schema.safeParse({ ...values, cibaExpiresIn: 9 }).success).toBe(false);
    expect(schema.safeParse({ ...values, cibaInterval: 601 }).success).toBe(false);
    expect(schema.safeParse({ ...values, cibaInterval: 0 }).success).toBe(true);
  });
});

describe("password policy form", () => {
  const schema = passwordPolicySchema(
    [{ id: "length", configType: "int" }, { id: "regexPattern", configType: "String" }, { id: "notUsername" }],
    { required: "required", mustBeInteger: "integer", noSeparator: "separator" },
  );
  const check = (policies: { id: string; value?: string }[]) => schema.safeParse({ policies });

  it("needs a whole number for number policies and no separator in any argument", () => {
    expect(check([{ id: "length", value: "12" }, { id: "notUsername" }]).success).toBe(true);
    expect(check([{ id: "length", value: "" }]).success).toBe(false);
    expect(check([{ id: "length", value: "1.5" }]).success).toBe(false);
    expect(check([{ id: "regexPattern", value: "a and b" }]).success).toBe(false);
    expect(check([{ id: "regexPattern", value: "^(a|b)$" }]).success).toBe(true);
  });
});
