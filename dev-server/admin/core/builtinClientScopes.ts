// Keycloak 26's built-in client scopes with their protocol mappers, as data: what a new realm gets.

type Config = Record<string, string>;
type MapperSpec = [name: string, mapper: string, config: Config];
export interface ScopeSpec {
  name: string;
  description: string;
  protocol: "openid-connect" | "saml";
  attributes: Config;
  mappers: MapperSpec[];
  /** in the realm's default-default or default-optional list, or in neither (service_account, which Keycloak
   * gives the clients with a service account) */
  type: "default" | "optional" | "neither";
}

const TOKEN = { "introspection.token.claim": "true", "access.token.claim": "true" };
const ALL_TOKENS = { ...TOKEN, "id.token.claim": "true", "userinfo.token.claim": "true" };
const property = (attribute: string, claim: string, jsonType = "String"): Config => ({
  ...ALL_TOKENS,
  "user.attribute": attribute,
  "claim.name": claim,
  "jsonType.label": jsonType,
});
const attribute = property;
const sessionNote = (note: string, claim: string): Config => ({
  ...TOKEN,
  "id.token.claim": "true",
  "user.session.note": note,
  "claim.name": claim,
  "jsonType.label": "String",
});
/** a scope's consent attributes: shown on the consent screen (with this text), and named in the token's scope */
const consent = (inToken: boolean, text: string): Config => ({
  "include.in.token.scope": String(inToken),
  "display.on.consent.screen": "true",
  "consent.screen.text": text,
});
const hidden = (inToken: boolean): Config => ({
  "include.in.token.scope": String(inToken),
  "display.on.consent.screen": "false",
});

/** the built-in client scopes; their mappers are also the predefined mappers serverinfo offers */
export const SCOPES: ScopeSpec[] = [
  {
    name: "profile",
    description: "OpenID Connect built-in scope: profile",
    protocol: "openid-connect",
    type: "default",
    attributes: consent(true, "${profileScopeConsentText}"),
    mappers: [
      ["username", "oidc-usermodel-attribute-mapper", attribute("username", "preferred_username")],
      ["given name", "oidc-usermodel-attribute-mapper", attribute("firstName", "given_name")],
      ["family name", "oidc-usermodel-attribute-mapper", attribute("lastName", "family_name")],
      ["full name", "oidc-full-name-mapper", { ...ALL_TOKENS }],
      ["middle name", "oidc-usermodel-attribute-mapper", attribute("middleName", "middle_name")],
      ["nickname", "oidc-usermodel-attribute-mapper", attribute("nickname", "nickname")],
      ["profile", "oidc-usermodel-attribute-mapper", attribute("profile", "profile")],
      ["picture", "oidc-usermodel-attribute-mapper", attribute("picture", "picture")],
      ["website", "oidc-usermodel-attribute-mapper", attribute("website", "website")],
      ["gender", "oidc-usermodel-attribute-mapper", attribute("gender", "gender")],
      ["birthdate", "oidc-usermodel-attribute-mapper", attribute("birthdate", "birthdate")],
      ["zoneinfo", "oidc-usermodel-attribute-mapper", attribute("zoneinfo", "zoneinfo")],
      ["locale", "oidc-usermodel-attribute-mapper", attribute("locale", "locale")],
      ["updated at", "oidc-usermodel-attribute-mapper", attribute("updatedAt", "updated_at", "long")],
    ],
  },
  {
    name: "email",
    description: "OpenID Connect built-in scope: email",
    protocol: "openid-connect",
    type: "default",
    attributes: consent(true, "${emailScopeConsentText}"),
    mappers: [
      ["email", "oidc-usermodel-attribute-mapper", attribute("email", "email")],
      ["email verified", "oidc-usermodel-property-mapper", property("emailVerified", "email_verified", "boolean")],
    ],
  },
  {
    name: "address",
    description: "OpenID Connect built-in scope: address",
    protocol: "openid-connect",
    type: "optional",
    attributes: consent(true, "${addressScopeConsentText}"),
    mappers: [
      [
        "address",
        "oidc-address-mapper",
        {
          ...ALL_TOKENS,
          "user.attribute.formatted": "formatted",
          "user.attribute.country": "country",
          "user.attribute.postal_code": "postal_code",
          "user.attribute.street": "street",
          "user.attribute.region": "region",
          "user.attribute.locality": "locality",
        },
      ],
    ],
  },
  {
    name: "phone",
    description: "OpenID Connect built-in scope: phone",
    protocol: "openid-connect",
    type: "optional",
    attributes: consent(true, "${phoneScopeConsentText}"),
    mappers: [
      ["phone number", "oidc-usermodel-attribute-mapper", attribute("phoneNumber", "phone_number")],
      [
        "phone number verified",
        "oidc-usermodel-attribute-mapper",
        attribute("phoneNumberVerified", "phone_number_verified", "boolean"),
      ],
    ],
  },
  {
    name: "offline_access",
    description: "OpenID Connect built-in scope: offline_access",
    protocol: "openid-connect",
    type: "optional",
    attributes: { "display.on.consent.screen": "true", "consent.screen.text": "${offlineAccessScopeConsentText}" },
    mappers: [],
  },
  {
    name: "roles",
    description: "OpenID Connect scope for add user roles to the access token",
    protocol: "openid-connect",
    type: "default",
    attributes: consent(false, "${rolesScopeConsentText}"),
    mappers: [
      [
        "realm roles",
        "oidc-usermodel-realm-role-mapper",
        {
          ...TOKEN,
          "user.attribute": "foo",
          "claim.name": "realm_access.roles",
          "jsonType.label": "String",
          multivalued: "true",
        },
      ],
      [
        "client roles",
        "oidc-usermodel-client-role-mapper",
        {
          ...TOKEN,
          "user.attribute": "foo",
          "claim.name": "resource_access.${client_id}.roles",
          "jsonType.label": "String",
          multivalued: "true",
        },
      ],
      ["audience resolve", "oidc-audience-resolve-mapper", { ...TOKEN }],
    ],
  },
  {
    name: "web-origins",
    description: "OpenID Connect scope for add allowed web origins to the access token",
    protocol: "openid-connect",
    type: "default",
    attributes: { ...hidden(false), "consent.screen.text": "" },
    mappers: [["allowed web origins", "oidc-allowed-origins-mapper", { ...TOKEN }]],
  },
  {
    name: "microprofile-jwt",
    description: "Microprofile - JWT built-in scope",
    protocol: "openid-connect",
    type: "optional",
    attributes: hidden(true),
    mappers: [
      ["upn", "oidc-usermodel-attribute-mapper", attribute("username", "upn")],
      [
        "groups",
        "oidc-usermodel-realm-role-mapper",
        {
          ...TOKEN,
          "id.token.claim": "true",
          multivalued: "true",
          "user.attribute": "foo",
          "claim.name": "groups",
          "jsonType.label": "String",
        },
      ],
    ],
  },
  {
    name: "acr",
    description: "OpenID Connect scope for add acr (authentication context class reference) to the token",
    protocol: "openid-connect",
    type: "default",
    attributes: hidden(false),
    mappers: [["acr loa level", "oidc-acr-mapper", { "id.token.claim": "true", ...TOKEN }]],
  },
  {
    name: "basic",
    description: "OpenID Connect scope for add all basic claims to the token",
    protocol: "openid-connect",
    type: "default",
    attributes: hidden(false),
    mappers: [
      ["sub", "oidc-sub-mapper", { ...TOKEN }],
      [
        "auth_time",
        "oidc-usersessionmodel-note-mapper",
        {
          ...TOKEN,
          "id.token.claim": "true",
          "user.session.note": "AUTH_TIME",
          "claim.name": "auth_time",
          "jsonType.label": "long",
        },
      ],
    ],
  },
  {
    name: "organization",
    description: "Additional claims about the organization a subject belongs to",
    protocol: "openid-connect",
    type: "optional",
    attributes: consent(true, "${organizationScopeConsentText}"),
    mappers: [
      [
        "organization",
        "oidc-organization-membership-mapper",
        {
          ...TOKEN,
          "id.token.claim": "true",
          multivalued: "true",
          "claim.name": "organization",
          "jsonType.label": "String",
        },
      ],
    ],
  },
  {
    name: "role_list",
    description: "SAML role list",
    protocol: "saml",
    type: "default",
    attributes: { "display.on.consent.screen": "true", "consent.screen.text": "${samlRoleListScopeConsentText}" },
    mappers: [
      [
        "role list",
        "saml-role-list-mapper",
        { single: "false", "attribute.nameformat": "Basic", "attribute.name": "Role" },
      ],
    ],
  },
  {
    name: "saml_organization",
    description: "Organization Membership",
    protocol: "saml",
    type: "default",
    attributes: { "display.on.consent.screen": "false" },
    mappers: [["organization", "saml-organization-membership-mapper", {}]],
  },
  {
    name: "AuthnContextClassRef",
    description: "AuthnContextClassRef Level of Authentiation",
    protocol: "saml",
    type: "default",
    attributes: {},
    mappers: [["AuthnContextClassRef", "saml-authn-context-class-ref-mapper", {}]],
  },
  {
    name: "service_account",
    description: "Specific scope for a client enabled for service accounts",
    protocol: "openid-connect",
    type: "neither",
    attributes: hidden(false),
    mappers: [
      ["Client ID", "oidc-usersessionmodel-note-mapper", sessionNote("client_id", "client_id")],
      ["Client Host", "oidc-usersessionmodel-note-mapper", sessionNote("clientHost", "clientHost")],
      ["Client IP Address", "oidc-usersessionmodel-note-mapper", sessionNote("clientAddress", "clientAddress")],
    ],
  },
];

/** the scope Keycloak adds to a client's default scopes when its service account is enabled */
export const SERVICE_ACCOUNT_SCOPE = "service_account";
