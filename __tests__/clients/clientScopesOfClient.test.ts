import type { AssignedClientScope } from "@/lib/queries/clients";
import { assignClientScopes, effectiveScope, scopeParameter } from "@/lib/queries/clients";

const REALM_SCOPES = [
  { id: "s-profile", name: "profile", protocol: "openid-connect", description: "OpenID profile" },
  { id: "s-email", name: "email", protocol: "openid-connect" },
  { id: "s-phone", name: "phone", protocol: "openid-connect" },
  { id: "s-address", name: "address" },
  { id: "s-acr", name: "acr", protocol: "openid-connect", attributes: { "include.in.token.scope": "false" } },
  { id: "s-saml", name: "role_list", protocol: "saml" },
];

describe("a client's client scopes", () => {
  it("joins the client's lists with the realm's scopes and offers the unassigned ones of its protocol", () => {
    const { assigned, available } = assignClientScopes(
      [
        { id: "s-profile", name: "profile" },
        { id: "s-acr", name: "acr" },
      ],
      [{ id: "s-phone", name: "phone" }],
      REALM_SCOPES,
      "openid-connect",
    );
    expect(assigned.map(({ name, type }) => [name, type])).toEqual([
      ["acr", "default"],
      ["phone", "optional"],
      ["profile", "default"],
    ]);
    expect(assigned.find(({ name }) => name === "profile")?.description).toBe("OpenID profile");
    // a scope without a protocol is OpenID Connect's, as Keycloak reads it; SAML scopes are not offered
    expect(available.map(({ name }) => name)).toEqual(["address", "email"]);
  });

  it("offers a SAML client only SAML scopes", () => {
    const { available } = assignClientScopes([], [], REALM_SCOPES, "saml");
    expect(available.map(({ name }) => name)).toEqual(["role_list"]);
  });
});

describe("evaluating a client's scopes", () => {
  const assigned: AssignedClientScope[] = [
    { id: "s-profile", name: "profile", type: "default" },
    { id: "s-acr", name: "acr", type: "default", attributes: { "include.in.token.scope": "false" } },
    { id: "s-phone", name: "phone", type: "optional" },
    { id: "s-address", name: "address", type: "optional" },
  ];

  it("sends openid and the chosen optional scopes as the scope parameter", () => {
    expect(scopeParameter([])).toBe("openid");
    expect(scopeParameter(["phone", "address"])).toBe("openid phone address");
  });

  it("shows the default scopes that go into the token, then the chosen optional ones", () => {
    expect(effectiveScope(assigned, [])).toBe("openid profile");
    expect(effectiveScope(assigned, ["address"])).toBe("openid profile address");
    // a name that is no optional scope of the client adds nothing
    expect(effectiveScope(assigned, ["email"])).toBe("openid profile");
  });
});
