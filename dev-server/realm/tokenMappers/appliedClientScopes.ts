// The client scopes one token request applies, as Keycloak picks them: every default client scope of the client and
// the optional ones the request's "scope" parameter names. A scope value that is neither (other than "openid") makes
// Keycloak refuse the request with invalid_scope.
import type ClientScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientScopeRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { TokenClient } from "./tokenContext.js";

export type ClientScope = ClientScopeRepresentation & { id: string; name: string };

export interface AppliedClientScopes {
  scopes: ClientScope[];
  /** requested scope values the client has no client scope for */
  unknown: string[];
  /** the request asked for "openid" */
  openid: boolean;
}

export function parseScopeParam(scope: string | undefined): string[] {
  return [...new Set((scope ?? "").split(" ").filter(Boolean))];
}

/** the client's default and optional client scopes of its protocol; an imported client without a default list has
 * the realm's defaults, as Keycloak gives it */
export function clientScopesOf(
  realm: RealmData,
  client: TokenClient,
): { defaults: ClientScope[]; optional: ClientScope[] } {
  const protocol = client.protocol ?? "openid-connect";
  const byName = new Map<string, ClientScope>();
  for (const scope of realm.clientScopes.values())
    if ((scope.protocol ?? "openid-connect") === protocol) byName.set(scope.name, scope);
  const named = (names: string[]) => names.map((n) => byName.get(n)).filter((s): s is ClientScope => !!s);
  const byId = (ids: string[]) => ids.map((id) => realm.clientScopes.get(id)).filter((s): s is ClientScope => !!s);
  return {
    defaults: client.defaultClientScopes
      ? named(client.defaultClientScopes)
      : byId(realm.defaultDefaultClientScopeIds).filter((s) => byName.get(s.name) === s),
    optional: client.optionalClientScopes
      ? named(client.optionalClientScopes)
      : byId(realm.defaultOptionalClientScopeIds).filter((s) => byName.get(s.name) === s),
  };
}

export function appliedClientScopes(
  realm: RealmData,
  client: TokenClient,
  scopeParam: string | undefined,
): AppliedClientScopes {
  const requested = parseScopeParam(scopeParam);
  const { defaults, optional } = clientScopesOf(realm, client);
  const known = new Set([...defaults, ...optional].map((s) => s.name));
  return {
    scopes: [...defaults, ...optional.filter((s) => requested.includes(s.name))],
    unknown: requested.filter((value) => value !== "openid" && !known.has(value)),
    openid: requested.includes("openid"),
  };
}

/** the access token's "scope" claim: "openid" when requested, then the applied scopes shown in the token scope */
export function tokenScopeClaim(applied: AppliedClientScopes): string {
  const shown = applied.scopes.filter((s) => s.attributes?.["include.in.token.scope"] !== "false").map((s) => s.name);
  return [...(applied.openid ? ["openid"] : []), ...shown].join(" ");
}
