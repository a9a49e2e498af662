import { decodeKeys, encodeKeys, fromFormKey, toFormKey } from "@/lib/form/dottedKeys";
import { isValidEmail } from "@/lib/form/emailPattern";
import { resolveInputType } from "@/lib/form/inputTypes";
import { keyValueToMap, keyValueToMultiMap, mapToKeyValue } from "@/lib/form/keyValue";
import { canAddEntry, fromEntries, removeEntry, toEntries } from "@/lib/form/multiValue";
import { parseNumberInput, stepNumber } from "@/lib/form/numberInput";
import { isRootAttribute, toUserFormValues, toUserRepresentation, userProfileFieldName } from "@/lib/form/userProfile";

describe("key-value lists", () => {
  it("convert to and from maps", () => {
    const rows = [
      { key: "a", value: "1" },
      { key: "", value: "dropped" },
      { key: "b", value: "2" },
      { key: "a", value: "3" },
    ];
    expect(keyValueToMap(rows)).toEqual({ a: "3", b: "2" });
    expect(keyValueToMultiMap(rows)).toEqual({ a: ["1", "3"], b: ["2"] });
    expect(mapToKeyValue({ a: ["1", "3"], b: "2" })).toEqual([
      { key: "a", value: "1" },
      { key: "a", value: "3" },
      { key: "b", value: "2" },
    ]);
    expect(mapToKeyValue(undefined)).toEqual([]);
  });
});

describe("dotted keys", () => {
  it("are replaced for form keys and restored", () => {
    expect(fromFormKey(toFormKey("saml.signature.algorithm"))).toBe("saml.signature.algorithm");
    expect(toFormKey("a.b")).not.toContain(".");
    const config = { "a.b": "1", c: "2" };
    expect(decodeKeys(encodeKeys(config))).toEqual(config);
  });
});

describe("user-profile form keys", () => {
  it("keeps built-in attributes at the top level and nests the rest with dots replaced", () => {
    expect(isRootAttribute("email")).toBe(true);
    expect(userProfileFieldName("email")).toBe("email");
    expect(userProfileFieldName("locale")).toBe("attributes.locale");
    expect(userProfileFieldName("address.street")).toBe(`attributes.${toFormKey("address.street")}`);
  });

  it("round-trips a user through form values", () => {
    const user = {
      username: " alice ",
      email: "a@example.com",
      attributes: { "address.street": ["Main 1"], phones: ["1", "2"], locale: ["de"] },
    };
    const metadata = [{ name: "address.street" }, { name: "phones", multivalued: true }, { name: "locale" }];
    const values = toUserFormValues(user, metadata);
    expect(values.attributes).toEqual({ [toFormKey("address.street")]: "Main 1", phones: ["1", "2"], locale: "de" });
    expect(toUserRepresentation(values)).toEqual({
      username: "alice",
      email: "a@example.com",
      attributes: { "address.street": ["Main 1"], phones: ["1", "2"], locale: ["de"] },
    });
  });

  it("keeps unmanaged attributes as lists", () => {
    expect(toUserFormValues({ attributes: { extra: ["x", "y"] } }).attributes).toEqual({ extra: ["x", "y"] });
  });
});

describe("email pattern", () => {
  it.each(["a@example.com", "first.last@sub.example.org", "x@[192.168.0.1]", "a+b@ex-ample.io"])(
    "accepts %s",
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each([
    "plain",
    "a b@example.com",
    "a@example",
    "a@example.c",
    "a@@example.com",
    "a@example.123",
    "(a)@example.com",
  ])("rejects %s", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe("number input", () => {
  it("parses typed text within bounds, falling back to the default", () => {
    expect(parseNumberInput("5", { min: 1 })).toBe(5);
    expect(parseNumberInput("-3", { min: 0 })).toBe(0);
    expect(parseNumberInput("abc")).toBe(0);
    expect(parseNumberInput("", { defaultValue: 7 })).toBe(7);
    expect(parseNumberInput("99", { max: 10 })).toBe(10);
  });
  it("steps within bounds", () => {
    expect(stepNumber(1, -1, { min: 1 })).toBe(1);
    expect(stepNumber(undefined, 1)).toBe(1);
    expect(stepNumber("4", 1)).toBe(5);
  });
});

describe("multi-value entries", () => {
  it("always keep one entry and only allow adding after a filled one", () => {
    expect(toEntries(undefined)).toEqual([""]);
    expect(toEntries("a##b")).toEqual(["a", "b"]);
    expect(removeEntry(["a"], 0)).toEqual([""]);
    expect(removeEntry(["a", "b"], 0)).toEqual(["b"]);
    expect(canAddEntry([""])).toBe(false);
    expect(canAddEntry(["a"])).toBe(true);
    expect(fromEntries(["a", "", "b"], true)).toBe("a##b");
    expect(fromEntries(["a", ""], false)).toEqual(["a"]);
  });
});

describe("input types", () => {
  it("resolves permitted types and falls back to text", () => {
    expect(resolveInputType("textarea")).toBe("textarea");
    expect(resolveInputType("html5-date")).toBe("html5-date");
    expect(resolveInputType("email")).toBe("html5-email");
    expect(resolveInputType("hologram")).toBe("text");
    expect(resolveInputType(undefined)).toBe("text");
  });
});
