// The identity-provider mapper types Keycloak offers per provider kind, with their configuration properties.

export const SYNC_MODE = {
  name: "syncMode",
  label: "Sync mode override",
  helpText: "Overrides the default sync mode of the IDP for this mapper.",
  type: "List",
  defaultValue: "INHERIT",
  options: ["INHERIT", "IMPORT", "LEGACY", "FORCE"],
};
export const prop = (name: string, label: string, helpText: string, type = "String") => ({
  name,
  label,
  helpText,
  type,
});

const TARGET = {
  ...prop("target", "Target", "Destination field for the mapper.", "List"),
  defaultValue: "LOCAL",
  options: ["LOCAL", "BROKER_ID", "BROKER_USERNAME"],
};
const SAML_ATTRIBUTE = [
  prop(
    "attribute.name",
    "Attribute Name",
    "Name of attribute to search for in assertion.  You can leave this blank and specify a friendly name instead.",
  ),
  prop(
    "attribute.friendly.name",
    "Friendly Name",
    "Friendly name of attribute to search for in assertion.  You can leave this blank and specify a name instead.",
  ),
];

/** mapper types per provider family: id -> [name, category, helpText, properties] */
export const OIDC_MAPPERS: Record<string, [string, string, string, object[]]> = {
  "hardcoded-user-session-attribute-idp-mapper": [
    "Hardcoded User Session Attribute",
    "Attribute Importer",
    "When user is imported from provider, hardcode a value to a specific user session attribute.",
    [
      prop("attribute", "User Session Attribute", "Name of user session attribute you want to hardcode."),
      prop("attribute.value", "User Session Attribute Value", "Value you want to hardcode."),
    ],
  ],
  "oidc-advanced-group-idp-mapper": [
    "Advanced Claim to Group",
    "Group Importer",
    "If all claims exists, grant the user the specified group.",
    [
      prop("claims", "Claims", "Name and value of the claims to search for in token.", "Map"),
      prop(
        "are.claim.values.regex",
        "Regex Claim Values",
        "If enabled claim values are interpreted as regular expressions.",
        "boolean",
      ),
      prop("group", "Group", "Group to assign the user to if claim is present.", "Group"),
    ],
  ],
  "oidc-user-attribute-idp-mapper": [
    "Attribute Importer",
    "Attribute Importer",
    "Import declared claim if it exists in ID, access token or the claim set returned by the user profile endpoint into the specified user property or attribute.",
    [
      prop("claim", "Claim", "Name of claim to search for in token."),
      prop("user.attribute", "User Attribute Name", "User attribute name to store claim.", "UserProfileAttributeList"),
    ],
  ],
  "oidc-role-idp-mapper": [
    "Claim to Role",
    "Role Importer",
    "If a claim exists, grant the user the specified realm or client role.",
    [
      prop("claim", "Claim", "Name of claim to search for in token."),
      prop("claim.value", "Claim Value", "Value the claim must have."),
      prop("role", "Role", "Role to grant to user if claim is present.", "Role"),
    ],
  ],
  "hardcoded-attribute-idp-mapper": [
    "Hardcoded Attribute",
    "Attribute Importer",
    "When user is imported from provider, hardcode a value to a specific user attribute.",
    [
      prop("attribute", "User Attribute", "Name of user attribute you want to hardcode.", "UserProfileAttributeList"),
      prop("attribute.value", "User Attribute Value", "Value you want to hardcode."),
    ],
  ],
  "oidc-hardcoded-role-idp-mapper": [
    "Hardcoded Role",
    "Role Importer",
    "When user is imported from provider, hardcode a role mapping for it.",
    [prop("role", "Role", "Role to grant to user.", "Role")],
  ],
  "oidc-hardcoded-group-idp-mapper": [
    "Hardcoded Group",
    "Group Importer",
    "When user is imported from provider, hardcode a group mapping for it.",
    [prop("group", "Group", "Assign the user to the specified group.", "Group")],
  ],
  "oidc-advanced-role-idp-mapper": [
    "Advanced Claim to Role",
    "Role Importer",
    "If the set of claims exists, grant the user the specified realm or client role.",
    [
      prop("claims", "Claims", "Name and value of the claims to search for in token.", "Map"),
      prop(
        "are.claim.values.regex",
        "Regex Claim Values",
        "If enabled claim values are interpreted as regular expressions.",
        "boolean",
      ),
      prop("role", "Role", "Role to grant to user if all claims are present.", "Role"),
    ],
  ],
  "oidc-username-idp-mapper": [
    "Username Template Importer",
    "Preprocessor",
    "Format the username to import.",
    [
      {
        ...prop("template", "Template", "Template to use to format the username to import."),
        defaultValue: "${ALIAS}.${CLAIM.preferred_username}",
      },
      TARGET,
    ],
  ],
};
export const SOCIAL_MAPPERS: Record<string, [string, string, string, object[]]> = {
  "hardcoded-user-session-attribute-idp-mapper": OIDC_MAPPERS["hardcoded-user-session-attribute-idp-mapper"],
  "hardcoded-attribute-idp-mapper": OIDC_MAPPERS["hardcoded-attribute-idp-mapper"],
  "oidc-hardcoded-role-idp-mapper": OIDC_MAPPERS["oidc-hardcoded-role-idp-mapper"],
  "oidc-hardcoded-group-idp-mapper": OIDC_MAPPERS["oidc-hardcoded-group-idp-mapper"],
};

export const SAML_MAPPERS: Record<string, [string, string, string, object[]]> = {
  ...SOCIAL_MAPPERS,
  "saml-user-attribute-idp-mapper": [
    "Attribute Importer",
    "Attribute Importer",
    "Import declared saml attribute if it exists in assertion into the specified user property or attribute.",
    [
      ...SAML_ATTRIBUTE,
      {
        ...prop("attribute.name.format", "Name Format", "Name format of attribute to search for in assertion.", "List"),
        options: ["ATTRIBUTE_FORMAT_BASIC", "ATTRIBUTE_FORMAT_URI", "ATTRIBUTE_FORMAT_UNSPECIFIED"],
      },
      prop(
        "user.attribute",
        "User Attribute Name",
        "User attribute name to store saml attribute.  Use email, lastName, and firstName to map to those predefined user properties.",
        "UserProfileAttributeList",
      ),
    ],
  ],
  "saml-role-idp-mapper": [
    "SAML Attribute to Role",
    "Role Mapper",
    "If an attribute exists, grant the user the specified realm or client role.",
    [
      ...SAML_ATTRIBUTE,
      prop(
        "attribute.value",
        "Attribute Value",
        "Value the attribute must have.  If the attribute is a list, then the value must be contained in the list.",
      ),
      prop(
        "role",
        "Role",
        "Role to grant to user.  Click 'Select Role' button to browse roles, or just type it in the textbox.  To reference a client role the syntax is clientname.clientrole, i.e. myclient.myrole",
        "Role",
      ),
    ],
  ],
  "saml-advanced-role-idp-mapper": [
    "Advanced Attribute to Role",
    "Role Importer",
    "If the set of attributes exists and can be matched, grant the user the specified realm or client role.",
    [
      prop("attributes", "Attributes", "Name and (regex) value of the attributes to search for in token.", "Map"),
      prop(
        "are.attribute.values.regex",
        "Regex Attribute Values",
        "If enabled attribute values are interpreted as regular expressions.",
        "boolean",
      ),
      prop("role", "Role", "Role to grant to user if all attributes are present.", "Role"),
    ],
  ],
  "saml-username-idp-mapper": [
    "Username Template Importer",
    "Preprocessor",
    "Format the username to import.",
    [
      {
        ...prop("template", "Template", "Template to use to format the username to import."),
        defaultValue: "${ALIAS}.${NAMEID}",
      },
      TARGET,
    ],
  ],
};

const MAPPERS_BY_PROVIDER: Record<string, Record<string, [string, string, string, object[]]>> = {
  oidc: OIDC_MAPPERS,
  "keycloak-oidc": OIDC_MAPPERS,
  saml: SAML_MAPPERS,
};

export function mapperTypes(providerId: string): Record<string, object> {
  const table = MAPPERS_BY_PROVIDER[providerId] ?? SOCIAL_MAPPERS;
  return Object.fromEntries(
    Object.entries(table).map(([id, [name, category, helpText, properties]]) => [
      id,
      { id, name, category, helpText, properties: [SYNC_MODE, ...properties] },
    ]),
  );
}
