import {
  fieldKey,
  fromAdvancedValues,
  secondsError,
  timeoutError,
  toAdvancedValues,
  type AdvancedField,
} from "@/components/areas/clients/details/advanced/advancedFields";
import { advancedSections } from "@/components/areas/clients/details/advanced/advancedSections";
import {
  fromCredentialsValues,
  toCredentialsValues,
} from "@/components/areas/clients/details/credentials/credentialsForm";

const FIELDS: AdvancedField[] = [
  { kind: "seconds", attr: "access.token.lifespan", labelKey: "accessTokenLifespan" },
  { kind: "switch", attr: "use.refresh.tokens", labelKey: "useRefreshTokens", defaultOn: true },
  { kind: "acr", attr: "acr.loa.map", labelKey: "acrToLoAMapping" },
  { kind: "flow", binding: "browser", labelKey: "browserFlow" },
  { kind: "timeout", labelKey: "nodeReRegistrationTimeout" },
];

describe("the Advanced tab's values", () => {
  it("keeps dots out of form field names", () => {
    expect(FIELDS.map(fieldKey)).toEqual([
      "access_token_lifespan",
      "use_refresh_tokens",
      "acr_loa_map",
      "flow_browser",
      "nodeReRegistrationTimeout",
    ]);
  });

  it("reads attributes, Keycloak's switch defaults, the ACR map, flow overrides and the timeout", () => {
    const values = toAdvancedValues(FIELDS, {
      attributes: { "access.token.lifespan": "300", "acr.loa.map": '{"gold":2,"silver":"1"}' },
      authenticationFlowBindingOverrides: { browser: "flow-1" },
      nodeReRegistrationTimeout: -1,
    });
    expect(values).toEqual({
      access_token_lifespan: "300",
      use_refresh_tokens: true,
      acr_loa_map: [
        { key: "gold", value: "2" },
        { key: "silver", value: "1" },
      ],
      flow_browser: "flow-1",
      nodeReRegistrationTimeout: "-1",
    });
    expect(
      toAdvancedValues(FIELDS, { attributes: { "acr.loa.map": "not json", "use.refresh.tokens": "false" } }),
    ).toMatchObject({ acr_loa_map: [], use_refresh_tokens: false });
  });

  it("writes only the given section's fields and keeps everything else", () => {
    const client = {
      clientId: "app",
      attributes: { "access.token.lifespan": "300", other: "kept" },
      authenticationFlowBindingOverrides: { browser: "flow-1", direct_grant: "flow-2" },
      nodeReRegistrationTimeout: 60,
    };
    const values = {
      ...toAdvancedValues(FIELDS, client),
      access_token_lifespan: "600",
      flow_browser: "",
      acr_loa_map: [{ key: "gold", value: "2" }],
    };
    const saved = fromAdvancedValues(FIELDS.slice(0, 4), values, client);
    expect(saved.attributes).toEqual({
      "access.token.lifespan": "600",
      "use.refresh.tokens": "true",
      "acr.loa.map": '{"gold":"2"}',
      other: "kept",
    });
    expect(saved.authenticationFlowBindingOverrides).toEqual({ direct_grant: "flow-2" });
    expect(saved.nodeReRegistrationTimeout).toBe(60);
    expect(client.attributes["access.token.lifespan"]).toBe("300");
  });

  it("accepts whole seconds or nothing", () => {
    expect(secondsError("")).toBe(false);
    expect(secondsError("3600")).toBe(false);
    expect(secondsError("1.5")).toBe(true);
    expect(secondsError("-3")).toBe(true);
    expect(secondsError("ten")).toBe(true);
    expect(timeoutError("-1")).toBe(false);
    expect(timeoutError("60")).toBe(false);
    expect(timeoutError("-2")).toBe(true);
  });

  it("gives SAML clients only the sections that apply to them", () => {
    expect(advancedSections("saml").map((section) => section.id)).toEqual([
      "registeredClusterNodes",
      "advancedSettings",
      "authenticationOverrides",
    ]);
    const samlFields = advancedSections("saml").flatMap((section) => section.fields);
    expect(samlFields.some((field) => field.kind === "flow" && field.binding === "direct_grant")).toBe(false);
    expect(advancedSections("openid-connect").map((section) => section.id)).toContain(
      "openIdConnectCompatibilityModes",
    );
  });
});

describe("the Credentials tab's values", () => {
  it("defaults to client-secret and keeps other authenticators' attributes when saving", () => {
    const client = {
      attributes: { "x509.subjectdn": "CN=old", "token.endpoint.auth.signing.alg": "ES256" },
    };
    const values = toCredentialsValues(client);
    expect(values).toEqual({
      clientAuthenticatorType: "client-secret",
      signingAlg: "ES256",
      allowRegex: true,
      subjectDn: "CN=old",
    });
    const jwt = fromCredentialsValues(
      { ...values, clientAuthenticatorType: "client-jwt", signingAlg: "RS256" },
      client,
    );
    expect(jwt.clientAuthenticatorType).toBe("client-jwt");
    expect(jwt.attributes).toEqual({ "x509.subjectdn": "CN=old", "token.endpoint.auth.signing.alg": "RS256" });
    const x509 = fromCredentialsValues(
      { ...values, clientAuthenticatorType: "client-x509", allowRegex: false, subjectDn: "CN=app" },
      client,
    );
    expect(x509.attributes).toMatchObject({
      "x509.allow.regex.pattern.comparison": "false",
      "x509.subjectdn": "CN=app",
    });
  });
});
