// One kind of protocol mapper ("oidc-usermodel-attribute-mapper", say): the tokens it can write, its priority among
// the mappers of one token (Keycloak runs lower priorities first), and what it does to the claims.
import type { Claims, MapperConfig, TokenContext, TokenKind } from "./tokenContext.js";

export interface MapperType {
  /** Keycloak's default priority is 0; the role mappers run after the mappers that rename or add roles */
  priority: number;
  /** the tokens Keycloak's mapper class writes to (its OIDCAccessTokenMapper, OIDCIDTokenMapper, … interfaces) */
  kinds: readonly TokenKind[];
  /** mappers that only edit the token's roles have no include flags: they run for every token */
  ignoresFlags?: boolean;
  apply(claims: Claims, config: MapperConfig, context: TokenContext): void;
}

export const ALL_KINDS: readonly TokenKind[] = ["access", "id", "userinfo", "introspection"];
export const ACCESS_KINDS: readonly TokenKind[] = ["access", "introspection"];
export const TOKEN_KINDS: readonly TokenKind[] = ["access", "id", "introspection"];
