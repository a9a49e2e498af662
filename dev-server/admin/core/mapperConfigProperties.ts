// The configuration properties protocol mapper types share, with Keycloak 26's names, label and help-text keys (the
// admin console translates the keys), types and defaults: the token claim name and JSON type, and the "add to ..."
// switches a mapper shows for each token it can write to.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import type { ProtocolMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";

// the admin client types defaultValue as object; Keycloak sends strings (and, for a few properties, a boolean)
export type PropertyExtra = Omit<Partial<ConfigPropertyRepresentation>, "defaultValue"> & {
  defaultValue?: string | boolean;
};

/** a property as Keycloak serialises one: without a type set, a provider property is a String */
export const property = (
  name: string,
  label: string,
  helpText: string,
  extra: PropertyExtra = {},
): ConfigPropertyRepresentation =>
  ({
    name,
    label,
    helpText,
    type: "String",
    secret: false,
    required: false,
    readOnly: false,
    ...extra,
  }) as unknown as ConfigPropertyRepresentation;

export const booleanProperty = (name: string, label: string, helpText: string, defaultValue?: string) =>
  property(name, label, helpText, { type: "boolean", ...(defaultValue ? { defaultValue } : {}) });

export const claimNameProperty = (helpText = "tokenClaimName.tooltip") =>
  property("claim.name", "tokenClaimName.label", helpText, { required: true });

export const jsonTypeProperty = () =>
  property("jsonType.label", "jsonType.label", "jsonType.tooltip", {
    type: "List",
    options: ["String", "long", "int", "boolean", "JSON"],
  });

export const multivaluedProperty = (defaultValue?: string) =>
  booleanProperty("multivalued", "multivalued.label", "multivalued.tooltip", defaultValue);

/** the tokens a mapper can add to; Keycloak shows one switch for each, in this order */
export type TokenTarget = "id" | "access" | "userinfo" | "response" | "introspection";

export function includeInTokensProperties(
  targets: readonly TokenTarget[],
  idTokenDefault = "true",
): ConfigPropertyRepresentation[] {
  const has = (target: TokenTarget) => targets.includes(target);
  const flag = (name: string, key: string, defaultValue: string) =>
    booleanProperty(name, `${key}.label`, `${key}.tooltip`, defaultValue);
  return [
    ...(has("id") ? [flag("id.token.claim", "includeInIdToken", idTokenDefault)] : []),
    ...(has("access")
      ? [
          flag("access.token.claim", "includeInAccessToken", "true"),
          flag("lightweight.claim", "includeInLightweight", "false"),
        ]
      : []),
    ...(has("userinfo") ? [flag("userinfo.token.claim", "includeInUserInfo", "true")] : []),
    ...(has("response") ? [flag("access.tokenResponse.claim", "includeInAccessTokenResponse", "false")] : []),
    ...(has("introspection") ? [flag("introspection.token.claim", "includeInIntrospection", "true")] : []),
  ];
}

/** the claim name, JSON type and token switches a claim-writing mapper shows */
export const claimProperties = (targets: readonly TokenTarget[]) => [
  claimNameProperty(),
  jsonTypeProperty(),
  ...includeInTokensProperties(targets),
];

export const mapperType = (
  id: string,
  name: string,
  category: string,
  helpText: string,
  properties: ConfigPropertyRepresentation[],
  priority = 0,
): ProtocolMapperTypeRepresentation => ({ id, name, category, helpText, priority, properties });
