// Keycloak's checks on a client scope before it is stored; each answers the error text Keycloak answers, or
// undefined when the scope passes.
import type ClientScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientScopeRepresentation.js";

// printable ASCII without space, double quote and backslash: a scope name travels in the space-separated,
// quoted "scope" parameter
const SCOPE_NAME = /^[\x21\x23-\x5B\x5D-\x7E]+$/;
const PROTOCOLS = new Set(["openid-connect", "saml", "oid4vc"]);

export function clientScopeNameError(name: string | undefined): string | undefined {
  return name !== undefined && SCOPE_NAME.test(name)
    ? undefined
    : `Unexpected name "${name ?? "null"}" for ClientScope`;
}

export function clientScopeProtocolError(protocol: string | undefined): string | undefined {
  return protocol && PROTOCOLS.has(protocol) ? undefined : "Unexpected protocol";
}

/** dynamic scopes are a disabled preview feature here, as in a stock Keycloak 26 */
export function dynamicScopeError(attributes: ClientScopeRepresentation["attributes"]): string | undefined {
  const regexp = attributes?.["dynamic.scope.regexp"];
  if (regexp) return `Unexpected value "${regexp}" for attribute dynamic.scope.regexp in ClientScope`;
  if (attributes?.["is.dynamic.scope"]?.toLowerCase() === "true")
    return `Unexpected value "true" for attribute is.dynamic.scope in ClientScope`;
  return undefined;
}
