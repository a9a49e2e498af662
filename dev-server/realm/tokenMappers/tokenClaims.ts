// The claims one token gets from its protocol mappers, as Keycloak builds them: the mappers of the client itself and
// of the applied client scopes, those that write this kind of token, in priority order. ID tokens and userinfo always
// name their subject; an access token has "sub" only from a mapper (the built-in "basic" scope's).
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import type { RealmData, UserRecord } from "../../store/model.js";
import type { ClientScope } from "./appliedClientScopes.js";
import { includedIn } from "./mapperFlags.js";
import type { MapperType } from "./mapperType.js";
import { mapperType } from "./mapperTypes.js";
import type { Claims, TokenClient, TokenContext, TokenKind, TokenSession } from "./tokenContext.js";
import { tokenRoles } from "./tokenRoles.js";

export interface TokenClaimsRequest {
  realm: RealmData;
  client: TokenClient;
  user: UserRecord;
  kind: TokenKind;
  scopes: ClientScope[];
  session: TokenSession;
  allowedOrigins: string[];
  resolveClientUri(uri: string): string;
}

export interface TokenClaims {
  claims: Claims;
  /** the audiences the mappers added */
  audience: string[];
}

interface ActiveMapper {
  type: MapperType;
  config: Record<string, string | undefined>;
}

function activeMappers(client: TokenClient, scopes: ClientScope[], kind: TokenKind): ActiveMapper[] {
  const lightweight = client.attributes?.["client.use.lightweight.access.token.enabled"] === "true";
  const protocol = client.protocol ?? "openid-connect";
  const all: ProtocolMapperRepresentation[] = [
    ...(client.protocolMappers ?? []),
    ...scopes.flatMap((s) => s.protocolMappers ?? []),
  ];
  const active: ActiveMapper[] = [];
  for (const mapper of all) {
    const type = mapperType(mapper.protocolMapper);
    if (!type || (mapper.protocol ?? protocol) !== protocol || !type.kinds.includes(kind)) continue;
    const config = mapper.config ?? {};
    if (type.ignoresFlags || includedIn(config, kind, lightweight)) active.push({ type, config });
  }
  // a stable sort: mappers of one priority keep the client's, then the scopes', order
  return active.sort((a, b) => a.type.priority - b.type.priority);
}

export function tokenClaims(request: TokenClaimsRequest): TokenClaims {
  const { realm, client, user, kind, scopes } = request;
  const context: TokenContext = {
    realm,
    client,
    user,
    kind,
    session: request.session,
    allowedOrigins: request.allowedOrigins,
    resolveClientUri: request.resolveClientUri,
    roles: tokenRoles(realm, client, scopes, user),
    audience: new Set(),
  };
  const claims: Claims = kind === "id" || kind === "userinfo" ? { sub: user.id } : {};
  for (const { type, config } of activeMappers(client, scopes, kind)) type.apply(claims, config, context);
  return { claims, audience: [...context.audience] };
}
