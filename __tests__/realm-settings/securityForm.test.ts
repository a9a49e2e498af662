import {
  bruteForceMode,
  bruteForceSchema,
  bruteForceToRealm,
  headersToRealm,
  modeUses,
  toBruteForceValues,
  toHeadersValues,
} from "@/components/areas/realm-settings/security-defenses/securityForm";

const messages = { required: "required", atLeastOne: "at least one", notNegative: "not negative" };

describe("brute force mode", () => {
  it("reads the mode from the three flags as Keycloak's console does", () => {
    expect(bruteForceMode({ bruteForceProtected: false, permanentLockout: true })).toBe("disabled");
    expect(bruteForceMode({ bruteForceProtected: true, permanentLockout: false })).toBe("temporaryLockout");
    expect(bruteForceMode({ bruteForceProtected: true, permanentLockout: true, maxTemporaryLockouts: 0 })).toBe(
      "permanentLockout",
    );
    expect(bruteForceMode({ bruteForceProtected: true, permanentLockout: true, maxTemporaryLockouts: 3 })).toBe(
      "permanentAfterTemporary",
    );
  });

  it("writes each mode's flags and keeps the rest of the realm", () => {
    const realm = { realm: "acme", displayName: "Acme", bruteForceProtected: false };
    const values = { ...toBruteForceValues(realm), failureFactor: 2, maxTemporaryLockouts: 4 };
    expect(bruteForceToRealm(realm, { ...values, mode: "temporaryLockout" })).toMatchObject({
      displayName: "Acme",
      bruteForceProtected: true,
      permanentLockout: false,
      maxTemporaryLockouts: 0,
      failureFactor: 2,
    });
    expect(bruteForceToRealm(realm, { ...values, mode: "permanentLockout" })).toMatchObject({
      bruteForceProtected: true,
      permanentLockout: true,
      maxTemporaryLockouts: 0,
    });
    expect(bruteForceToRealm(realm, { ...values, mode: "permanentAfterTemporary" })).toMatchObject({
      permanentLockout: true,
      maxTemporaryLockouts: 4,
    });
    expect(bruteForceToRealm(realm, { ...values, mode: "disabled" })).toMatchObject({
      bruteForceProtected: false,
      permanentLockout: false,
    });
  });

  it("shows the temporary lockout's timing only for modes that lock temporarily", () => {
    expect(modeUses("disabled")).toEqual({ any: false, temporary: false, maxTemporaryLockouts: false });
    expect(modeUses("permanentLockout")).toEqual({ any: true, temporary: false, maxTemporaryLockouts: false });
    expect(modeUses("permanentAfterTemporary")).toEqual({ any: true, temporary: true, maxTemporaryLockouts: true });
  });

  it("refuses no failures, negative times and no temporary lockouts before a permanent one", () => {
    const schema = bruteForceSchema(messages);
    const base = toBruteForceValues({ bruteForceProtected: true });
    expect(schema.safeParse(base).success).toBe(true);
    const errors = (values: object) =>
      schema.safeParse({ ...base, ...values }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(errors({ failureFactor: 0 })).toEqual([["failureFactor", "at least one"]]);
    expect(errors({ waitIncrementSeconds: -60 })).toEqual([["waitIncrementSeconds", "not negative"]]);
    expect(errors({ mode: "permanentAfterTemporary", maxTemporaryLockouts: 0 })).toEqual([
      ["maxTemporaryLockouts", "at least one"],
    ]);
  });
});

describe("headers", () => {
  it("edits the shown headers and keeps the others", () => {
    const realm = { browserSecurityHeaders: { xFrameOptions: "SAMEORIGIN", xXSSProtection: "1; mode=block" } };
    const values = toHeadersValues(realm);
    expect(values.xFrameOptions).toBe("SAMEORIGIN");
    expect(values.referrerPolicy).toBe("");
    expect(headersToRealm(realm, { ...values, xFrameOptions: "DENY" }).browserSecurityHeaders).toMatchObject({
      xFrameOptions: "DENY",
      xXSSProtection: "1; mode=block",
    });
  });
});
