import {
  addablePolicies,
  newPolicyRow,
  parsePasswordPolicy,
  serializePasswordPolicy,
  splitsPolicy,
} from "@/components/areas/authentication/policies/passwordPolicyString";

const TYPES = [
  { id: "length", displayName: "Minimum length", configType: "int", defaultValue: "8", multipleSupported: false },
  { id: "digits", displayName: "Digits", configType: "int", defaultValue: "1", multipleSupported: false },
  { id: "notUsername", displayName: "Not username", defaultValue: "", multipleSupported: false },
  {
    id: "regexPattern",
    displayName: "Regular expression",
    configType: "String",
    defaultValue: "",
    multipleSupported: true,
  },
];

describe("password policy string", () => {
  it.each([
    "length(8)",
    "length(12) and digits(1)",
    // what Keycloak's own console writes for a policy without configuration
    "length(8) and digits(2) and notUsername(undefined)",
    "notUsername and notEmail",
    // parentheses inside the argument: Keycloak takes everything up to the last character
    "regexPattern(^(?=.*[A-Z])(?=.*\\d).{8,}$) and length(10)",
    "hashAlgorithm(pbkdf2-sha512) and hashIterations(210000) and passwordHistory(3) and forceExpiredPasswordChange(365)",
    "regexPattern(a+) and regexPattern((b|c)*) and maxLength(64)",
    "regexPattern()",
  ])("round-trips %s exactly", (policy) => {
    expect(serializePasswordPolicy(parsePasswordPolicy(policy))).toBe(policy);
  });

  it("reads ids and arguments as Keycloak's parser does", () => {
    expect(parsePasswordPolicy("length(8) and regexPattern(^(a|b)$) and notEmail")).toEqual([
      { id: "length", value: "8" },
      { id: "regexPattern", value: "^(a|b)$" },
      { id: "notEmail" },
    ]);
    expect(parsePasswordPolicy("notUsername(undefined)")).toEqual([{ id: "notUsername", value: "undefined" }]);
  });

  it("reads no policy from an absent or blank string and writes none back", () => {
    expect(parsePasswordPolicy(undefined)).toEqual([]);
    expect(parsePasswordPolicy("  ")).toEqual([]);
    expect(serializePasswordPolicy([])).toBe("");
  });

  it("starts a new row with the type's default, and without an argument when the type takes none", () => {
    expect(newPolicyRow(TYPES[0])).toEqual({ id: "length", value: "8" });
    expect(newPolicyRow(TYPES[3])).toEqual({ id: "regexPattern", value: "" });
    expect(newPolicyRow(TYPES[2])).toEqual({ id: "notUsername" });
    expect(serializePasswordPolicy([newPolicyRow(TYPES[0]), newPolicyRow(TYPES[2])])).toBe("length(8) and notUsername");
  });

  it("offers the types not added yet, and those Keycloak allows more than once", () => {
    const rows = parsePasswordPolicy("length(8) and regexPattern(x)");
    expect(addablePolicies(TYPES, rows).map((type) => type.id)).toEqual(["digits", "notUsername", "regexPattern"]);
  });

  it("knows an argument holding the separator would split the policy", () => {
    expect(splitsPolicy("cats and dogs")).toBe(true);
    expect(splitsPolicy("candy")).toBe(false);
    expect(splitsPolicy(undefined)).toBe(false);
    expect(parsePasswordPolicy(serializePasswordPolicy([{ id: "regexPattern", value: "a and b" }]))).toHaveLength(2);
  });
});
