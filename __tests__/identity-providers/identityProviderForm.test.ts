import {
  fromIdentityProviderFormValues,
  identityProviderSchema,
  newProviderDefaults,
  requiredConfigKeys,
  toIdentityProviderFormValues,
} from "@/components/areas/identity-providers/form/identityProviderForm";
import {
  fromIdentityProviderMapperFormValues,
  mapperTypeProperties,
  toIdentityProviderMapperFormValues,
} from "@/components/areas/identity-providers/mappers/identityProviderMapperForm";

const schema = identityProviderSchema({ required: "required", noSpaces: "no spaces" });

describe("identity provider form values", () => {
  it("starts a SAML provider with this realm as its entity id and Keycloak's defaults", () => {
    const provider = newProviderDefaults("saml", "https://sso.example/realms/acme");
    expect(provider).toMatchObject({ alias: "saml", providerId: "saml", enabled: true });
    expect(provider.config).toMatchObject({
      entityId: "https://sso.example/realms/acme",
      principalType: "SUBJECT",
      syncMode: "LEGACY",
    });
  });

  it("starts an OIDC provider sending the secret as post and validating signatures with the JWKS URL", () => {
    expect(newProviderDefaults("keycloak-oidc", "").config).toMatchObject({
      clientAuthMethod: "client_secret_post",
      validateSignature: "true",
      useJwksUrl: "true",
    });
  });

  it("round-trips a stored provider, dropping emptied config values and an empty post login flow", () => {
    const stored = {
      alias: "corp",
      providerId: "oidc",
      internalId: "1",
      trustEmail: true,
      config: { clientId: "c", clientSecret: "**********", prompt: "login" },
    };
    const values = toIdentityProviderFormValues(stored);
    expect(values.firstBrokerLoginFlowAlias).toBe("first broker login");
    values.config.prompt = "";
    values.displayName = "Corp";
    const saved = fromIdentityProviderFormValues(stored, values);
    expect(saved.config).toEqual({ clientId: "c", clientSecret: "**********" });
    expect(saved).toMatchObject({ internalId: "1", displayName: "Corp", trustEmail: true });
    expect(saved.postBrokerLoginFlowAlias).toBeUndefined();
  });

  it("reads a provider stored without a sync mode as Keycloak does, LEGACY, and saves it still without", () => {
    const bare = { alias: "corp", providerId: "oidc" };
    const values = toIdentityProviderFormValues(bare);
    expect(values.config.syncMode).toBe("LEGACY");
    expect(fromIdentityProviderFormValues(bare, values).config).not.toHaveProperty("syncMode");
    values.config.syncMode = "FORCE";
    expect(fromIdentityProviderFormValues(bare, values).config).toEqual({ syncMode: "FORCE" });
  });

  it("requires an alias without whitespace", () => {
    expect(schema.safeParse({ alias: " " }).success).toBe(false);
    expect(schema.safeParse({ alias: "my idp" }).error?.issues[0]?.message).toBe("no spaces");
    expect(schema.safeParse({ alias: "my-idp", config: { a: "b" } }).success).toBe(true);
  });

  it("requires an OpenID Connect provider's endpoints and client, typed or imported", () => {
    const oidc = identityProviderSchema({ required: "required", noSpaces: "no spaces" }, requiredConfigKeys("oidc"));
    const refused = oidc.safeParse({ alias: "kc", config: { clientId: "broker", tokenUrl: " " } });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["config.authorizationUrl", "required"],
      ["config.tokenUrl", "required"],
    ]);
    const endpoints = { authorizationUrl: "https://idp/auth", tokenUrl: "https://idp/token" };
    expect(oidc.safeParse({ alias: "kc", config: { clientId: "broker", ...endpoints } }).success).toBe(true);
    expect(requiredConfigKeys("keycloak-oidc")).toEqual(requiredConfigKeys("oidc"));
    expect(requiredConfigKeys("saml")).toEqual(["entityId", "singleSignOnServiceUrl"]);
    expect(requiredConfigKeys("github")).toEqual(["clientId"]);
  });
});

describe("identity provider mapper form values", () => {
  const type = {
    id: "oidc-hardcoded-role-idp-mapper",
    name: "Hardcoded Role",
    properties: [
      { name: "syncMode", type: "List", options: ["INHERIT", "IMPORT"] },
      { name: "role", label: "Role", type: "Role" },
    ],
  };

  it("renders the sync mode override once, outside the type's own properties", () => {
    expect(mapperTypeProperties(type).map((property) => property.name)).toEqual(["role"]);
  });

  it("keeps the stored name and puts the sync mode override into the config", () => {
    const stored = { id: "m1", name: "staff", config: { role: "manager", syncMode: "FORCE" } };
    const values = toIdentityProviderMapperFormValues(type, stored);
    expect(values).toMatchObject({ name: "staff", syncMode: "FORCE" });
    values.syncMode = "IMPORT";
    values.name = "renamed";
    expect(fromIdentityProviderMapperFormValues(type, "corp", values, stored)).toEqual({
      id: "m1",
      name: "staff",
      identityProviderAlias: "corp",
      identityProviderMapper: "oidc-hardcoded-role-idp-mapper",
      config: { role: "manager", syncMode: "IMPORT" },
    });
  });

  it("starts a new mapper inheriting the provider's sync mode", () => {
    expect(toIdentityProviderMapperFormValues(type, undefined)).toMatchObject({ name: "", syncMode: "INHERIT" });
  });
});
