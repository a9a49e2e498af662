// The identity-provider mapper types Keycloak 26.7 offers, with their configuration properties, and which of them
// each kind of provider supports (IdentityProviderResource.getMapperTypes). The sync mode override is not among a
// type's properties: every mapper has it in its config as `syncMode`.
import { prop, type MapperType, type MapperTypes } from "./identityProviderMapperProperty.js";
import { SAML_MAPPER_TYPES } from "./identityProviderSamlMappers.js";
import { SOCIAL_MAPPER_TYPES } from "./identityProviderSocialMappers.js";

const TYPES: MapperTypes = {
  "hardcoded-attribute-idp-mapper": {
    name: "Hardcoded Attribute",
    category: "Attribute Importer",
    helpText: "When user is imported from provider, hardcode a value to a specific user attribute.",
    properties: [
      prop("attribute", "User Attribute", "UserProfileAttributeList", "Name of user attribute you want to hardcode"),
      prop("attribute.value", "User Attribute Value", "String", "Value you want to hardcode"),
    ],
  },
  "hardcoded-user-session-attribute-idp-mapper": {
    name: "Hardcoded User Session Attribute",
    category: "Attribute Importer",
    helpText: "When user is imported from provider, hardcode a value to a specific user session attribute.",
    properties: [
      prop("attribute", "User Session Attribute", "String", "Name of user session attribute you want to hardcode"),
      prop("attribute.value", "User Session Attribute Value", "String", "Value you want to hardcode"),
    ],
  },
  "keycloak-oidc-role-to-role-idp-mapper": {
    name: "External Role to Role",
    category: "Role Importer",
    helpText:
      "Looks for an external role in a keycloak access token.  If external role exists, grant the user the specified realm or client role.",
    properties: [
      prop(
        "external.role",
        "External role",
        "String",
        "External role to check for.  To reference a client role the syntax is clientname.clientrole, i.e. myclient.myrole",
      ),
      prop(
        "role",
        "Role",
        "Role",
        "Role to grant to user if external role is present.  Click 'Select Role' button to browse roles, or just type it in the textbox.  To reference a client role the syntax is clientname.clientrole, i.e. myclient.myrole",
      ),
    ],
  },
  "oidc-advanced-group-idp-mapper": {
    name: "Advanced Claim to Group",
    category: "Group Importer",
    helpText: "If all claims exists, assign the user to the specified group.",
    properties: [
      prop(
        "claims",
        "Claims",
        "Map",
        "Name and value of the claims to search for in token. You can reference nested claims using a '.', i.e. 'address.locality'. To use dot (.) literally, escape it with backslash (\\.)",
      ),
      prop(
        "are.claim.values.regex",
        "Regex Claim Values",
        "boolean",
        "If enabled claim values are interpreted as regular expressions.",
      ),
      prop("group", "Group", "Group", "Group to assign the user to if claim is present."),
    ],
  },
  "oidc-advanced-role-idp-mapper": {
    name: "Advanced Claim to Role",
    category: "Role Importer",
    helpText: "If all claims exists, grant the user the specified realm or client role.",
    properties: [
      prop(
        "claims",
        "Claims",
        "Map",
        "Name and value of the claims to search for in token. You can reference nested claims using a '.', i.e. 'address.locality'. To use dot (.) literally, escape it with backslash (\\.)",
      ),
      prop(
        "are.claim.values.regex",
        "Regex Claim Values",
        "boolean",
        "If enabled claim values are interpreted as regular expressions.",
      ),
      prop(
        "role",
        "Role",
        "Role",
        "Role to grant to user if claim is present. Click 'Select Role' button to browse roles, or just type it in the textbox. To reference a client role the syntax is clientname.clientrole, i.e. myclient.myrole",
      ),
    ],
  },
  "oidc-hardcoded-group-idp-mapper": {
    name: "Hardcoded Group",
    category: "Group Importer",
    helpText: "Assign the user to the specified group.",
    properties: [prop("group", "Group", "Group", "Group to assign the user.")],
  },
  "oidc-hardcoded-role-idp-mapper": {
    name: "Hardcoded Role",
    category: "Role Importer",
    helpText: "When user is imported from provider, hardcode a role mapping for it.",
    properties: [
      prop(
        "role",
        "Role",
        "Role",
        "Role to grant to user.  Click 'Select Role' button to browse roles, or just type it in the textbox.  To reference a client role the syntax is clientname.clientrole, i.e. myclient.myrole",
      ),
    ],
  },
  "oidc-role-idp-mapper": {
    name: "Claim to Role",
    category: "Role Importer",
    helpText: "If a claim exists, grant the user the specified realm or client role.",
    properties: [
      prop(
        "claim",
        "Claim",
        "String",
        "Name of claim to search for in token. You can reference nested claims using a '.', i.e. 'address.locality'. To use dot (.) literally, escape it with backslash (\\.)",
      ),
      prop(
        "claim.value",
        "Claim Value",
        "String",
        "Value the claim must have.  If the claim is an array, then the value must be contained in the array.",
      ),
      prop(
        "role",
        "Role",
        "Role",
        "Role to grant to user if claim is present.  Click 'Select Role' button to browse roles, or just type it in the textbox.  To reference a client role the syntax is clientname.clientrole, i.e. myclient.myrole",
      ),
    ],
  },
  "oidc-user-attribute-idp-mapper": {
    name: "Attribute Importer",
    category: "Attribute Importer",
    helpText:
      "Import declared claim if it exists in ID, access token or the claim set returned by the user profile endpoint into the specified user property or attribute.",
    properties: [
      prop(
        "claim",
        "Claim",
        "String",
        "Name of claim to search for in token. You can reference nested claims using a '.', i.e. 'address.locality'. To use dot (.) literally, escape it with backslash (\\.)",
      ),
      prop(
        "user.attribute",
        "User Attribute Name",
        "UserProfileAttributeList",
        "User attribute name to store claim.  Use email, lastName, and firstName to map to those predefined user properties.",
      ),
      prop(
        "allow.nullable.property",
        "Allow Nullable Property",
        "boolean",
        "If true, the property will be set to null when the claim is empty.",
        { defaultValue: "false" },
      ),
    ],
  },
  "oidc-user-session-note-idp-mapper": {
    name: "User Session Note Mapper",
    category: "User Session",
    helpText:
      "Add every matching claim to the user session note. This can be used together for instance with the 'User Session Note' protocol mapper configured for your client scope or client, so that claims for 3rd party IDPs would be available in the access token sent to your client application.",
    properties: [
      prop(
        "claims",
        "Claims",
        "Map",
        "Names and values of the claims to search for in the token. You can reference nested claims using a '.', i.e. 'address.locality'. To use dot (.) literally, escape it with backslash (\\.)",
      ),
      prop(
        "are.claim.values.regex",
        "Regex Claim Values",
        "boolean",
        "If enabled, claim values are interpreted as regular expressions.",
      ),
    ],
  },
  "oidc-username-idp-mapper": {
    name: "Username Template Importer",
    category: "Preprocessor",
    helpText: "Format the username to import.",
    properties: [
      prop(
        "template",
        "Template",
        "String",
        "Template to use to format the username to import.  Substitutions are enclosed in ${}.  For example: '${ALIAS}.${CLAIM.sub}'.  ALIAS is the provider alias.  CLAIM.<NAME> references an ID or Access token claim. \nThe substitution can be converted to upper or lower case by appending |uppercase or |lowercase to the substituted value, e.g. '${CLAIM.sub | lowercase}",
        { defaultValue: "${ALIAS}.${CLAIM.preferred_username}" },
      ),
      prop(
        "target",
        "Target",
        "List",
        "Destination field for the mapper. LOCAL (default) means that the changes are applied to the username stored in local database upon user import. BROKER_ID and BROKER_USERNAME means that the changes are stored into the ID or username used for federation user lookup, respectively.",
        { defaultValue: "LOCAL", options: ["LOCAL", "BROKER_ID", "BROKER_USERNAME"] },
      ),
    ],
  },
  ...SAML_MAPPER_TYPES,
  ...SOCIAL_MAPPER_TYPES,
};

/** the hardcoded mappers every provider supports */
const HARDCODED = [
  "hardcoded-attribute-idp-mapper",
  "hardcoded-user-session-attribute-idp-mapper",
  "oidc-hardcoded-group-idp-mapper",
  "oidc-hardcoded-role-idp-mapper",
];
const SOCIAL = [...HARDCODED, "oidc-username-idp-mapper"];
const OIDC = [
  ...SOCIAL,
  "oidc-advanced-group-idp-mapper",
  "oidc-advanced-role-idp-mapper",
  "oidc-role-idp-mapper",
  "oidc-user-attribute-idp-mapper",
  "oidc-user-session-note-idp-mapper",
];

const BY_PROVIDER: Record<string, string[]> = {
  bitbucket: SOCIAL,
  facebook: [...SOCIAL, "facebook-user-attribute-mapper"],
  github: [...SOCIAL, "github-user-attribute-mapper"],
  gitlab: SOCIAL,
  google: [...SOCIAL, "google-user-attribute-mapper"],
  "keycloak-oidc": [...OIDC, "keycloak-oidc-role-to-role-idp-mapper"],
  microsoft: [...SOCIAL, "microsoft-user-attribute-mapper"],
  oidc: OIDC,
  paypal: [...SOCIAL, "paypal-user-attribute-mapper"],
  saml: [
    ...HARDCODED,
    "saml-advanced-group-idp-mapper",
    "saml-advanced-role-idp-mapper",
    "saml-role-idp-mapper",
    "saml-user-attribute-idp-mapper",
    "saml-username-idp-mapper",
    "saml-xpath-attribute-idp-mapper",
  ],
  stackoverflow: [...SOCIAL, "stackoverflow-user-attribute-mapper"],
  twitter: SOCIAL,
};

/** the mapper types a provider of this kind supports, by id; a kind Keycloak has no list for gets the social ones */
export function mapperTypes(providerId: string): Record<string, MapperType> {
  const ids = BY_PROVIDER[providerId] ?? SOCIAL;
  return Object.fromEntries(ids.map((id) => [id, { id, ...TYPES[id] }]));
}
