// The key that signs a realm's tokens: the private key of its active rsa-generated component, so the admin API's
// /keys and the provider's /certs name the same kid, and tokens keep verifying after a restart (the key is stored in
// the component's config, which is part of the realm export). A realm without such a component gets a key for this
// run only, as before.
import * as jose from "jose";
import { createPrivateKey, createPublicKey, generateKeyPair, randomUUID, type KeyObject } from "node:crypto";
import { promisify } from "node:util";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import { activeRs256Component, ensureRsaKeyMaterialAsync, kidOf } from "../realm/realmKeys.js";

export interface SigningKey {
  privateJwk: jose.JWK;
  publicJwk: jose.JWK;
}

export async function realmSigningKey(store: Store, realm: RealmData): Promise<SigningKey> {
  const component = activeRs256Component(realm);
  if (!component) {
    const { privateKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 2048 });
    return signingKey(privateKey, randomUUID());
  }
  if (await ensureRsaKeyMaterialAsync(component, realm.rep.realm)) store.changed(realm);
  const config = component.config as Record<string, string[]>;
  const privateKey = createPrivateKey({
    key: Buffer.from(config.privateKey[0], "base64"),
    format: "der",
    type: "pkcs8",
  });
  const kid = kidOf(createPublicKey(privateKey).export({ format: "der", type: "spki" }));
  return signingKey(privateKey, kid, config.certificate?.[0]);
}

function signingKey(privateKey: KeyObject, kid: string, certificate?: string): SigningKey {
  const meta = { kid, alg: "RS256", use: "sig", ...(certificate ? { x5c: [certificate] } : {}) };
  return {
    privateJwk: { ...(privateKey.export({ format: "jwk" }) as jose.JWK), ...meta },
    publicJwk: { ...(createPublicKey(privateKey).export({ format: "jwk" }) as jose.JWK), ...meta },
  };
}
