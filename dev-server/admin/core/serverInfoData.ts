// The static part of GET /admin/serverinfo: what a stock Keycloak 26.0 reports about its features, providers,
// themes, mapper types and component types (trimmed to what the console reads).
import type FeatureRepresentation from "@keycloak/keycloak-admin-client/lib/defs/featureRepresentation.js";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { OIDC_MAPPER_TYPES } from "./serverInfoOidcMappers.js";
import { SAML_MAPPER_TYPES } from "./serverInfoSamlMappers.js";
import { BUILTIN_PROTOCOL_MAPPERS } from "./builtinProtocolMappers.js";
import { PASSWORD_POLICIES } from "./serverInfoPolicies.js";
import { COMPONENT_TYPES } from "./serverInfoComponents.js";
import { UI_PAGE_COMPONENT_TYPES } from "./serverInfoUiPages.js";
import { EVENT_TYPES } from "./serverInfoEventTypes.js";
import { OPERATION_TYPES, RESOURCE_TYPES } from "../../realm/adminEventTypes.js";
import { CLIENT_POLICY_COMPONENT_TYPES } from "./serverInfoClientPolicies.js";
import { AUTHENTICATORS, CLIENT_AUTHENTICATORS, FORM_ACTIONS, FORMS } from "../../realm/authenticationProviders.js";
import { knownRequiredActions } from "../../realm/requiredActionProviders.js";

export const SERVER_VERSION = "26.0.8-dev";

type FeatureType = FeatureRepresentation["type"];
const feature = (
  name: string,
  label: string,
  type: string,
  enabled: boolean,
  dependencies: string[] = [],
): FeatureRepresentation => ({
  name,
  label,
  type: type as FeatureType,
  enabled,
  dependencies,
  // Keycloak leaves the flag out unless it is true
  ...(type === "DEPRECATED" ? { deprecated: true } : {}),
});

export const FEATURES: FeatureRepresentation[] = [
  feature("ADMIN_FINE_GRAINED_AUTHZ", "Fine-Grained Admin Permissions", "PREVIEW", true, ["AUTHORIZATION"]),
  feature("ADMIN_FINE_GRAINED_AUTHZ_V2", "Fine-Grained Admin Permissions version 2", "DEFAULT", true),
  feature("CLIENT_POLICIES", "Client configuration policies", "DEFAULT", true),
  feature("KERBEROS", "Kerberos", "DEFAULT", true),
  feature("DYNAMIC_SCOPES", "Dynamic OAuth 2.0 scopes", "EXPERIMENTAL", false),
  feature("DPOP", "OAuth 2.0 Demonstrating Proof-of-Possession at the Application Layer", "PREVIEW", false),
  feature("DEVICE_FLOW", "OAuth 2.0 Device Authorization Grant", "DEFAULT", true),
  feature("TRANSIENT_USERS", "Transient users for brokering", "EXPERIMENTAL", false),
  feature("CLIENT_TYPES", "Client types", "EXPERIMENTAL", false),
  feature("DECLARATIVE_UI", "Declarative UI", "EXPERIMENTAL", true),
  feature("ORGANIZATION", "Organization support within realms", "DEFAULT", true),
  feature("OID4VC_VCI", "Support for the OID4VCI protocol as part of OID4VC.", "EXPERIMENTAL", false),
  feature("AUTHORIZATION", "Authorization Service", "DEFAULT", true),
  feature("ACCOUNT_API", "Account Management REST API", "DEFAULT", true),
  feature("ACCOUNT3", "Account Console version 3", "DEFAULT", true, ["ACCOUNT_API"]),
  feature("ADMIN_API", "Admin API", "DEFAULT", true),
  feature("ADMIN2", "New Admin Console", "DEFAULT", true, ["ADMIN_API"]),
  feature("IMPERSONATION", "Ability for admins to impersonate users", "DEFAULT", true),
  feature("TOKEN_EXCHANGE", "Token Exchange Service", "PREVIEW", false, ["ADMIN_FINE_GRAINED_AUTHZ"]),
  feature("WEB_AUTHN", "W3C Web Authentication (WebAuthn)", "DEFAULT", true),
  feature("CIBA", "OpenID Connect Client Initiated Backchannel Authentication (CIBA)", "DEFAULT", true),
  feature("PAR", "OAuth 2.0 Pushed Authorization Requests (PAR)", "DEFAULT", true),
  feature("STEP_UP_AUTHENTICATION", "Step-up Authentication", "DEFAULT", true),
  feature("RECOVERY_CODES", "Recovery codes", "PREVIEW", false),
  feature("UPDATE_EMAIL", "Update Email Action", "PREVIEW", false),
  feature("PASSKEYS", "Passkeys", "PREVIEW", false),
  feature("LOGIN_V2", "New Login Theme", "DEFAULT", true),
  feature("PERSISTENT_USER_SESSIONS", "Persistent online user sessions across restarts and upgrades", "DEFAULT", true),
  feature("SCRIPTS", "Write custom authenticators using JavaScript", "PREVIEW", false),
  feature("LOGIN_V1", "Legacy Login Theme", "DEPRECATED", false),
  feature("DOCKER", "Docker Registry protocol", "DISABLED_BY_DEFAULT", false),
];

const LOCALES = [
  "ar",
  "ca",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "es",
  "fa",
  "fi",
  "fr",
  "hu",
  "it",
  "ja",
  "ka",
  "lt",
  "lv",
  "nl",
  "no",
  "pl",
  "pt",
  "pt-BR",
  "ru",
  "sk",
  "sv",
  "th",
  "tr",
  "uk",
  "zh-CN",
  "zh-TW",
];

const spi = (internal: boolean, ids: string[]) => ({
  internal,
  providers: Object.fromEntries(ids.map((id) => [id, { order: 0 }])),
});

export const STATIC_SERVER_INFO: ServerInfoRepresentation = {
  features: FEATURES,
  themes: {
    admin: [{ name: "keycloak.v2", locales: LOCALES }],
    login: [
      { name: "keycloak", locales: LOCALES },
      { name: "keycloak.v2", locales: LOCALES },
    ],
    account: [{ name: "keycloak.v3", locales: LOCALES }],
    email: [{ name: "keycloak", locales: LOCALES }],
    common: [{ name: "keycloak", locales: LOCALES }],
    welcome: [{ name: "keycloak" }],
  },
  providers: {
    "login-protocol": spi(false, ["openid-connect", "saml", "docker-v2"]),
    eventsListener: spi(false, ["jboss-logging", "email"]),
    "password-hashing": spi(false, ["pbkdf2-sha512", "pbkdf2-sha256", "pbkdf2", "argon2"]),
    credential: spi(false, [
      "keycloak-password",
      "keycloak-otp",
      "keycloak-webauthn",
      "keycloak-webauthn-passwordless",
      "keycloak-recovery-authn-codes",
    ]),
    "client-authenticator": spi(false, Object.keys(CLIENT_AUTHENTICATORS)),
    "user-profile": spi(false, ["declarative-user-profile"]),
    "identity-provider": spi(false, ["keycloak-oidc", "oidc", "saml"]),
    social: spi(false, [
      "github",
      "google",
      "gitlab",
      "facebook",
      "microsoft",
      "linkedin-openid-connect",
      "twitter",
      "bitbucket",
      "stackoverflow",
      "paypal",
      "openshift-v4",
    ]),
    "required-action": spi(
      false,
      knownRequiredActions().map(([id]) => id),
    ),
    authenticator: spi(false, Object.keys(AUTHENTICATORS)),
    "form-action": spi(false, Object.keys(FORM_ACTIONS)),
    "form-authenticator": spi(false, Object.keys(FORMS)),
    "client-type": spi(false, ["oidc", "saml"]),
    "ui-page": spi(false, []),
    "ui-tab": spi(false, []),
    "user-storage": spi(false, ["ldap", "kerberos"]),
    keys: spi(false, [
      "rsa-generated",
      "rsa-enc-generated",
      "rsa",
      "hmac-generated",
      "aes-generated",
      "ecdsa-generated",
    ]),
    theme: spi(false, ["jar", "folder"]),
    vault: spi(false, []),
  },
  protocolMapperTypes: { "openid-connect": OIDC_MAPPER_TYPES, saml: SAML_MAPPER_TYPES },
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
    sslRequired: ["all", "external", "none"],
    eventType: EVENT_TYPES,
    operationType: OPERATION_TYPES,
    resourceType: RESOURCE_TYPES,
  },
  identityProviders: [
    { id: "keycloak-oidc", name: "Keycloak OpenID Connect" },
    { id: "oidc", name: "OpenID Connect v1.0" },
    { id: "saml", name: "SAML v2.0" },
  ],
  socialProviders: [
    { id: "github", name: "GitHub" },
    { id: "google", name: "Google" },
    { id: "gitlab", name: "GitLab" },
    { id: "facebook", name: "Facebook" },
    { id: "microsoft", name: "Microsoft" },
    { id: "linkedin-openid-connect", name: "LinkedIn" },
    { id: "twitter", name: "Twitter" },
    { id: "bitbucket", name: "BitBucket" },
    { id: "stackoverflow", name: "StackOverflow" },
    { id: "paypal", name: "PayPal" },
    { id: "openshift-v4", name: "Openshift v4" },
  ],
  clientImporters: [{ id: "keycloak", name: "Keycloak Representation" }],
  cryptoInfo: {
    cryptoProvider: "DefaultCryptoProvider",
    supportedKeystoreTypes: ["JKS", "PKCS12"],
    clientSignatureSymmetricAlgorithms: ["HS256", "HS384", "HS512"],
    clientSignatureAsymmetricAlgorithms: [
      "ES256",
      "ES384",
      "ES512",
      "EdDSA",
      "PS256",
      "PS384",
      "PS512",
      "RS256",
      "RS384",
      "RS512",
    ],
  },
};
