import {
  managementClientId,
  scopeDescriptionKey,
  scopePermissionRows,
} from "@/lib/authorization/managementPermissions";
import { permissionAccess } from "@/lib/authorization/permissionAccess";

describe("fine-grained admin permissions in the console", () => {
  it("lists a reference's scope permissions by scope name", () => {
    const rows = scopePermissionRows({
      enabled: true,
      scopePermissions: { view: "p1", manage: "p2", "manage-members": "p3" },
    });
    expect(rows).toEqual([
      { scope: "manage", id: "p2" },
      { scope: "manage-members", id: "p3" },
      { scope: "view", id: "p1" },
    ]);
    expect(scopePermissionRows({ enabled: false })).toEqual([]);
  });

  it("asks for the rights Keycloak's endpoints check: realm roles by the realm, client roles by the clients", () => {
    expect(permissionAccess({ kind: "users" })).toEqual({
      view: { any: ["view-realm", "manage-realm"] },
      manage: { any: ["manage-realm"] },
    });
    expect(permissionAccess({ kind: "groups", id: "g" }).manage).toEqual({ any: ["manage-users"] });
    expect(permissionAccess({ kind: "roles", id: "r", clientRole: false }).manage).toEqual({ any: ["manage-realm"] });
    expect(permissionAccess({ kind: "roles", id: "r", clientRole: true }).manage).toEqual({ any: ["manage-clients"] });
    expect(permissionAccess({ kind: "identityProviders", alias: "a" }).view).toEqual({
      any: ["view-identity-providers", "manage-identity-providers"],
    });
  });

  it("names the management client and the scope descriptions as Keycloak does", () => {
    expect(managementClientId("master")).toBe("master-realm");
    expect(managementClientId("acme")).toBe("realm-management");
    expect(scopeDescriptionKey({ kind: "clients", id: "c" }, "map-roles")).toBe(
      "scopePermissions.clients.map-roles-description",
    );
  });
});
