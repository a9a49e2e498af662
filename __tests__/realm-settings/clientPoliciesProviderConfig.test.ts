import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import {
  fromProviderFormValues,
  providerSchema,
  toProviderFormValues,
} from "@/components/areas/realm-settings/client-policies/provider/providerConfig";

const property = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  label: name,
  helpText: name,
  type,
  ...extra,
});

const PROVIDERS = [
  {
    id: "secure-client-authenticator",
    properties: [
      property("allowed-client-authenticators", "MultivaluedList", { options: ["client-jwt", "client-x509"] }),
      property("default-client-authenticator", "List", { defaultValue: "client-jwt", options: ["client-jwt"] }),
    ],
  },
  { id: "pkce-enforcer", properties: [property("auto-configure", "boolean", { defaultValue: "false" })] },
  { id: "secure-request-object", properties: [property("available-period", "String", { required: true })] },
] as unknown as ComponentTypeRepresentation[];

const messages = { required: "Required field", tooSmall: (min: number) => `at least ${min}` };

describe("client policy provider configuration", () => {
  it("starts a new provider at its declared defaults", () => {
    expect(toProviderFormValues(PROVIDERS, "pkce-enforcer", undefined)).toEqual({
      type: "pkce-enforcer",
      config: { "auto-configure": false },
    });
  });

  it("stores switches as booleans, multivalued settings as lists and the rest as text, as Keycloak's JSON does", () => {
    const stored = {
      "allowed-client-authenticators": ["client-jwt", "client-x509"],
      "default-client-authenticator": "client-jwt",
    };
    const values = toProviderFormValues(PROVIDERS, "secure-client-authenticator", stored);
    expect(fromProviderFormValues(PROVIDERS, values)).toEqual(stored);

    const pkce = toProviderFormValues(PROVIDERS, "pkce-enforcer", { "auto-configure": true });
    expect(pkce.config["auto-configure"]).toBe(true);
    expect(fromProviderFormValues(PROVIDERS, pkce)).toEqual({ "auto-configure": true });
    expect(fromProviderFormValues(PROVIDERS, { ...pkce, config: { "auto-configure": false } })).toEqual({
      "auto-configure": false,
    });
  });

  it("keeps settings no property describes", () => {
    const values = toProviderFormValues(PROVIDERS, "pkce-enforcer", { "auto-configure": true, extra: ["kept"] });
    expect(fromProviderFormValues(PROVIDERS, values)).toEqual({ "auto-configure": true, extra: ["kept"] });
  });

  it("requires a type and the chosen type's required settings", () => {
    const schema = providerSchema(PROVIDERS, messages);
    const noType = schema.safeParse({ type: "", config: {} });
    expect(noType.success).toBe(false);
    expect(noType.error?.issues.map((issue) => issue.path.join("."))).toContain("type");

    const missing = schema.safeParse({ type: "secure-request-object", config: { "available-period": "" } });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: ["config", "available-period"], message: "Required field" }),
    ]);
    expect(schema.safeParse({ type: "secure-request-object", config: { "available-period": "60" } }).success).toBe(
      true,
    );
  });
});
