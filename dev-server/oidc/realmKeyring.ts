// The keys a realm's tokens are signed and verified with, taken from its key-provider components as Keycloak takes
// them: for an algorithm the active, enabled key of highest priority signs; passive keys only verify (tokens they
// signed stay valid); disabled and deleted keys do neither. The provider's keystore is swapped when the components
// change, so nothing heavier than the keystore is rebuilt and sessions survive.
import * as jose from "jose";
import { createHash, createPublicKey, generateKeyPair, type KeyObject } from "node:crypto";
import { promisify } from "node:util";
import type Provider from "oidc-provider";
import instance from "oidc-provider/lib/helpers/weak_cache.js";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import { ensureKeyMaterialAsync, keyActive, keyEnabled, keyPriority, realmKeyProviders } from "../realm/realmKeys.js";
import { asymmetricKey, type AsymmetricKey } from "../realm/keyMetadata.js";
import { kidOf } from "../realm/x509.js";

export const SIGNING_ALG = "RS256";

export interface Keyring {
  fingerprint: string;
  /** private JWKs: the active ones (highest priority first), then the passive ones, marked verify-only */
  keystore: jose.JWK[];
  /** what /certs publishes: every enabled signing key */
  publicJwks: jose.JWK[];
  /** the public key of the key that signs RS256 tokens now */
  signing: jose.JWK;
  /** its private JWK, for the tokens the admin API signs itself */
  signingPrivate: jose.JWK;
  verify: ReturnType<typeof jose.createLocalJWKSet>;
}

function fingerprintOf(realm: RealmData): string {
  const hash = createHash("sha1");
  for (const c of realmKeyProviders(realm)) hash.update(JSON.stringify([c.id, c.providerId, c.config]));
  return hash.digest("base64");
}

function jwkOf(privateKey: KeyObject, meta: { kid: string; alg: string; certificate?: string }, passive: boolean) {
  const x5c = meta.certificate ? { x5c: [meta.certificate] } : {};
  const base = { kid: meta.kid, alg: meta.alg, use: "sig", ...x5c };
  const publicJwk = { ...(privateKey.export({ format: "jwk" }) as jose.JWK), ...base };
  for (const part of ["d", "p", "q", "dp", "dq", "qi"] as const) delete publicJwk[part];
  // a passive key stays in the keystore public-only, so oidc-provider can verify with it but never sign
  const stored = passive
    ? { ...publicJwk, key_ops: ["verify"] }
    : { ...(privateKey.export({ format: "jwk" }) as jose.JWK), ...base };
  return { stored, publicJwk };
}

const generateKeyPairAsync = promisify(generateKeyPair);

/** Builds the keyring; a realm without any active RS256 key gets one for this run only, so it can still log in. */
export async function buildKeyring(
  store: Store,
  realm: RealmData,
  fallback?: KeyObject,
): Promise<Keyring & { fallback?: KeyObject }> {
  let changed = false;
  for (const c of realmKeyProviders(realm)) if (await ensureKeyMaterialAsync(c, realm.rep.realm)) changed = true;
  if (changed) store.changed(realm);
  const keys = realmKeyProviders(realm)
    .filter(keyEnabled)
    .map(asymmetricKey)
    // the dev server signs with RSA and EC keys; an EdDSA key is listed as Keycloak lists it, never used
    .filter((k): k is AsymmetricKey => !!k && k.use === "SIG" && k.algorithm !== "EdDSA")
    .sort(
      (a, b) =>
        Number(keyActive(b.component)) - Number(keyActive(a.component)) ||
        keyPriority(b.component) - keyPriority(a.component),
    );
  const entries = keys.map((k) =>
    jwkOf(k.privateKey, { kid: k.kid, alg: k.algorithm, certificate: k.certificate }, !keyActive(k.component)),
  );
  const signing = keys.find((k) => k.algorithm === SIGNING_ALG && keyActive(k.component));
  let ephemeral: KeyObject | undefined;
  if (!signing) {
    ephemeral = fallback ?? (await generateKeyPairAsync("rsa", { modulusLength: 2048 })).privateKey;
    entries.unshift(
      jwkOf(
        ephemeral,
        { kid: kidOf(createPublicKey(ephemeral).export({ format: "der", type: "spki" })), alg: SIGNING_ALG },
        false,
      ),
    );
  }
  const signingEntry = signing ? entries[keys.indexOf(signing)] : entries[0];
  const publicJwks = entries.map((e) => e.publicJwk);
  return {
    fingerprint: fingerprintOf(realm),
    keystore: entries.map((e) => e.stored),
    publicJwks,
    signing: signingEntry.publicJwk,
    signingPrivate: signingEntry.stored,
    verify: jose.createLocalJWKSet({ keys: publicJwks }),
    fallback: ephemeral,
  };
}

/** A realm's keyring that follows its components: `current()` rebuilds it (and the provider's keystore) on change. */
export class RealmKeys {
  private ring!: Keyring & { fallback?: KeyObject };
  private pending?: Promise<Keyring>;
  private provider?: Provider;

  constructor(
    private readonly store: Store,
    private readonly realm: RealmData,
  ) {}

  async init(): Promise<Keyring> {
    this.ring = await buildKeyring(this.store, this.realm);
    return this.ring;
  }

  /** the provider whose keystore follows this keyring */
  attach(provider: Provider): void {
    this.provider = provider;
    this.apply();
  }

  get signing(): jose.JWK {
    return this.ring.signing;
  }

  async current(): Promise<Keyring> {
    if (this.ring.fingerprint === fingerprintOf(this.realm)) return this.ring;
    this.pending ??= buildKeyring(this.store, this.realm, this.ring.fallback).then(
      (ring) => {
        this.ring = ring;
        this.pending = undefined;
        this.apply();
        return ring;
      },
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }

  private apply(): void {
    if (!this.provider) return;
    const internals = instance(this.provider);
    internals.keystore.clear();
    for (const jwk of this.ring.keystore) internals.keystore.add(structuredClone(jwk));
    internals.jwks = { keys: this.ring.publicJwks.map((k) => ({ ...k })) };
  }
}
