// The static part of GET /admin/serverinfo: what a stock Keycloak 26.7 reports about its features, providers,
// themes, mapper types and component types (trimmed to what the console reads).
import { readFileSync } from "node:fs";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { PROTOCOL_MAPPER_TYPES } from "./serverInfoMapperTypes.js";
import { BUILTIN_PROTOCOL_MAPPERS } from "./builtinProtocolMappers.js";
import { PASSWORD_POLICIES } from "./serverInfoPolicies.js";
import { COMPONENT_TYPES } from "./serverInfoComponents.js";
import { UI_PAGE_COMPONENT_TYPES } from "./serverInfoUiPages.js";
import { EVENT_TYPES } from "./serverInfoEventTypes.js";
import { features } from "./serverInfoFeatures.js";
import { IDENTITY_PROVIDER_TYPES, SOCIAL_PROVIDER_TYPES } from "./serverInfoIdentityProviders.js";
import { OPERATION_TYPES, RESOURCE_TYPES } from "../../realm/adminEventTypes.js";
import { CLIENT_POLICY_COMPONENT_TYPES } from "./serverInfoClientPolicies.js";
import { AUTHENTICATORS, CLIENT_AUTHENTICATORS, FORM_ACTIONS, FORMS } from "../../realm/authenticationProviders.js";
import { knownRequiredActions } from "../../realm/requiredActionProviders.js";
import { NOT_RUN_AT_SIGN_IN_INFO, runsAtSignIn } from "../../oidc/login/signInSteps.js";

export const SERVER_VERSION = "26.0.8-dev";

const THEMES = JSON.parse(readFileSync(new URL("./data/themes.json", import.meta.url), "utf8")) as NonNullable<
  ServerInfoRepresentation["themes"]
>;

const SIGNATURE_ALGORITHMS = {
  symmetric: ["HS256", "HS384", "HS512"],
  asymmetric: ["ES256", "ES384", "ES512", "EdDSA", "PS256", "PS384", "PS512", "RS256", "RS384", "RS512"],
};
const KEY_MANAGEMENT_ALGORITHMS = [
  "RSA-OAEP",
  "RSA-OAEP-256",
  "RSA1_5",
  "ECDH-ES",
  "ECDH-ES+A128KW",
  "ECDH-ES+A192KW",
  "ECDH-ES+A256KW",
];
const CONTENT_ENCRYPTION_ALGORITHMS = [
  "A128CBC-HS256",
  "A192CBC-HS384",
  "A256CBC-HS512",
  "A128GCM",
  "A192GCM",
  "A256GCM",
];

/** an SPI Keycloak ships (internal) with these providers, each of order 0 unless `orders` says otherwise */
const spi = (ids: string[], orders: Record<string, number> = {}) => ({
  internal: true,
  providers: Object.fromEntries(ids.map((id) => [id, { order: orders[id] ?? 0 }])),
});

/** A flow step SPI: its providers as `spi` lists them, those the flow engine does not run saying so. */
const stepSpi = (ids: string[]) => ({
  internal: true,
  providers: Object.fromEntries(
    ids.map((id) => [id, runsAtSignIn(id) ? { order: 0 } : { order: 0, operationalInfo: NOT_RUN_AT_SIGN_IN_INFO }]),
  ),
});

export const STATIC_SERVER_INFO: ServerInfoRepresentation = {
  features: features(),
  themes: THEMES,
  // the SPIs the dev server runs, as Keycloak 26.7 names and orders them (its other SPIs, JPA's, Infinispan's, the
  // caches', have nothing here to report)
  providers: {
    "login-protocol": spi(["openid-connect", "saml"], { "openid-connect": 100, saml: 90 }),
    eventsListener: spi(["jboss-logging", "email", "workflow-event-listener"]),
    // the JOSE algorithms a client's advanced settings offer
    signature: spi([...SIGNATURE_ALGORITHMS.asymmetric, ...SIGNATURE_ALGORITHMS.symmetric]),
    cekmanagement: spi(KEY_MANAGEMENT_ALGORITHMS),
    contentencryption: spi(CONTENT_ENCRYPTION_ALGORITHMS),
    "password-hashing": spi(["pbkdf2-sha512", "pbkdf2-sha256", "pbkdf2", "argon2"], {
      "pbkdf2-sha512": 200,
      "pbkdf2-sha256": 100,
      pbkdf2: -100,
      argon2: 300,
    }),
    credential: spi([
      "keycloak-password",
      "keycloak-otp",
      "keycloak-webauthn",
      "keycloak-webauthn-passwordless",
      "keycloak-recovery-authn-codes",
    ]),
    "client-authenticator": spi(Object.keys(CLIENT_AUTHENTICATORS)),
    userProfile: spi(["declarative-user-profile"], { "declarative-user-profile": 1 }),
    identity_provider: spi(
      IDENTITY_PROVIDER_TYPES.filter((type) => type.groupName === "User-defined").map((type) => type.id),
    ),
    social: spi(SOCIAL_PROVIDER_TYPES.map((type) => type.id)),
    "required-action": spi(knownRequiredActions().map(([id]) => id)),
    authenticator: stepSpi(Object.keys(AUTHENTICATORS)),
    "form-action": stepSpi(Object.keys(FORM_ACTIONS)),
    "form-authenticator": stepSpi(Object.keys(FORMS)),
    // the one SPI Keycloak does not call internal: user storage is made to be extended
    storage: { ...spi(["ldap", "kerberos", "readonly-property-file"]), internal: false },
    keys: spi([
      "rsa-generated",
      "rsa-enc-generated",
      "rsa",
      "rsa-enc",
      "hmac-generated",
      "aes-generated",
      "ecdsa-generated",
      "ecdh-generated",
      "eddsa-generated",
      "java-keystore",
    ]),
    theme: spi(["jar", "folder"]),
  },
  protocolMapperTypes: PROTOCOL_MAPPER_TYPES,
  builtinProtocolMappers: BUILTIN_PROTOCOL_MAPPERS,
  clientInstallations: {
    "openid-connect": [
      {
        id: "keycloak-oidc-keycloak-json",
        protocol: "openid-connect",
        downloadOnly: false,
        displayType: "Keycloak OIDC JSON",
        helpText: "keycloak.json file used by the Keycloak OIDC client adapter.",
        filename: "keycloak.json",
        mediaType: "application/json",
      },
      {
        id: "keycloak-oidc-jboss-subsystem",
        protocol: "openid-connect",
        downloadOnly: false,
        displayType: "Keycloak OIDC JBoss Subsystem XML",
        helpText: "XML snippet for the standalone.xml of a JBoss server.",
        filename: "keycloak-oidc-subsystem.xml",
        mediaType: "application/xml",
      },
      {
        id: "keycloak-oidc-jboss-subsystem-cli",
        protocol: "openid-connect",
        downloadOnly: false,
        displayType: "Keycloak OIDC JBoss Subsystem CLI",
        helpText:
          "CLI script you must edit and apply to your client app server. This type of configuration is useful when you can't or don't want to crack open your WAR file.",
        filename: "keycloak-oidc-subsystem.cli",
        mediaType: "text/plain",
      },
    ],
    // Keycloak 26.7 offers a SAML client no IdP descriptor; its SAML adapters' configurations the dev server leaves out
    saml: [
      {
        id: "saml-sp-descriptor",
        protocol: "saml",
        downloadOnly: false,
        displayType: "SAML Metadata SPSSODescriptor",
        helpText: "SAML SP Metadata EntityDescriptor.",
        filename: "saml-sp-metadata.xml",
        mediaType: "application/xml",
      },
    ],
  },
  componentTypes: { ...COMPONENT_TYPES, ...CLIENT_POLICY_COMPONENT_TYPES, ...UI_PAGE_COMPONENT_TYPES },
  passwordPolicies: PASSWORD_POLICIES,
  enums: {
    eventType: EVENT_TYPES,
    operationType: OPERATION_TYPES,
    resourceType: RESOURCE_TYPES,
    // the kinds of thing a workflow may be bound to
    type: ["ORGANIZATION", "REALM"],
  },
  identityProviders: IDENTITY_PROVIDER_TYPES,
  socialProviders: SOCIAL_PROVIDER_TYPES,
  parameterizedScopeTypes: [
    { name: "boolean", repeatable: false },
    { name: "string", repeatable: true },
    { name: "custom", repeatable: true },
    { name: "integer", repeatable: true },
    { name: "delegation", repeatable: false },
    { name: "username", repeatable: true },
  ],
  cryptoInfo: {
    cryptoProvider: "DefaultCryptoProvider",
    supportedKeystoreTypes: ["JKS", "PKCS12", "BCFKS"],
    clientSignatureSymmetricAlgorithms: SIGNATURE_ALGORITHMS.symmetric,
    clientSignatureAsymmetricAlgorithms: SIGNATURE_ALGORITHMS.asymmetric,
  },
};
