// The oidc layer's door to the protocol mappers (realm/tokenMappers): the claims of one token for a Keycloak client,
// a user and the request's scope parameter, with the client's origins and URIs resolved against the server.
import type { RealmData, UserRecord } from "../store/model.js";
import {
  appliedClientScopes,
  tokenScopeClaim,
  type AppliedClientScopes,
} from "../realm/tokenMappers/appliedClientScopes.js";
import { tokenClaims, type TokenClaims } from "../realm/tokenMappers/tokenClaims.js";
import type { TokenKind } from "../realm/tokenMappers/tokenContext.js";
import { allowedOrigins, resolveClientUri, type KeycloakClient } from "./keycloakClients.js";

export interface MappedClaimsRequest {
  client: KeycloakClient;
  user: UserRecord;
  /** the request's scope parameter, as the token keeps it */
  scope?: string;
  /** seconds since the epoch */
  authTime?: number;
}

export interface MappedClaims extends TokenClaims {
  applied: AppliedClientScopes;
  /** Keycloak's "scope" claim */
  scope: string;
}

export function mappedClaims(
  realm: RealmData,
  baseUrl: string,
  kind: TokenKind,
  { client, user, scope, authTime }: MappedClaimsRequest,
): MappedClaims {
  const applied = appliedClientScopes(realm, client, scope);
  const claims = tokenClaims({
    realm,
    client,
    user,
    kind,
    scopes: applied.scopes,
    // every session here began with a login by password: Keycloak's level 1
    session: { acr: "1", notes: authTime === undefined ? {} : { AUTH_TIME: String(authTime) } },
    allowedOrigins: [...allowedOrigins(client, baseUrl)],
    resolveClientUri: (uri) => resolveClientUri(uri, client, baseUrl),
  });
  return { ...claims, applied, scope: tokenScopeClaim(applied) };
}
