// The mapper types Keycloak 26.7 offers for SAML identity providers, with their configuration properties.
import { prop, type MapperTypes } from "./identityProviderMapperProperty.js";

export const SAML_MAPPER_TYPES: MapperTypes = {
  "saml-advanced-group-idp-mapper": {
    name: "Advanced Attribute to Group",
    category: "Group Importer",
    helpText: "If all attributes exists, assign the user to the specified group.",
    properties: [
      prop(
        "attributes",
        "Attributes",
        "Map",
        "Name and value of the attributes to search for in token. You can reference nested attributes using a '.', i.e. 'address.locality'. To use dot (.) literally, escape it with backslash (\\.)",
      ),
      prop(
        "are.attribute.values.regex",
        "Regex Attribute Values",
        "boolean",
        "If enabled attribute values are interpreted as regular expressions.",
      ),
      prop("group", "Group", "Group", "Group to assign the user to if attribute is present."),
    ],
  },
  "saml-advanced-role-idp-mapper": {
    name: "Advanced Attribute to Role",
    category: "Role Importer",
    helpText: "If the set of attributes exists and can be matched, grant the user the specified realm or client role.",
    properties: [
      prop(
        "attributes",
        "Attributes",
        "Map",
        "Name and (regex) value of the attributes to search for in token.  The configured name of an attribute is searched in SAML attribute name and attribute friendly name fields. Every given attribute description must be met to set the role. If the attribute is an array, then the value must be contained in the array. If an attribute can be found several times, then one match is sufficient.",
      ),
      prop(
        "are.attribute.values.regex",
        "Regex Attribute Values",
        "boolean",
        "If enabled attribute values are interpreted as regular expressions.",
      ),
      prop(
        "role",
        "Role",
        "Role",
        "Role to grant to user if all attributes are present. Click 'Select Role' button to browse roles, or just type it in the textbox. To reference a client role the syntax is clientname.clientrole, i.e. myclient.myrole",
      ),
    ],
  },
  "saml-role-idp-mapper": {
    name: "SAML Attribute to Role",
    category: "Role Mapper",
    helpText: "If an attribute exists, grant the user the specified realm or client role.",
    properties: [
      prop(
        "attribute.name",
        "Attribute Name",
        "String",
        "Name of attribute to search for in assertion.  You can leave this blank and specify a friendly name instead.",
      ),
      prop(
        "attribute.friendly.name",
        "Friendly Name",
        "String",
        "Friendly name of attribute to search for in assertion.  You can leave this blank and specify a name instead.",
      ),
      prop(
        "attribute.value",
        "Attribute Value",
        "String",
        "Value the attribute must have.  If the attribute is a list, then the value must be contained in the list.",
      ),
      prop(
        "role",
        "Role",
        "Role",
        "Role to grant to user.  Click 'Select Role' button to browse roles, or just type it in the textbox.  To reference a client role the syntax is clientname.clientrole, i.e. myclient.myrole",
      ),
    ],
  },
  "saml-user-attribute-idp-mapper": {
    name: "Attribute Importer",
    category: "Attribute Importer",
    helpText: "Import declared saml attribute if it exists in assertion into the specified user property or attribute.",
    properties: [
      prop(
        "attribute.name",
        "Attribute Name",
        "String",
        "Name of attribute to search for in assertion.  You can leave this blank and specify a friendly name instead.",
      ),
      prop(
        "attribute.friendly.name",
        "Friendly Name",
        "String",
        "Friendly name of attribute to search for in assertion.  You can leave this blank and specify a name instead.",
      ),
      prop(
        "attribute.name.format",
        "Name Format",
        "List",
        "Name format of attribute to specify in the RequestedAttribute element. Default to basic format.",
        {
          defaultValue: "ATTRIBUTE_FORMAT_BASIC",
          options: ["ATTRIBUTE_FORMAT_BASIC", "ATTRIBUTE_FORMAT_URI", "ATTRIBUTE_FORMAT_UNSPECIFIED"],
        },
      ),
      prop(
        "user.attribute",
        "User Attribute Name",
        "UserProfileAttributeList",
        "User attribute name to store saml attribute.  Use email, lastName, and firstName to map to those predefined user properties.",
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
  "saml-username-idp-mapper": {
    name: "Username Template Importer",
    category: "Preprocessor",
    helpText: "Format the username to import.",
    properties: [
      prop(
        "template",
        "Template",
        "String",
        "Template to use to format the username to import.  Substitutions are enclosed in ${}.  For example: '${ALIAS}.${NAMEID}'.  ALIAS is the provider alias.  NAMEID is that SAML name id assertion.  ATTRIBUTE.<NAME> references a SAML attribute where name is the attribute name or friendly name. \nThe substitution can be converted to upper or lower case by appending |uppercase or |lowercase to the substituted value, e.g. '${NAMEID | lowercase} \nLocal part of email can be extracted by appending |localpart to the substituted value, e.g. ${ATTRIBUTE.email | localpart}. If \"@\" is not part of the string, this conversion leaves the substitution untouched.",
        { defaultValue: "${ALIAS}.${NAMEID}" },
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
  "saml-xpath-attribute-idp-mapper": {
    name: "XPath Attribute Importer",
    category: "Attribute Importer",
    helpText:
      "Extract text of a saml attribute via XPath expression and import into the specified user property or attribute.",
    properties: [
      prop(
        "attribute.xpath",
        "Attribute XPath",
        "String",
        'XPath expression to search for. All attributes are surrounded with a <root> element. Given prefixes and namespaces are preserved. Example: <root><myPrefix:Person xmlns:myPrefix="http://my.namespace/schema"><myPrefix:FirstName>John</myPrefix:FirstName>...</myPrefix:Person></root> or <root>Some attribute value of anyType</root>',
      ),
      prop(
        "attribute.name",
        "Attribute Name",
        "String",
        "Name of attribute to search for in assertion and apply XPath. You can leave this blank to try to apply XPath to all attributes or specify a friendly name instead.",
      ),
      prop(
        "attribute.friendly.name",
        "Friendly Name",
        "String",
        "Friendly name of attribute to search for in assertion. You can leave this blank to try to apply XPath to all attributes or specify a name instead.",
      ),
      prop(
        "user.attribute",
        "User Attribute Name",
        "UserProfileAttributeList",
        "User attribute name to store XPath value. Use email, firstName, and lastName for e-mail, first and last name, respectively.",
      ),
    ],
  },
};
