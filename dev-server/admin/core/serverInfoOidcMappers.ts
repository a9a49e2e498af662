// The openid-connect protocol mapper types GET /admin/serverinfo lists, with Keycloak 26's configuration properties,
// help texts and priorities (a lower priority runs first: role renames before role claims).
import type { ProtocolMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import {
  booleanProperty,
  claimNameProperty,
  claimProperties,
  includeInTokensProperties,
  jsonTypeProperty,
  mapperType,
  multivaluedProperty,
  property,
  type TokenTarget,
} from "./mapperConfigProperties.js";

const TOKEN_MAPPER = "Token mapper";
const ALL_TOKENS: TokenTarget[] = ["id", "access", "userinfo", "introspection"];
const ACCESS_ONLY: TokenTarget[] = ["access", "introspection"];

const ADDRESS_PARTS = ["street", "locality", "region", "postal_code", "country", "formatted"];
const addressPart = (part: string) =>
  property(`user.attribute.${part}`, `addressClaim.${part}.label`, `addressClaim.${part}.tooltip`, {
    defaultValue: part,
  });

const roleMappingProperties = (claimHelpText?: string) => [
  multivaluedProperty("true"),
  claimNameProperty(claimHelpText),
  jsonTypeProperty(),
  ...includeInTokensProperties(ALL_TOKENS),
];

export const OIDC_MAPPER_TYPES: ProtocolMapperTypeRepresentation[] = [
  mapperType(
    "oidc-usermodel-attribute-mapper",
    "User Attribute",
    TOKEN_MAPPER,
    "Map a custom user attribute to a token claim.",
    [
      property("user.attribute", "usermodel.attr.label", "usermodel.attr.tooltip", {
        type: "UserProfileAttributeList",
      }),
      ...claimProperties(ALL_TOKENS),
      multivaluedProperty(),
      booleanProperty("aggregate.attrs", "aggregate.attrs.label", "aggregate.attrs.tooltip"),
    ],
  ),
  mapperType(
    "oidc-usermodel-property-mapper",
    "User Property",
    TOKEN_MAPPER,
    "Map a built in user property (email, firstName, lastName) to a token claim.",
    [property("user.attribute", "usermodel.prop.label", "usermodel.prop.tooltip"), ...claimProperties(ALL_TOKENS)],
  ),
  mapperType("oidc-hardcoded-claim-mapper", "Hardcoded claim", TOKEN_MAPPER, "Hardcode a claim into the token.", [
    claimNameProperty(),
    property(
      "claim.value",
      "Claim value",
      "Value of the claim you want to hard code.  'true' and 'false can be used for boolean values.",
    ),
    jsonTypeProperty(),
    ...includeInTokensProperties(["id", "access", "userinfo", "response", "introspection"]),
  ]),
  mapperType(
    "oidc-hardcoded-role-mapper",
    "Hardcoded Role",
    TOKEN_MAPPER,
    "Hardcode a role into the access token.",
    [
      property(
        "role",
        "Role",
        "Role you want added to the token.  Click 'Select Role' button to browse roles, or just type it in the textbox.  To specify an application role the syntax is appname.approle, i.e. myapp.myrole",
        { type: "Role" },
      ),
    ],
    20,
  ),
  mapperType(
    "oidc-role-name-mapper",
    "Role Name Mapper",
    TOKEN_MAPPER,
    "Map an assigned role to a new name or position in the token.",
    [
      property(
        "role",
        "Role",
        "Role name you want changed.  Click 'Select Role' button to browse roles, or just type it in the textbox.  To reference a client role the syntax is clientname.clientrole, i.e. myclient.myrole",
        { type: "Role" },
      ),
      property(
        "new.role.name",
        "New Role Name",
        "The new role name.  The new name format corresponds to where in the access token the role will be mapped to.  So, a new name of 'myapp.newname' will map the role to that position in the access token.  A new name of 'newname' will map the role to the realm roles in the token.",
      ),
    ],
    10,
  ),
  mapperType(
    "oidc-usermodel-realm-role-mapper",
    "User Realm Role",
    TOKEN_MAPPER,
    "Map a user realm role to a token claim.",
    [
      property(
        "usermodel.realmRoleMapping.rolePrefix",
        "usermodel.realmRoleMapping.rolePrefix.label",
        "usermodel.realmRoleMapping.rolePrefix.tooltip",
      ),
      ...roleMappingProperties(),
    ],
    40,
  ),
  mapperType(
    "oidc-usermodel-client-role-mapper",
    "User Client Role",
    TOKEN_MAPPER,
    "Map a user client role to a token claim.",
    [
      property(
        "usermodel.clientRoleMapping.clientId",
        "usermodel.clientRoleMapping.clientId.label",
        "usermodel.clientRoleMapping.clientId.tooltip",
        { type: "ClientList" },
      ),
      property(
        "usermodel.clientRoleMapping.rolePrefix",
        "usermodel.clientRoleMapping.rolePrefix.label",
        "usermodel.clientRoleMapping.rolePrefix.tooltip",
      ),
      ...roleMappingProperties("usermodel.clientRoleMapping.tokenClaimName.tooltip"),
    ],
    40,
  ),
  mapperType("oidc-group-membership-mapper", "Group Membership", TOKEN_MAPPER, "Map user group membership", [
    claimNameProperty(),
    booleanProperty(
      "full.path",
      "Full group path",
      "Include full path to group i.e. /top/level1/level2, false will just specify the group name",
      "true",
    ),
    ...includeInTokensProperties(ALL_TOKENS),
  ]),
  mapperType(
    "oidc-audience-mapper",
    "Audience",
    TOKEN_MAPPER,
    "Add specified audience to the audience (aud) field of token",
    [
      property("included.client.audience", "included.client.audience.label", "included.client.audience.tooltip", {
        type: "ClientList",
      }),
      property("included.custom.audience", "included.custom.audience.label", "included.custom.audience.tooltip"),
      // Keycloak leaves the audience out of the ID token unless asked
      ...includeInTokensProperties(["id", "access", "introspection"], "false"),
    ],
  ),
  mapperType(
    "oidc-audience-resolve-mapper",
    "Audience Resolve",
    TOKEN_MAPPER,
    'Adds all client_ids of "allowed" clients to the audience field of the token. Allowed client means the client\n for which user has at least one client role',
    includeInTokensProperties(ACCESS_ONLY),
    30,
  ),
  mapperType(
    "oidc-full-name-mapper",
    "User's full name",
    TOKEN_MAPPER,
    "Maps the user's first and last name to the OpenID Connect 'name' claim. Format is <first> + ' ' + <last>",
    includeInTokensProperties(ALL_TOKENS),
  ),
  mapperType(
    "oidc-address-mapper",
    "User Address",
    TOKEN_MAPPER,
    "Maps user address attributes (street, locality, region, postal_code, and country) to the OpenID Connect 'address' claim.",
    [...includeInTokensProperties(ALL_TOKENS), ...ADDRESS_PARTS.map(addressPart)],
  ),
  mapperType(
    "oidc-allowed-origins-mapper",
    "Allowed Web Origins",
    TOKEN_MAPPER,
    "Adds all allowed web origins to the 'allowed-origins' claim in the token",
    includeInTokensProperties(ACCESS_ONLY),
  ),
  mapperType(
    "oidc-sha256-pairwise-sub-mapper",
    "Pairwise subject identifier",
    TOKEN_MAPPER,
    "Calculates a pairwise subject identifier using a salted sha-256 hash. See OpenID Connect specification for more info about pairwise subject identifiers.",
    [
      property("sectorIdentifierUri", "sectorIdentifierUri.label", "sectorIdentifierUri.tooltip"),
      property("pairwiseSubAlgorithmSalt", "pairwiseSubAlgorithmSalt.label", "pairwiseSubAlgorithmSalt.tooltip"),
    ],
  ),
  mapperType(
    "oidc-acr-mapper",
    "Authentication Context Class Reference (ACR)",
    TOKEN_MAPPER,
    "Maps the achieved LoA (Level of Authentication) to the 'acr' claim",
    includeInTokensProperties(["id", "access", "introspection"]),
  ),
  mapperType(
    "oidc-sub-mapper",
    "Subject (sub)",
    TOKEN_MAPPER,
    "Add 'sub' (subject) claim to the token.",
    includeInTokensProperties(ACCESS_ONLY),
    -10,
  ),
  mapperType(
    "oidc-usersessionmodel-note-mapper",
    "User Session Note",
    TOKEN_MAPPER,
    "Map a custom user session note to a token claim.",
    [
      property("user.session.note", "userSession.modelNote.label", "userSession.modelNote.tooltip"),
      ...claimProperties(ALL_TOKENS),
    ],
  ),
  mapperType(
    "oidc-organization-membership-mapper",
    "Organization Membership",
    TOKEN_MAPPER,
    "Map user organization membership",
    [claimNameProperty(), jsonTypeProperty(), multivaluedProperty(), ...includeInTokensProperties(ALL_TOKENS)],
  ),
];
