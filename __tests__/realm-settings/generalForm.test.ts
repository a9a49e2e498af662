import { toGeneralValues, toRealm } from "@/components/areas/realm-settings/generalForm";

const REALM = { id: "r1", realm: "acme", sslRequired: "external", attributes: { frontendUrl: "", other: "kept" } };

describe("general form values", () => {
  it("reads the ACR to LoA mapping from its JSON attribute and the policy from the user profile", () => {
    const values = toGeneralValues(
      { ...REALM, adminPermissionsEnabled: true, attributes: { "acr.loa.map": '{"gold":"2","silver":1}' } },
      "ADMIN_VIEW",
    );
    expect(values.acrLoaMap).toEqual([
      { key: "gold", value: "2" },
      { key: "silver", value: "1" },
    ]);
    expect(values.adminPermissionsEnabled).toBe(true);
    expect(values.unmanagedAttributePolicy).toBe("ADMIN_VIEW");
  });

  it("starts an unreadable mapping empty and an unknown or missing policy as disabled", () => {
    const values = toGeneralValues({ ...REALM, attributes: { "acr.loa.map": "gold=2" } }, "SOMETIMES");
    expect(values.acrLoaMap).toEqual([]);
    expect(values.unmanagedAttributePolicy).toBe("DISABLED");
    expect(toGeneralValues(REALM).unmanagedAttributePolicy).toBe("DISABLED");
  });

  it("stores the mapping as Keycloak's console does, trimmed and without rows lacking a key", () => {
    const values = {
      ...toGeneralValues(REALM),
      acrLoaMap: [
        { key: " gold ", value: " 2 " },
        { key: "", value: "9" },
      ],
    };
    const saved = toRealm(REALM, values);
    expect(saved.attributes).toEqual({ frontendUrl: "", other: "kept", "acr.loa.map": '{"gold":"2"}' });
  });

  it("leaves a realm without mapping or admin-permission changes as it was", () => {
    const saved = toRealm(REALM, toGeneralValues(REALM));
    expect(saved).toEqual({
      ...REALM,
      displayName: "",
      displayNameHtml: "",
      userManagedAccessAllowed: false,
      organizationsEnabled: false,
    });
  });

  it("empties a mapping the realm had when every row is removed, and sends a changed admin-permissions flag", () => {
    const realm = { ...REALM, attributes: { "acr.loa.map": '{"gold":"2"}' } };
    const saved = toRealm(realm, { ...toGeneralValues(realm), acrLoaMap: [], adminPermissionsEnabled: true });
    expect(saved.attributes?.["acr.loa.map"]).toBe("{}");
    expect(saved.adminPermissionsEnabled).toBe(true);
  });
});
