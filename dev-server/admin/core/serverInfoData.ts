// The static part of GET /admin/serverinfo: what a stock Keycloak 26.0 reports about its features, providers,
// themes, mapper types and component types (trimmed to what the console reads).
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import type FeatureRepresentation from "@keycloak/keycloak-admin-client/lib/defs/featureRepresentation.js";
import type { ProtocolMapperTypeRepresentation, ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";

export const SERVER_VERSION = "26.0.8-dev";

type FeatureType = FeatureRepresentation["type"];
const feature = (name: string, label: string, type: string, enabled: boolean, dependencies: string[] = []): FeatureRepresentation =>
  ({ name, label, type: type as FeatureType, enabled, dependencies });

export const FEATURES: FeatureRepresentation[] = [
  feature("ADMIN_FINE_GRAINED_AUTHZ", "Fine-Grained Admin Permissions", "PREVIEW", false, ["AUTHORIZATION"]),
  feature("CLIENT_POLICIES", "Client configuration policies", "DEFAULT", true),
  feature("KERBEROS", "Kerberos", "DEFAULT", true),
  feature("DYNAMIC_SCOPES", "Dynamic OAuth 2.0 scopes", "EXPERIMENTAL", false),
  feature("DPOP", "OAuth 2.0 Demonstrating Proof-of-Possession at the Application Layer", "PREVIEW", false),
  feature("DEVICE_FLOW", "OAuth 2.0 Device Authorization Grant", "DEFAULT", true),
  feature("TRANSIENT_USERS", "Transient users for brokering", "EXPERIMENTAL", false),
  feature("CLIENT_TYPES", "Client types", "EXPERIMENTAL", false),
  feature("DECLARATIVE_UI", "Declarative UI", "EXPERIMENTAL", false),
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
];

const LOCALES = ["ar", "ca", "cs", "da", "de", "el", "en", "es", "fa", "fi", "fr", "hu", "it", "ja", "ka", "lt", "lv", "nl", "no", "pl", "pt", "pt-BR", "ru", "sk", "sv", "th", "tr", "uk", "zh-CN", "zh-TW"];

const spi = (internal: boolean, ids: string[]) => ({ internal, providers: Object.fromEntries(ids.map((id) => [id, { order: 0 }])) });

// the admin client types defaultValue as object; Keycloak sends strings
type PropertyExtra = Omit<Partial<ConfigPropertyRepresentation>, "defaultValue"> & { defaultValue?: string };
const prop = (name: string, label: string, type: string, extra: PropertyExtra = {}): ConfigPropertyRepresentation =>
  ({ name, label, helpText: `${label}.`, type, secret: false, required: false, readOnly: false, ...extra }) as unknown as ConfigPropertyRepresentation;

const claimProps = [
  prop("claim.name", "Token Claim Name", "String"),
  prop("jsonType.label", "Claim JSON Type", "List", { options: ["String", "long", "int", "boolean", "JSON"] }),
  prop("id.token.claim", "Add to ID token", "boolean", { defaultValue: "true" }),
  prop("access.token.claim", "Add to access token", "boolean", { defaultValue: "true" }),
  prop("lightweight.claim", "Add to lightweight access token", "boolean", { defaultValue: "false" }),
  prop("userinfo.token.claim", "Add to userinfo", "boolean", { defaultValue: "true" }),
  prop("introspection.token.claim", "Add to token introspection", "boolean", { defaultValue: "true" }),
];
const mapperType = (id: string, name: string, category: string, properties: ConfigPropertyRepresentation[], priority = 0): ProtocolMapperTypeRepresentation =>
  ({ id, name, category, helpText: `${name}.`, priority, properties });

const OIDC_MAPPERS: ProtocolMapperTypeRepresentation[] = [
  mapperType("oidc-usermodel-attribute-mapper", "User Attribute", "Token mapper", [
    prop("user.attribute", "User Attribute", "UserProfileAttributeList"), ...claimProps,
    prop("multivalued", "Multivalued", "boolean", { defaultValue: "false" }),
    prop("aggregate.attrs", "Aggregate attribute values", "boolean", { defaultValue: "false" }),
  ]),
  mapperType("oidc-usermodel-property-mapper", "User Property", "Token mapper", [prop("user.attribute", "Property", "String"), ...claimProps]),
  mapperType("oidc-hardcoded-claim-mapper", "Hardcoded claim", "Token mapper", [...claimProps, prop("claim.value", "Claim value", "String")]),
  mapperType("oidc-hardcoded-role-mapper", "Hardcoded Role", "Token mapper", [prop("role", "Role", "Role")]),
  mapperType("oidc-role-name-mapper", "Role Name Mapper", "Token mapper", [prop("role", "Role", "Role"), prop("new.role.name", "New Role Name", "String")]),
  mapperType("oidc-group-membership-mapper", "Group Membership", "Token mapper", [
    prop("claim.name", "Token Claim Name", "String"), prop("full.path", "Full group path", "boolean", { defaultValue: "true" }),
    ...claimProps.slice(2),
  ]),
  mapperType("oidc-audience-mapper", "Audience", "Token mapper", [
    prop("included.client.audience", "Included Client Audience", "ClientList"), prop("included.custom.audience", "Included Custom Audience", "String"),
    ...claimProps.slice(2),
  ]),
  mapperType("oidc-usermodel-realm-role-mapper", "User Realm Role", "Token mapper", [
    prop("usermodel.realmRoleMapping.rolePrefix", "Realm Role prefix", "String"), prop("multivalued", "Multivalued", "boolean", { defaultValue: "true" }), ...claimProps,
  ]),
  mapperType("oidc-usermodel-client-role-mapper", "User Client Role", "Token mapper", [
    prop("usermodel.clientRoleMapping.clientId", "Client ID", "ClientList"), prop("usermodel.clientRoleMapping.rolePrefix", "Client Role prefix", "String"),
    prop("multivalued", "Multivalued", "boolean", { defaultValue: "true" }), ...claimProps,
  ]),
  mapperType("oidc-full-name-mapper", "User's full name", "Token mapper", claimProps.slice(2)),
  mapperType("oidc-address-mapper", "User Address", "Token mapper", claimProps.slice(2)),
  mapperType("oidc-allowed-origins-mapper", "Allowed Web Origins", "Token mapper", claimProps.slice(3, 5)),
  mapperType("oidc-acr-mapper", "Authentication Context Class Reference (ACR)", "Token mapper", claimProps.slice(2)),
  mapperType("oidc-sub-mapper", "Subject (sub)", "Token mapper", claimProps.slice(3, 5)),
  mapperType("oidc-usersessionmodel-note-mapper", "User Session Note", "Token mapper", [prop("user.session.note", "User Session Note", "String"), ...claimProps]),
  mapperType("oidc-organization-membership-mapper", "Organization Membership", "Token mapper", claimProps),
];
const SAML_MAPPERS: ProtocolMapperTypeRepresentation[] = [
  mapperType("saml-user-attribute-mapper", "User Attribute", "AttributeStatement Mapper", [
    prop("user.attribute", "User Attribute", "UserProfileAttributeList"), prop("friendly.name", "Friendly Name", "String"),
    prop("attribute.name", "SAML Attribute Name", "String"),
    prop("attribute.nameformat", "SAML Attribute NameFormat", "List", { options: ["Basic", "URI Reference", "Unspecified"] }),
  ]),
  mapperType("saml-role-list-mapper", "Role list", "Role Mapper", [
    prop("attribute.name", "Role attribute name", "String", { defaultValue: "Role" }), prop("single", "Single Role Attribute", "boolean"),
  ]),
  mapperType("saml-hardcode-attribute-mapper", "Hardcoded attribute", "AttributeStatement Mapper", [
    prop("attribute.name", "SAML Attribute Name", "String"), prop("attribute.value", "Attribute value", "String"),
  ]),
];

const keyProvider = (id: string, helpText: string, properties: ConfigPropertyRepresentation[]) => ({ id, helpText, properties, clientProperties: [], metadata: {} });
const priority = prop("priority", "Priority", "String", { defaultValue: "0" });
const enabled = prop("enabled", "Enabled", "boolean", { defaultValue: "true" });
const active = prop("active", "Active", "boolean", { defaultValue: "true" });
const rsaProps = [priority, enabled, active, prop("keySize", "Key size", "List", { defaultValue: "2048", options: ["1024", "2048", "3072", "4096"] }),
  prop("algorithm", "Algorithm", "List", { defaultValue: "RS256", options: ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512"] })];
const secretProps = (alg: string, options: string[], sizes: string[]) => [priority, enabled, active,
  prop("secretSize", "Secret size", "List", { defaultValue: sizes[0], options: sizes }),
  prop("algorithm", "Algorithm", "List", { defaultValue: alg, options })];

const COMPONENT_TYPES: ServerInfoRepresentation["componentTypes"] = {
  "org.keycloak.keys.KeyProvider": [
    keyProvider("rsa-generated", "Generates RSA keys and creates a self-signed certificate", rsaProps),
    keyProvider("rsa-enc-generated", "Generates RSA keys for key encryption and creates a self-signed certificate", [priority, enabled, active,
      prop("keySize", "Key size", "List", { defaultValue: "2048", options: ["1024", "2048", "4096"] }),
      prop("algorithm", "Algorithm", "List", { defaultValue: "RSA-OAEP", options: ["RSA1_5", "RSA-OAEP", "RSA-OAEP-256"] })]),
    keyProvider("rsa", "RSA key provider that can optionally generate a self-signed certificate", [priority, enabled, active,
      prop("privateKey", "Private RSA Key", "File", { secret: true }), prop("certificate", "X509 Certificate", "File")]),
    keyProvider("hmac-generated", "Generates HMAC secret key", secretProps("HS512", ["HS256", "HS384", "HS512"], ["64", "16", "24", "32", "128", "256", "512"])),
    keyProvider("aes-generated", "Generates AES secret key", [priority, enabled, active,
      prop("secretSize", "AES Key size", "List", { defaultValue: "16", options: ["16", "24", "32"] })]),
    keyProvider("ecdsa-generated", "Generates ECDSA keys", [priority, enabled, active,
      prop("ecdsaEllipticCurveKey", "Elliptic Curve", "List", { defaultValue: "P-256", options: ["P-256", "P-384", "P-521"] })]),
    keyProvider("java-keystore", "Loads keys from a Java keys store file", [priority, enabled, active,
      prop("keystore", "Keystore", "String"), prop("keystorePassword", "Keystore Password", "String", { secret: true }),
      prop("keyAlias", "Key Alias", "String"), prop("keyPassword", "Key Password", "String", { secret: true })]),
  ],
  "org.keycloak.storage.UserStorageProvider": [
    keyProvider("ldap", "LDAP", [prop("enabled", "Enabled", "boolean", { defaultValue: "true" }), prop("vendor", "Vendor", "String"),
      prop("connectionUrl", "Connection URL", "String"), prop("usersDn", "Users DN", "String"), prop("bindDn", "Bind DN", "String"),
      prop("bindCredential", "Bind Credential", "Password", { secret: true }), prop("editMode", "Edit mode", "List", { options: ["READ_ONLY", "WRITABLE", "UNSYNCED"] })]),
    keyProvider("kerberos", "Kerberos", [prop("kerberosRealm", "Kerberos realm", "String"), prop("serverPrincipal", "Server principal", "String"),
      prop("keyTab", "KeyTab", "String")]),
  ],
  "org.keycloak.storage.ldap.mappers.LDAPStorageMapper": [
    keyProvider("user-attribute-ldap-mapper", "Used to map single attribute from LDAP user to attribute of UserModel in Keycloak DB", [
      prop("user.model.attribute", "User Model Attribute", "String"), prop("ldap.attribute", "LDAP Attribute", "String"),
      prop("read.only", "Read Only", "boolean"), prop("always.read.value.from.ldap", "Always Read Value From LDAP", "boolean")]),
    keyProvider("group-ldap-mapper", "Used to map group mappings of groups from some LDAP DN to Keycloak group mappings", [prop("groups.dn", "LDAP Groups DN", "String")]),
    keyProvider("role-ldap-mapper", "Used to map role mappings of roles from some LDAP DN to Keycloak role mappings", [prop("roles.dn", "LDAP Roles DN", "String")]),
  ],
  "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy": [
    keyProvider("trusted-hosts", "Allowed hosts of clients", [prop("trusted-hosts", "Trusted Hosts", "MultivaluedString"),
      prop("host-sending-registration-request-must-match", "Host Sending Client Registration Request Must Match", "boolean", { defaultValue: "true" }),
      prop("client-uris-must-match", "Client URIs Must Match", "boolean", { defaultValue: "true" })]),
    keyProvider("max-clients", "Maximum number of clients in the realm", [prop("max-clients", "Max Clients Per Realm", "int", { defaultValue: "200" })]),
    keyProvider("consent-required", "Newly registered clients will require consent", []),
    keyProvider("scope", "Allowed client scopes", []),
    keyProvider("allowed-client-templates", "Allowed client scopes", [prop("allowed-client-scopes", "Allowed Client Scopes", "MultivaluedList"),
      prop("allow-default-scopes", "Allow Default Scopes", "boolean", { defaultValue: "true" })]),
    keyProvider("allowed-protocol-mappers", "Allowed protocol mapper types", [prop("allowed-protocol-mapper-types", "Allowed Protocol Mapper Types", "MultivaluedList")]),
    keyProvider("full-scope-disabled", "Full scope is disabled for newly registered clients", []),
  ],
  "org.keycloak.userprofile.UserProfileProvider": [keyProvider("declarative-user-profile", "A declarative user profile provider", [])],
  "org.keycloak.services.ui.extend.UiPageProvider": [],
  "org.keycloak.services.ui.extend.UiTabProvider": [],
};

export const STATIC_SERVER_INFO: ServerInfoRepresentation = {
  features: FEATURES,
  themes: {
    admin: [{ name: "keycloak.v2", locales: LOCALES }],
    login: [{ name: "keycloak", locales: LOCALES }, { name: "keycloak.v2", locales: LOCALES }],
    account: [{ name: "keycloak.v3", locales: LOCALES }],
    email: [{ name: "keycloak", locales: LOCALES }],
    common: [{ name: "keycloak", locales: LOCALES }],
    welcome: [{ name: "keycloak" }],
  },
  providers: {
    "login-protocol": spi(false, ["openid-connect", "saml", "docker-v2"]),
    eventsListener: spi(false, ["jboss-logging", "email"]),
    "password-hashing": spi(false, ["pbkdf2-sha512", "pbkdf2-sha256", "pbkdf2", "argon2"]),
    credential: spi(false, ["keycloak-password", "keycloak-otp", "keycloak-webauthn", "keycloak-webauthn-passwordless", "keycloak-recovery-authn-codes"]),
    "client-authenticator": spi(false, ["client-secret", "client-jwt", "client-secret-jwt", "client-x509"]),
    "user-profile": spi(false, ["declarative-user-profile"]),
    "identity-provider": spi(false, ["keycloak-oidc", "oidc", "saml"]),
    social: spi(false, ["github", "google", "gitlab", "facebook", "microsoft", "linkedin-openid-connect", "twitter", "bitbucket", "stackoverflow", "instagram", "paypal", "openshift-v4"]),
    "required-action": spi(false, ["CONFIGURE_TOTP", "TERMS_AND_CONDITIONS", "UPDATE_PASSWORD", "UPDATE_PROFILE", "VERIFY_EMAIL", "delete_account", "webauthn-register", "webauthn-register-passwordless", "VERIFY_PROFILE", "delete_credential", "update_user_locale"]),
    "client-type": spi(false, ["oidc", "saml"]),
    "ui-page": spi(false, []),
    "ui-tab": spi(false, []),
    "user-storage": spi(false, ["ldap", "kerberos"]),
    keys: spi(false, ["rsa-generated", "rsa-enc-generated", "rsa", "hmac-generated", "aes-generated", "ecdsa-generated", "java-keystore"]),
    theme: spi(false, ["jar", "folder"]),
    vault: spi(false, []),
  },
  protocolMapperTypes: { "openid-connect": OIDC_MAPPERS, saml: SAML_MAPPERS },
  builtinProtocolMappers: { "openid-connect": [], saml: [] },
  clientInstallations: {
    "openid-connect": [
      { id: "keycloak-oidc-keycloak-json", protocol: "openid-connect", downloadOnly: false, displayType: "Keycloak OIDC JSON", helpText: "keycloak.json file used by the Keycloak OIDC client adapter.", filename: "keycloak.json", mediaType: "application/json" },
      { id: "keycloak-oidc-jboss-subsystem", protocol: "openid-connect", downloadOnly: false, displayType: "Keycloak OIDC JBoss Subsystem XML", helpText: "XML snippet for the standalone.xml of a JBoss server.", filename: "keycloak-oidc-subsystem.xml", mediaType: "application/xml" },
    ],
    saml: [
      { id: "saml-idp-descriptor", protocol: "saml", downloadOnly: true, displayType: "SAML Metadata IDPSSODescriptor", helpText: "SAML Metadata IDPSSODescriptor tailored for the client.", filename: "client-tailored-saml-idp-metadata.xml", mediaType: "application/xml" },
      { id: "saml-sp-descriptor", protocol: "saml", downloadOnly: false, displayType: "SAML Metadata SPSSODescriptor", helpText: "SAML SP Metadata EntityDescriptor.", filename: "saml-sp-metadata.xml", mediaType: "application/xml" },
    ],
  },
  componentTypes: COMPONENT_TYPES,
  passwordPolicies: [
    { id: "length", displayName: "Minimum length", configType: "int", defaultValue: "8", multipleSupported: false },
    { id: "maxLength", displayName: "Maximum length", configType: "int", defaultValue: "64", multipleSupported: false },
    { id: "digits", displayName: "Digits", configType: "int", defaultValue: "1", multipleSupported: false },
    { id: "lowerCase", displayName: "Lowercase characters", configType: "int", defaultValue: "1", multipleSupported: false },
    { id: "upperCase", displayName: "Uppercase characters", configType: "int", defaultValue: "1", multipleSupported: false },
    { id: "specialChars", displayName: "Special characters", configType: "int", defaultValue: "1", multipleSupported: false },
    { id: "notUsername", displayName: "Not username", configType: undefined, defaultValue: "", multipleSupported: false },
    { id: "notEmail", displayName: "Not email", configType: undefined, defaultValue: "", multipleSupported: false },
    { id: "regexPattern", displayName: "Regular expression", configType: "String", defaultValue: "", multipleSupported: true },
    { id: "passwordHistory", displayName: "Not recently used", configType: "int", defaultValue: "3", multipleSupported: false },
    { id: "passwordAge", displayName: "Not recently used (In Days)", configType: "int", defaultValue: "30", multipleSupported: false },
    { id: "forceExpiredPasswordChange", displayName: "Expire password", configType: "int", defaultValue: "365", multipleSupported: false },
    { id: "hashAlgorithm", displayName: "Hashing algorithm", configType: "String", defaultValue: "argon2", multipleSupported: false },
    { id: "hashIterations", displayName: "Hashing iterations", configType: "int", defaultValue: "-1", multipleSupported: false },
    { id: "passwordBlacklist", displayName: "Password blacklist", configType: "String", defaultValue: "", multipleSupported: false },
    { id: "maxAuthAge", displayName: "Maximum authentication age", configType: "int", defaultValue: "300", multipleSupported: false },
  ],
  enums: {
    sslRequired: ["all", "external", "none"],
    operationType: ["CREATE", "UPDATE", "DELETE", "ACTION"],
    resourceType: ["REALM", "REALM_ROLE", "REALM_ROLE_MAPPING", "REALM_SCOPE_MAPPING", "AUTH_FLOW", "AUTH_EXECUTION_FLOW", "AUTH_EXECUTION",
      "AUTHENTICATOR_CONFIG", "REQUIRED_ACTION", "IDENTITY_PROVIDER", "IDENTITY_PROVIDER_MAPPER", "PROTOCOL_MAPPER", "USER", "USER_LOGIN_FAILURE",
      "USER_SESSION", "USER_FEDERATION_PROVIDER", "USER_FEDERATION_MAPPER", "GROUP", "GROUP_MEMBERSHIP", "CLIENT", "CLIENT_INITIAL_ACCESS_MODEL",
      "CLIENT_ROLE", "CLIENT_ROLE_MAPPING", "CLIENT_SCOPE", "CLIENT_SCOPE_MAPPING", "CLIENT_SCOPE_CLIENT_MAPPING", "CLUSTER_NODE", "COMPONENT",
      "AUTHORIZATION_RESOURCE_SERVER", "AUTHORIZATION_RESOURCE", "AUTHORIZATION_SCOPE", "AUTHORIZATION_POLICY", "CUSTOM", "ORGANIZATION",
      "ORGANIZATION_MEMBERSHIP"],
  },
  identityProviders: [
    { id: "keycloak-oidc", name: "Keycloak OpenID Connect" }, { id: "oidc", name: "OpenID Connect v1.0" }, { id: "saml", name: "SAML v2.0" },
  ],
  socialProviders: [
    { id: "github", name: "GitHub" }, { id: "google", name: "Google" }, { id: "gitlab", name: "GitLab" }, { id: "facebook", name: "Facebook" },
    { id: "microsoft", name: "Microsoft" }, { id: "linkedin-openid-connect", name: "LinkedIn" }, { id: "twitter", name: "Twitter" },
    { id: "bitbucket", name: "BitBucket" }, { id: "stackoverflow", name: "StackOverflow" }, { id: "instagram", name: "Instagram" },
    { id: "paypal", name: "PayPal" }, { id: "openshift-v4", name: "Openshift v4" },
  ],
  clientImporters: [{ id: "keycloak", name: "Keycloak Representation" }],
  cryptoInfo: {
    cryptoProvider: "DefaultCryptoProvider", supportedKeystoreTypes: ["JKS", "PKCS12"],
    clientSignatureSymmetricAlgorithms: ["HS256", "HS384", "HS512"],
    clientSignatureAsymmetricAlgorithms: ["ES256", "ES384", "ES512", "EdDSA", "PS256", "PS384", "PS512", "RS256", "RS384", "RS512"],
  },
};
