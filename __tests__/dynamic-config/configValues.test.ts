import { configFieldKind, isKnownConfigType } from "@/lib/dynamic-config/configProperty";
import { configFieldPath, fromConfigFormValues, toConfigFormValues } from "@/lib/dynamic-config/configValues";
import { everyType, storedComponentConfig, storedMapperConfig } from "./fixtures";

describe("toConfigFormValues and fromConfigFormValues", () => {
  it("round-trip a protocol mapper's config exactly", () => {
    const values = toConfigFormValues(everyType, storedMapperConfig);
    expect(fromConfigFormValues(everyType, values, "mapper")).toEqual(storedMapperConfig);
  });

  it("round-trip a component's config exactly", () => {
    const values = toConfigFormValues(everyType, storedComponentConfig);
    expect(fromConfigFormValues(everyType, values, "component")).toEqual(storedComponentConfig);
  });

  it("give each field kind its form value, dots in names replaced", () => {
    const values = toConfigFormValues(everyType, storedMapperConfig);
    expect(values["claim🍺name"]).toBe("department");
    expect(values["access🍺token🍺claim"]).toBe(false);
    expect(values.priority).toBe(5);
    expect(values.usage).toEqual(["sig", "enc"]);
    expect(values.headers).toEqual([{ key: "X-One", value: "1" }]);
    expect(values.secret).toBe("**********");
  });

  it("start a new object at the declared defaults, splitting a joined multivalued default", () => {
    const properties = [
      ...everyType,
      { name: "scopes", type: "MultivaluedString", defaultValue: "openid##email" },
      { name: "on", type: "boolean", defaultValue: true },
    ];
    const values = toConfigFormValues(properties, undefined);
    expect(values["access🍺token🍺claim"]).toBe(true);
    expect(values.priority).toBe(100);
    expect(values.scopes).toEqual(["openid", "email"]);
    expect(values.on).toBe(true);
    expect(fromConfigFormValues(properties, values, "mapper")).toEqual({
      "access.token.claim": "true",
      priority: "100",
      scopes: "openid##email",
      on: "true",
    });
  });

  it("keep entries no property describes and drop emptied ones", () => {
    const properties = [{ name: "a", type: "String" }];
    const values = toConfigFormValues(properties, { a: ["x"], "other.key": ["kept"] });
    expect(fromConfigFormValues(properties, { ...values, a: "" }, "component")).toEqual({ "other.key": ["kept"] });
  });

  it("store key-value rows as Keycloak's JSON list, rows without a key left out", () => {
    const properties = [{ name: "m", type: "Map" }];
    const rows = [
      { key: "a", value: "1" },
      { key: "", value: "ignored" },
    ];
    expect(fromConfigFormValues(properties, { m: rows }, "mapper")).toEqual({ m: '[{"key":"a","value":"1"}]' });
    expect(fromConfigFormValues(properties, { m: rows }, "component")).toEqual({ m: ['[{"key":"a","value":"1"}]'] });
  });

  it("read broken stored values as empty", () => {
    const values = toConfigFormValues(
      [
        { name: "m", type: "Map" },
        { name: "n", type: "int" },
      ],
      { m: "not json", n: "many" },
    );
    expect(values).toEqual({ m: [], n: undefined });
  });
});

describe("configFieldKind", () => {
  it("names a field for every known type, text for others, a password for a secret String", () => {
    expect(everyType.map(configFieldKind)).toEqual([
      "text",
      "textarea",
      "boolean",
      "number",
      "list",
      "multivaluedList",
      "multivaluedString",
      "map",
      "role",
      "group",
      "client",
      "script",
      "file",
      "password",
      "userProfileAttribute",
      "url",
    ]);
    expect(configFieldKind({ type: "Fancy" })).toBe("text");
    expect(isKnownConfigType("Fancy")).toBe(false);
    expect(configFieldKind({ type: "String", secret: true })).toBe("password");
  });

  it("puts a property's field under the form's config object", () => {
    expect(configFieldPath("config", "claim.name")).toBe("config.claim🍺name");
  });
});
