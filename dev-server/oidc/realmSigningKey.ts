// The public key that signs a realm's RS256 tokens now (its kid and certificate), for what describes the realm to
// clients (SAML descriptors, keystores with the realm's certificate) and the tokens the admin API signs itself.
import type * as jose from "jose";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import { buildKeyring } from "./realmKeyring.js";

export async function realmSigningKey(
  store: Store,
  realm: RealmData,
): Promise<{ publicJwk: jose.JWK; privateJwk: jose.JWK }> {
  const ring = await buildKeyring(store, realm);
  return { publicJwk: ring.signing, privateJwk: ring.signingPrivate };
}
