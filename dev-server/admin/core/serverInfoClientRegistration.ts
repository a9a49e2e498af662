// The client registration policy providers of Keycloak 26, with their ids, help texts and configuration properties
// (label and help-text keys as the server sends them). GET /admin/serverinfo lists them without a realm;
// GET /admin/realms/{realm}/client-registration-policy/providers fills the client scope choices with the realm's.
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import { property, booleanProperty } from "./mapperConfigProperties.js";

/** every protocol mapper provider of a Keycloak 26.7 server, which the allowed-protocol-mappers policy offers */
const KEYCLOAK_MAPPER_TYPE_IDS = [
  "docker-v2-allow-all-mapper",
  "oidc-acr-mapper",
  "oidc-address-mapper",
  "oidc-allowed-origins-mapper",
  "oidc-amr-mapper",
  "oidc-audience-mapper",
  "oidc-audience-resolve-mapper",
  "oidc-claims-param-token-mapper",
  "oidc-claims-param-value-idtoken-mapper",
  "oidc-full-name-mapper",
  "oidc-group-membership-mapper",
  "oidc-hardcoded-claim-mapper",
  "oidc-hardcoded-role-mapper",
  "oidc-nonce-backwards-compatible-mapper",
  "oidc-organization-group-membership-mapper",
  "oidc-organization-membership-mapper",
  "oidc-role-name-mapper",
  "oidc-session-state-mapper",
  "oidc-sha256-pairwise-sub-mapper",
  "oidc-sub-mapper",
  "oidc-usermodel-attribute-mapper",
  "oidc-usermodel-client-role-mapper",
  "oidc-usermodel-property-mapper",
  "oidc-usermodel-realm-role-mapper",
  "oidc-usersessionmodel-note-mapper",
  "saml-audience-mapper",
  "saml-audience-resolve-mapper",
  "saml-authn-context-class-ref-mapper",
  "saml-group-membership-mapper",
  "saml-hardcode-attribute-mapper",
  "saml-hardcode-role-mapper",
  "saml-organization-group-membership-mapper",
  "saml-organization-membership-mapper",
  "saml-role-list-mapper",
  "saml-role-name-mapper",
  "saml-user-attribute-mapper",
  "saml-user-attribute-nameid-mapper",
  "saml-user-property-mapper",
  "saml-user-session-note-mapper",
];

const policyType = (
  id: string,
  helpText: string,
  properties: ComponentTypeRepresentation["properties"] = [],
  // Keycloak's policy providers carry no clientProperties
): ComponentTypeRepresentation => ({ id, helpText, properties, metadata: {} }) as ComponentTypeRepresentation;

const labelled = (name: string, type: string, extra: Record<string, unknown> = {}) =>
  property(name, `${name}.label`, `${name}.tooltip`, { type, ...extra });

/** The providers, with `scopeNames` offered for the allowed client scopes (the realm's, and openid). */
export function registrationPolicyTypes(scopeNames: readonly string[]): ComponentTypeRepresentation[] {
  const scopes = scopeNames.includes("openid") ? [...scopeNames] : [...scopeNames, "openid"];
  return [
    policyType(
      "allowed-client-templates",
      "When present, it allows to specify whitelist of client scopes, which will be allowed in representation of registered (or updated) client",
      [
        labelled("allowed-client-scopes", "MultivaluedList", { options: scopes }),
        // a boolean default here, where the other policies' are strings
        property("allow-default-scopes", "allow-default-scopes.label", "allow-default-scopes.tooltip", {
          type: "boolean",
          defaultValue: true,
        }),
      ],
    ),
    policyType(
      "allowed-protocol-mappers",
      "When present, it allows to specify whitelist of protocol mapper types, which will be allowed in representation of registered (or updated) client",
      [
        property(
          "allowed-protocol-mapper-types",
          "allowed-protocol-mappers.label",
          "allowed-protocol-mappers.tooltip",
          { type: "MultivaluedList", options: KEYCLOAK_MAPPER_TYPE_IDS },
        ),
      ],
    ),
    policyType(
      "client-disabled",
      "When present, then newly registered client will be disabled and admin needs to manually enable them",
    ),
    policyType(
      "consent-required",
      "When present, then newly registered client will always have 'consentRequired' switch enabled",
    ),
    policyType(
      "max-clients",
      "When present, then it won't be allowed to register new client if count of existing clients in realm is same or bigger than configured limit",
      [labelled("max-clients", "String", { defaultValue: "200" })],
    ),
    policyType("registration-web-origins", "Allowed web origins for client registration requests", [
      property("web-origins", "registration-web-origins.label", "registration-web-origins.tooltip", {
        type: "MultivaluedString",
      }),
    ]),
    policyType("scope", "When present, then newly registered client won't have full scope allowed"),
    policyType(
      "trusted-hosts",
      "Allows to specify from which hosts is user able to register and which redirect URIs can client use in it's configuration",
      [
        labelled("trusted-hosts", "MultivaluedString"),
        booleanProperty(
          "host-sending-registration-request-must-match",
          "host-sending-registration-request-must-match.label",
          "host-sending-registration-request-must-match.tooltip",
          "true",
        ),
        booleanProperty(
          "client-uris-must-match",
          "client-uris-must-match.label",
          "client-uris-must-match.tooltip",
          "true",
        ),
      ],
    ),
  ];
}
