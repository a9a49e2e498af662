// Which algorithm signs a client's tokens, as Keycloak picks it: the client's own choice for the token kind (its
// access.token.signed.response.alg and id.token.signed.response.alg attributes), else the realm's default signature
// algorithm, else RS256.
import type { RealmData } from "../store/model.js";
import type { KeycloakClient } from "./keycloakClients.js";

export const DEFAULT_SIGNATURE_ALGORITHM = "RS256";

const CLIENT_ATTRIBUTE = {
  access: "access.token.signed.response.alg",
  id: "id.token.signed.response.alg",
} as const;

export function tokenAlgorithm(realm: RealmData, client: KeycloakClient | undefined, kind: "access" | "id"): string {
  const own = client?.attributes?.[CLIENT_ATTRIBUTE[kind]];
  if (typeof own === "string" && own) return own;
  return realm.rep.defaultSignatureAlgorithm || DEFAULT_SIGNATURE_ALGORITHM;
}

/** every algorithm a token request of the client may sign with */
export function clientTokenAlgorithms(realm: RealmData, client: KeycloakClient | undefined): string[] {
  return [...new Set([tokenAlgorithm(realm, client, "access"), tokenAlgorithm(realm, client, "id")])];
}
