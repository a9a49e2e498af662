// The protocol mapper types GET /admin/serverinfo lists, with their configuration properties.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import type { ProtocolMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";

// the admin client types defaultValue as object; Keycloak sends strings
type PropertyExtra = Omit<Partial<ConfigPropertyRepresentation>, "defaultValue"> & { defaultValue?: string };
export const prop = (
  name: string,
  label: string,
  type: string,
  extra: PropertyExtra = {},
): ConfigPropertyRepresentation =>
  ({
    name,
    label,
    helpText: `${label}.`,
    type,
    secret: false,
    required: false,
    readOnly: false,
    ...extra,
  }) as unknown as ConfigPropertyRepresentation;

const claimProps = [
  prop("claim.name", "Token Claim Name", "String"),
  prop("jsonType.label", "Claim JSON Type", "List", { options: ["String", "long", "int", "boolean", "JSON"] }),
  prop("id.token.claim", "Add to ID token", "boolean", { defaultValue: "true" }),
  prop("access.token.claim", "Add to access token", "boolean", { defaultValue: "true" }),
  prop("lightweight.claim", "Add to lightweight access token", "boolean", { defaultValue: "false" }),
  prop("userinfo.token.claim", "Add to userinfo", "boolean", { defaultValue: "true" }),
  prop("introspection.token.claim", "Add to token introspection", "boolean", { defaultValue: "true" }),
];
const mapperType = (
  id: string,
  name: string,
  category: string,
  properties: ConfigPropertyRepresentation[],
  priority = 0,
): ProtocolMapperTypeRepresentation => ({ id, name, category, helpText: `${name}.`, priority, properties });

export const OIDC_MAPPERS: ProtocolMapperTypeRepresentation[] = [
  mapperType("oidc-usermodel-attribute-mapper", "User Attribute", "Token mapper", [
    prop("user.attribute", "User Attribute", "UserProfileAttributeList"),
    ...claimProps,
    prop("multivalued", "Multivalued", "boolean", { defaultValue: "false" }),
    prop("aggregate.attrs", "Aggregate attribute values", "boolean", { defaultValue: "false" }),
  ]),
  mapperType("oidc-usermodel-property-mapper", "User Property", "Token mapper", [
    prop("user.attribute", "Property", "String"),
    ...claimProps,
  ]),
  mapperType("oidc-hardcoded-claim-mapper", "Hardcoded claim", "Token mapper", [
    ...claimProps,
    prop("claim.value", "Claim value", "String"),
  ]),
  mapperType("oidc-hardcoded-role-mapper", "Hardcoded Role", "Token mapper", [prop("role", "Role", "Role")]),
  mapperType("oidc-role-name-mapper", "Role Name Mapper", "Token mapper", [
    prop("role", "Role", "Role"),
    prop("new.role.name", "New Role Name", "String"),
  ]),
  mapperType("oidc-group-membership-mapper", "Group Membership", "Token mapper", [
    prop("claim.name", "Token Claim Name", "String"),
    prop("full.path", "Full group path", "boolean", { defaultValue: "true" }),
    ...claimProps.slice(2),
  ]),
  mapperType("oidc-audience-mapper", "Audience", "Token mapper", [
    prop("included.client.audience", "Included Client Audience", "ClientList"),
    prop("included.custom.audience", "Included Custom Audience", "String"),
    ...claimProps.slice(2),
  ]),
  mapperType("oidc-usermodel-realm-role-mapper", "User Realm Role", "Token mapper", [
    prop("usermodel.realmRoleMapping.rolePrefix", "Realm Role prefix", "String"),
    prop("multivalued", "Multivalued", "boolean", { defaultValue: "true" }),
    ...claimProps,
  ]),
  mapperType("oidc-usermodel-client-role-mapper", "User Client Role", "Token mapper", [
    prop("usermodel.clientRoleMapping.clientId", "Client ID", "ClientList"),
    prop("usermodel.clientRoleMapping.rolePrefix", "Client Role prefix", "String"),
    prop("multivalued", "Multivalued", "boolean", { defaultValue: "true" }),
    ...claimProps,
  ]),
  mapperType("oidc-full-name-mapper", "User's full name", "Token mapper", claimProps.slice(2)),
  mapperType("oidc-address-mapper", "User Address", "Token mapper", claimProps.slice(2)),
  mapperType("oidc-allowed-origins-mapper", "Allowed Web Origins", "Token mapper", claimProps.slice(3, 5)),
  mapperType("oidc-acr-mapper", "Authentication Context Class Reference (ACR)", "Token mapper", claimProps.slice(2)),
  mapperType("oidc-sub-mapper", "Subject (sub)", "Token mapper", claimProps.slice(3, 5)),
  mapperType("oidc-usersessionmodel-note-mapper", "User Session Note", "Token mapper", [
    prop("user.session.note", "User Session Note", "String"),
    ...claimProps,
  ]),
  mapperType("oidc-organization-membership-mapper", "Organization Membership", "Token mapper", claimProps),
];
export const SAML_MAPPERS: ProtocolMapperTypeRepresentation[] = [
  mapperType("saml-user-attribute-mapper", "User Attribute", "AttributeStatement Mapper", [
    prop("user.attribute", "User Attribute", "UserProfileAttributeList"),
    prop("friendly.name", "Friendly Name", "String"),
    prop("attribute.name", "SAML Attribute Name", "String"),
    prop("attribute.nameformat", "SAML Attribute NameFormat", "List", {
      options: ["Basic", "URI Reference", "Unspecified"],
    }),
  ]),
  mapperType("saml-role-list-mapper", "Role list", "Role Mapper", [
    prop("attribute.name", "Role attribute name", "String", { defaultValue: "Role" }),
    prop("single", "Single Role Attribute", "boolean"),
  ]),
  mapperType("saml-hardcode-attribute-mapper", "Hardcoded attribute", "AttributeStatement Mapper", [
    prop("attribute.name", "SAML Attribute Name", "String"),
    prop("attribute.value", "Attribute value", "String"),
  ]),
];
