import type { UserProfileAttribute } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import {
  attributeSchema,
  serverErrorField,
  toAttribute,
  toAttributeValues,
  withAttribute,
} from "@/components/areas/realm-settings/user-profile/attribute/attributeForm";
import { fromValidatorFormValues } from "@/components/areas/realm-settings/user-profile/attribute/validatorConfig";
import { filterByGroup, moveAttribute } from "@/components/areas/realm-settings/user-profile/attributes/attributeOrder";
import { toGroup, toGroupValues, withGroup } from "@/components/areas/realm-settings/user-profile/group/groupForm";
import { jsonEditorSchema, jsonProblem } from "@/components/areas/realm-settings/user-profile/jsonEditor";
import { lengthRule } from "@/components/shared/user-profile/attributeRules";

const names = (attributes: UserProfileAttribute[]) => attributes.map((a) => a.name);
const list: UserProfileAttribute[] = ["username", "email", "firstName", "lastName"].map((name) => ({ name }));

describe("user profile: attribute order", () => {
  it("moves an attribute to another's place, up or down", () => {
    expect(names(moveAttribute(list, "lastName", "email"))).toEqual(["username", "lastName", "email", "firstName"]);
    expect(names(moveAttribute(list, "username", "email"))).toEqual(["email", "username", "firstName", "lastName"]);
    expect(names(moveAttribute(list, "email", "lastName"))).toEqual(["username", "firstName", "lastName", "email"]);
    expect(names(moveAttribute(list, "email", "nothing"))).toEqual(names(list));
  });

  it("moves within a filtered view without moving the hidden attributes", () => {
    const grouped = [{ name: "a", group: "g" }, { name: "b" }, { name: "c", group: "g" }];
    const visible = filterByGroup(grouped, "g");
    expect(names(visible)).toEqual(["a", "c"]);
    expect(names(moveAttribute(grouped, "c", "a"))).toEqual(["c", "a", "b"]);
    expect(names(filterByGroup(grouped, ""))).toEqual(["a", "b", "c"]);
  });
});

describe("user profile: attribute form", () => {
  const stored: UserProfileAttribute = {
    name: "phone",
    displayName: "${phone}",
    group: "contact",
    multivalued: false,
    validations: { length: { min: "3", max: "5" } },
    annotations: { inputType: "html5-tel", inputOptionLabels: { a: "A" }, inputHelperTextBefore: "Your phone" },
    permissions: { view: ["admin"], edit: ["admin", "user"] },
    required: { roles: ["user"], scopes: ["phone"] },
    selector: { scopes: ["phone"] },
  };

  it("round-trips an attribute and keeps what the form does not show", () => {
    const values = toAttributeValues(stored);
    expect(values).toMatchObject({
      requiredFor: "users",
      requiredWhen: "scopes",
      enabledWhen: "scopes",
      inputType: "html5-tel",
      annotations: [{ key: "inputHelperTextBefore", value: "Your phone" }],
      validations: [{ id: "length", config: { min: "3", max: "5" } }],
    });
    const saved = toAttribute(values, stored);
    // editing implies viewing
    expect(saved.permissions).toEqual({ view: ["admin", "user"], edit: ["admin", "user"] });
    expect(saved.annotations).toEqual(stored.annotations);
    expect(saved.required).toEqual(stored.required);
    expect(saved.selector).toEqual(stored.selector);
    expect(saved.validations).toEqual(stored.validations);
  });

  it("drops what is switched off: not required, enabled always, no group", () => {
    const values = { ...toAttributeValues(stored), required: false, enabledWhen: "always" as const, group: "" };
    const saved = toAttribute(values, stored);
    expect(saved.required).toBeUndefined();
    expect(saved.selector).toBeUndefined();
    expect(saved.group).toBeUndefined();
  });

  it("adds a new attribute at the end and replaces an edited one in place", () => {
    const config = { attributes: list, groups: [] };
    expect(names(withAttribute(config, { name: "x" }, undefined).attributes!)).toEqual([...names(list), "x"]);
    const edited = withAttribute(config, { name: "email", displayName: "E" }, "email").attributes!;
    expect(edited[1]).toEqual({ name: "email", displayName: "E" });
  });

  it("checks the name: required, Keycloak's characters, not taken", () => {
    const schema = attributeSchema({ required: "req", pattern: "pat", taken: "taken" }, ["email"]);
    const message = (name: string) => {
      const result = schema.safeParse({ name });
      return result.success ? undefined : result.error.issues[0].message;
    };
    expect(message("")).toBe("req");
    expect(message("shoe size")).toBe("pat");
    expect(message("email")).toBe("taken");
    expect(message("shoe.size-2_b")).toBeUndefined();
  });

  it("puts the server's messages on the field they name", () => {
    expect(serverErrorField("[Attribute configuration already exists with 'name':'x']", "x")).toBe("name");
    expect(serverErrorField("[Attribute 'x' references unknown group 'g']", "x")).toBe("group");
    expect(serverErrorField("[Validator 'foo' defined for attribute 'x' doesn't exist]", "x")).toBe("validations");
    expect(
      serverErrorField("['required.scopes' configuration for attribute 'x' contains unsupported scope 's']", "x"),
    ).toBe("requiredScopes");
    expect(serverErrorField("[The attribute 'email' can not be removed]", "x")).toBeUndefined();
  });

  it("stores a validator's config as Keycloak does: single values, lists for multivalued settings", () => {
    const properties = [
      { name: "min", type: "String" },
      { name: "max", type: "String" },
      { name: "options", type: "MultivaluedString" },
    ];
    expect(fromValidatorFormValues(properties, { min: "3", max: "", options: ["a", "b"] })).toEqual({
      min: "3",
      options: ["a", "b"],
    });
  });
});

describe("user profile: groups and JSON", () => {
  it("round-trips a group and keeps annotations that are not text", () => {
    const stored = { name: "g", displayHeader: "G", annotations: { a: "1", nested: { x: 1 } } };
    const saved = toGroup({ ...toGroupValues(stored), displayDescription: "D" }, stored);
    expect(saved).toEqual({ name: "g", displayHeader: "G", displayDescription: "D", annotations: stored.annotations });
    const config = { attributes: [], groups: [stored] };
    expect(withGroup(config, { name: "h" }, undefined).groups!.map((g) => g.name)).toEqual(["g", "h"]);
    expect(withGroup(config, { name: "g", displayHeader: "H" }, "g").groups).toEqual([
      { name: "g", displayHeader: "H" },
    ]);
  });

  it("refuses text that is not a JSON object", () => {
    expect(jsonProblem("{}")).toBeUndefined();
    expect(jsonProblem("[]")).toEqual({ kind: "notObject" });
    expect(jsonProblem("{")).toMatchObject({ kind: "syntax" });
    const schema = jsonEditorSchema({ syntax: (reason) => `bad: ${reason}`, notObject: "object!" });
    expect(schema.safeParse({ json: "1" }).error?.issues[0].message).toBe("object!");
    expect(schema.safeParse({ json: "{x" }).error?.issues[0].message).toMatch(/^bad: /);
    expect(schema.safeParse({ json: '{"attributes":[]}' }).success).toBe(true);
  });
});

describe("user profile: length validator on the users' forms", () => {
  const t = (key: string, values: Record<string, string | number>) => `${key}:${values[0]}:${values[1]}:${values[2]}`;

  it("refuses values out of the validator's range and accepts those within", () => {
    const rule = lengthRule({ name: "nick", validators: { length: { min: "3", max: 5 } } }, "Nick", t)!;
    expect(rule("sevenxx")).toBe("error-invalid-length:Nick:3:5");
    expect(rule("ab")).toBe("error-invalid-length:Nick:3:5");
    expect(rule("four")).toBe(true);
    expect(rule("")).toBe(true);
    // trimmed unless the validator says not to
    expect(rule("  ab  ")).toBe("error-invalid-length:Nick:3:5");
  });

  it("uses the one-sided messages and is absent without a length validator", () => {
    expect(lengthRule({ validators: { length: { max: 2 } } }, "N", t)!("abc")).toBe(
      "error-invalid-length-too-long:N::2",
    );
    expect(lengthRule({ validators: { length: { min: 2 } } }, "N", t)!("a")).toBe(
      "error-invalid-length-too-short:N:2:",
    );
    expect(lengthRule({ validators: { email: {} } }, "N", t)).toBeUndefined();
  });
});
