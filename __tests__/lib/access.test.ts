import { hasAccess, hasNavAccess, missingPermissions, permissionsIn, requiredPermissions } from "@/lib/access";
import type WhoAmIRepresentation from "@keycloak/keycloak-admin-client/lib/defs/whoAmIRepresentation.js";

describe("access rules", () => {
  it("lets anyone through an undefined rule", () => {
    expect(hasAccess(undefined, [])).toBe(true);
    expect(missingPermissions(undefined, [])).toEqual([]);
  });

  it("needs one of an `any` list", () => {
    const rule = { any: ["view-realm", "view-users"] };
    expect(hasAccess(rule, ["view-users"])).toBe(true);
    expect(hasAccess(rule, ["query-users"])).toBe(false);
    expect(missingPermissions(rule, ["query-users"])).toEqual(["view-realm", "view-users"]);
  });

  it("needs every one of an `all` list", () => {
    const rule = { all: ["view-realm", "manage-realm"] };
    expect(hasAccess(rule, ["view-realm", "manage-realm", "x"])).toBe(true);
    expect(hasAccess(rule, ["view-realm"])).toBe(false);
    expect(missingPermissions(rule, ["view-realm"])).toEqual(["manage-realm"]);
  });

  it("combines all-of and any-of", () => {
    const rule = { all: ["view-realm"], any: ["manage-clients", "manage-authorization"] };
    expect(hasAccess(rule, ["view-realm", "manage-authorization"])).toBe(true);
    expect(hasAccess(rule, ["view-realm"])).toBe(false);
    expect(hasAccess(rule, ["manage-clients"])).toBe(false);
    expect(missingPermissions(rule, ["manage-clients"])).toEqual(["view-realm"]);
    expect(missingPermissions(rule, [])).toEqual(["view-realm", "manage-clients", "manage-authorization"]);
    expect(requiredPermissions(rule)).toEqual(["view-realm", "manage-clients", "manage-authorization"]);
  });

  it("treats every list as any-of for navigation", () => {
    const rule = { all: ["view-realm", "manage-realm"] };
    expect(hasNavAccess(rule, ["manage-realm"])).toBe(true);
    expect(hasNavAccess(rule, [])).toBe(false);
    expect(hasNavAccess(undefined, [])).toBe(true);
  });

  it("reads the permissions of the realm asked for, none when the realm is missing", () => {
    const whoAmI = {
      realm: "master",
      realm_access: { master: ["view-realm"], acme: ["query-users"] },
    } as unknown as WhoAmIRepresentation;
    expect(permissionsIn(whoAmI, "acme")).toEqual(["query-users"]);
    expect(permissionsIn(whoAmI, "other")).toEqual([]);
    expect(permissionsIn(undefined, "acme")).toEqual([]);
  });
});
