import {
  isDefaultRole,
  toAttributesValues,
  toDetailsValues,
  withAttributes,
  withDetails,
} from "@/components/shared/role-details/roleForms";
import { isRoleTab } from "@/components/areas/realm-roles/details/roleTabs";

const role = {
  id: "r1",
  name: "auditor",
  description: "Audits",
  composite: false,
  attributes: { tier: ["one", "two"], team: ["ops"] },
};

describe("role forms", () => {
  it("edits the description and keeps the rest of the role for the PUT", () => {
    expect(toDetailsValues(role)).toEqual({ name: "auditor", description: "Audits" });
    expect(withDetails(role, { name: "ignored", description: "Reads everything" })).toEqual({
      ...role,
      description: "Reads everything",
    });
  });

  it("shows each attribute value as a row and gathers repeated keys back into one list", () => {
    const values = toAttributesValues(role);
    expect(values.attributes).toEqual([
      { key: "tier", value: "one" },
      { key: "tier", value: "two" },
      { key: "team", value: "ops" },
    ]);
    expect(
      withAttributes(role, { attributes: [...values.attributes, { key: "", value: "dropped" }] }).attributes,
    ).toEqual(role.attributes);
    expect(withAttributes(role, { attributes: [] }).attributes).toEqual({});
  });

  it("knows the default role by the realm's defaultRole, or by Keycloak's name when that is unreadable", () => {
    expect(isDefaultRole({ id: "d1", name: "anything" }, "acme", "d1")).toBe(true);
    expect(isDefaultRole({ id: "x", name: "default-roles-acme" }, "acme", "d1")).toBe(false);
    expect(isDefaultRole({ id: "x", name: "default-roles-acme" }, "ACME", undefined)).toBe(true);
    expect(isDefaultRole({ id: "x", name: "default-roles-acme", clientRole: true }, "acme", undefined)).toBe(false);
  });

  it("accepts only the role details tabs", () => {
    expect(["details", "associated-roles", "attributes", "users-in-role"].every(isRoleTab)).toBe(true);
    expect(isRoleTab("keys")).toBe(false);
  });
});
