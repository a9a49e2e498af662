import {
  linkIdentityProviderSchema,
  toLinkValues,
  toProviderLink,
} from "@/components/areas/organizations/details/linkIdentityProviderForm";
import { membershipTypeLabel } from "@/components/areas/organizations/details/membershipTypeLabels";

describe("link identity provider form", () => {
  it("starts a new link hidden on the login page, with no domain and no redirect", () => {
    expect(toLinkValues(undefined)).toEqual({
      alias: "",
      domain: "",
      hideOnLogin: true,
      redirectWhenEmailMatches: false,
    });
  });

  it("reads a linked provider's domain and flags from its config", () => {
    expect(
      toLinkValues({
        alias: "corp",
        hideOnLogin: false,
        config: { "kc.org.domain": "acme.eu", "kc.org.broker.redirect.mode.email-matches": "true", clientId: "x" },
      }),
    ).toEqual({ alias: "corp", domain: "acme.eu", hideOnLogin: false, redirectWhenEmailMatches: true });
  });

  it("saves the domain and the redirect flag as the config strings Keycloak reads", () => {
    expect(
      toProviderLink({ alias: "corp", domain: "acme.eu", hideOnLogin: true, redirectWhenEmailMatches: false }, false),
    ).toEqual({
      alias: "corp",
      hideOnLogin: true,
      linked: false,
      config: { "kc.org.domain": "acme.eu", "kc.org.broker.redirect.mode.email-matches": "false" },
    });
  });

  it("requires a provider", () => {
    const schema = linkIdentityProviderSchema("required");
    const result = schema.safeParse({ alias: "", domain: "", hideOnLogin: true, redirectWhenEmailMatches: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["alias", "required"]]);
  });
});

describe("membership type label", () => {
  const t = (key: string) => `<${key}>`;
  it("names Keycloak's types, shows an unknown one as sent and a missing one as a dash", () => {
    expect(membershipTypeLabel(t, "MANAGED")).toBe("<managed>");
    expect(membershipTypeLabel(t, "UNMANAGED")).toBe("<unmanaged>");
    expect(membershipTypeLabel(t, "GUEST")).toBe("GUEST");
    expect(membershipTypeLabel(t, undefined)).toBe("—");
  });
});
