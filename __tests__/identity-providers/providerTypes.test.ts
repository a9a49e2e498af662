import {
  KEYCLOAK_PROVIDER_TYPES,
  providerTypeLabel,
  providerTypes,
} from "@/components/areas/identity-providers/providerTypes";

describe("providerTypes", () => {
  it("reads user-defined and social kinds from server info, social ones by name", () => {
    const types = providerTypes({
      identityProviders: [
        { id: "oidc", name: "OpenID Connect v1.0" },
        { id: "saml", name: "SAML v2.0" },
      ],
      socialProviders: [
        { id: "google", name: "Google" },
        { id: "github", name: "GitHub" },
      ],
    });
    expect(types.userDefined.map((type) => type.id)).toEqual(["oidc", "saml"]);
    expect(types.social.map((type) => type.name)).toEqual(["GitHub", "Google"]);
  });

  it("offers a social kind Keycloak 26.7 also lists among its identity providers once, as social", () => {
    const types = providerTypes({
      identityProviders: [
        { id: "oauth2", name: "OAuth 2.0", groupName: "User-defined" },
        { id: "github", name: "GitHub", groupName: "Social" },
        { id: "google", name: "Google" },
      ],
      socialProviders: [
        { id: "google", name: "Google", groupName: "Social" },
        { id: "github", name: "GitHub", groupName: "Social" },
      ],
    });
    expect(types.userDefined.map((type) => type.id)).toEqual(["oauth2"]);
    expect(types.social.map((type) => type.id)).toEqual(["github", "google"]);
  });

  it("falls back to Keycloak's kinds when server info names none", () => {
    expect(providerTypes({})).toBe(KEYCLOAK_PROVIDER_TYPES);
  });
});

describe("providerTypeLabel", () => {
  const types = providerTypes({ identityProviders: [{ id: "custom-oidc", name: "Custom OIDC" }] });

  it("uses the server's name for a kind it lists", () => {
    expect(providerTypeLabel("custom-oidc", types)).toBe("Custom OIDC");
  });

  it("knows Keycloak's kinds even when the server does not list them", () => {
    expect(providerTypeLabel("oidc", types)).toBe("OpenID Connect v1.0");
    expect(providerTypeLabel("keycloak-oidc", types)).toBe("Keycloak OpenID Connect");
    expect(providerTypeLabel("saml", types)).toBe("SAML v2.0");
    expect(providerTypeLabel("github", types)).toBe("GitHub");
  });

  it("capitalises an unknown id, and reads nothing for none", () => {
    expect(providerTypeLabel("acme-broker", types)).toBe("Acme-broker");
    expect(providerTypeLabel(undefined, types)).toBe("");
  });
});
