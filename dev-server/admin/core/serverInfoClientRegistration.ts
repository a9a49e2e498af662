// The client registration policy providers of Keycloak 26, with their ids, help texts and configuration properties
// (label and help-text keys as the server sends them). GET /admin/serverinfo lists them without a realm;
// GET /admin/realms/{realm}/client-registration-policy/providers fills the client scope choices with the realm's.
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import { property, booleanProperty } from "./mapperConfigProperties.js";
import { OIDC_MAPPER_TYPES } from "./serverInfoOidcMappers.js";
import { SAML_MAPPER_TYPES } from "./serverInfoSamlMappers.js";

const MAPPER_TYPE_IDS = [...OIDC_MAPPER_TYPES, ...SAML_MAPPER_TYPES].flatMap((type) => type.id ?? []);

const policyType = (
  id: string,
  helpText: string,
  properties: ComponentTypeRepresentation["properties"] = [],
): ComponentTypeRepresentation => ({ id, helpText, properties, clientProperties: [], metadata: {} });

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
        booleanProperty("allow-default-scopes", "allow-default-scopes.label", "allow-default-scopes.tooltip", "true"),
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
          {
            type: "MultivaluedList",
            options: MAPPER_TYPE_IDS,
            defaultValue: MAPPER_TYPE_IDS.join("##"),
          },
        ),
        booleanProperty(
          "consent-required-for-all-mappers",
          "consent-required-for-all-mappers.label",
          "consent-required-for-all-mappers.tooltip",
          "true",
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
