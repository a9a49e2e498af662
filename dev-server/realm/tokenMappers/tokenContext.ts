// What a protocol mapper sees when it shapes one token: the realm, the client, the user, the user's session, the
// token kind it writes, and the roles the token may carry (which role mappers read and the role-changing mappers
// edit first).
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type { RealmData, UserRecord } from "../../store/model.js";

export type Claims = Record<string, unknown>;
export type MapperConfig = Record<string, string | undefined>;
export type TokenKind = "access" | "id" | "userinfo" | "introspection";
export type TokenClient = ClientRepresentation & { id: string; clientId: string };

/** the realm and client roles a token may carry, by name; client roles keyed by clientId */
export interface ResolvedRoles {
  realm: Set<string>;
  clients: Map<string, Set<string>>;
}

export interface TokenSession {
  /** Keycloak's authentication context class: "1" after a login with credentials */
  acr: string;
  /** the user session's notes, as the session note mapper reads them (AUTH_TIME, in seconds since the epoch) */
  notes: Record<string, string>;
}

export interface TokenContext {
  realm: RealmData;
  client: TokenClient;
  user: UserRecord;
  kind: TokenKind;
  session: TokenSession;
  /** the origins the client's web origins allow, resolved against the server's base URL */
  allowedOrigins: string[];
  /** a client URI made absolute against the client's root URL */
  resolveClientUri(uri: string): string;
  roles: ResolvedRoles;
  /** the audiences mappers add */
  audience: Set<string>;
}
