// The saml protocol mapper types GET /admin/serverinfo lists, with Keycloak 26's configuration properties.
import type { ProtocolMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { booleanProperty, mapperType, property } from "./mapperConfigProperties.js";

const ATTRIBUTE_STATEMENT = "AttributeStatement Mapper";

const friendlyName = () =>
  property(
    "friendly.name",
    "Friendly Name",
    "Standard SAML attribute setting.  An optional, more human-readable form of the attribute's name that can be provided if the actual attribute name is cryptic.",
  );
const nameFormat = () =>
  property(
    "attribute.nameformat",
    "SAML Attribute NameFormat",
    "SAML Attribute NameFormat.  Can be basic, URI reference, or unspecified.",
    { type: "List", options: ["Basic", "URI Reference", "Unspecified"] },
  );
/** the friendly name, attribute name and name format every attribute statement mapper shows */
const attributeStatementProperties = () => [
  friendlyName(),
  property("attribute.name", "SAML Attribute Name", "SAML Attribute Name"),
  nameFormat(),
];
const aggregateAttributes = () =>
  booleanProperty("aggregate.attrs", "aggregate.attrs.label", "aggregate.attrs.tooltip");

export const SAML_MAPPER_TYPES: ProtocolMapperTypeRepresentation[] = [
  mapperType(
    "saml-user-attribute-mapper",
    "User Attribute",
    ATTRIBUTE_STATEMENT,
    "Map a custom user attribute to a to a SAML attribute.",
    [
      property("user.attribute", "usermodel.attr.label", "usermodel.attr.tooltip", {
        type: "UserProfileAttributeList",
        required: true,
      }),
      ...attributeStatementProperties(),
      aggregateAttributes(),
    ],
  ),
  mapperType(
    "saml-user-property-mapper",
    "User Property",
    ATTRIBUTE_STATEMENT,
    "Map a built in user property (email, firstName, lastName) to a SAML attribute type.",
    [property("user.attribute", "usermodel.prop.label", "usermodel.prop.tooltip"), ...attributeStatementProperties()],
  ),
  mapperType(
    "saml-hardcode-attribute-mapper",
    "Hardcoded attribute",
    ATTRIBUTE_STATEMENT,
    "Hardcode an attribute into the SAML Assertion.",
    [
      ...attributeStatementProperties(),
      property("attribute.value", "Attribute value", "Value of the attribute you want to hard code."),
    ],
  ),
  mapperType(
    "saml-role-list-mapper",
    "Role list",
    "Role Mapper",
    "Role names are stored in an attribute value.  There is either one attribute with multiple attribute values, or an attribute per role name depending on how you configure it.  You can also specify the attribute name i.e. 'Role' or 'memberOf' being examples.",
    [
      property(
        "attribute.name",
        "Role attribute name",
        "Name of the SAML attribute you want to put your roles into.  i.e. 'Role', 'memberOf'.",
        { defaultValue: "Role" },
      ),
      friendlyName(),
      nameFormat(),
      booleanProperty(
        "single",
        "Single Role Attribute",
        "If true, all roles will be stored under one attribute with multiple attribute values.",
        "true",
      ),
    ],
  ),
  mapperType(
    "saml-organization-membership-mapper",
    "Organization Membership",
    ATTRIBUTE_STATEMENT,
    "Map user organization membership",
    [],
  ),
  // the mapper of the built-in AuthnContextClassRef scope
  mapperType(
    "saml-authn-context-class-ref-mapper",
    "AuthnContextClassRef mapper",
    "AuthnContextClassRef mapper",
    "Add the AuthnContextClassRef to the AuthContext with the Level of Assurance if present.",
    [],
  ),
];
