// The keys a realm's tokens are signed and verified with, taken from its key-provider components as Keycloak takes
// them: for an algorithm the active, enabled key of highest priority signs (an RSA or EC key pair, or the secret of an
// HMAC provider); passive keys only verify (tokens they signed stay valid); disabled and deleted keys do neither. An
// algorithm no active key signs with gets Keycloak's fallback provider (realm/fallbackKeys.ts). The provider's
// keystore is swapped when the components change, so nothing heavier than the keystore is rebuilt and sessions
// survive.
import * as jose from "jose";
import { createHash, createPublicKey, createSecretKey, generateKeyPair, type KeyObject } from "node:crypto";
import { promisify } from "node:util";
import type Provider from "oidc-provider";
import instance from "oidc-provider/lib/helpers/weak_cache.js";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import { ensureKeyMaterialAsync, keyActive, keyEnabled, keyPriority, realmKeyProviders } from "../realm/realmKeys.js";
import { asymmetricKey, keyMetadata, type AsymmetricKey } from "../realm/keyMetadata.js";
import { first } from "../realm/keyMaterial.js";
import { addFallbackKeyProvider } from "../realm/fallbackKeys.js";
import { kidOf } from "../realm/x509.js";

/** what the realm's public key (realm info, SAML descriptors, keystores) and admin-signed tokens use */
export const SIGNING_ALG = "RS256";

export interface Signer {
  alg: string;
  kid: string;
  /** the private key, or the secret of an HMAC key */
  key: KeyObject;
  symmetric: boolean;
}

export interface Keyring {
  fingerprint: string;
  /** private JWKs of the asymmetric keys: the active ones (highest priority first), then the passive ones, marked
   * verify-only */
  keystore: jose.JWK[];
  /** what /certs publishes: every enabled asymmetric signing key */
  publicJwks: jose.JWK[];
  /** the public key of the key that signs RS256 tokens now */
  signing: jose.JWK;
  /** its private JWK, for the tokens the admin API signs itself */
  signingPrivate: jose.JWK;
  /** the key that signs with `alg` now */
  signer(alg: string): Signer | undefined;
  /** finds the key a token names: an asymmetric key of /certs, or an HMAC secret by kid */
  verify: jose.JWTVerifyGetKey;
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

interface HmacKey {
  kid: string;
  alg: string;
  secret: KeyObject;
  active: boolean;
  priority: number;
}

function hmacKeys(realm: RealmData): HmacKey[] {
  return realmKeyProviders(realm)
    .filter((c) => keyEnabled(c) && c.providerId === "hmac-generated")
    .flatMap((c) => {
      const meta = keyMetadata(c);
      const secret = first(c.config as Record<string, string[]>, "secret");
      if (!meta || !secret) return [];
      const key = createSecretKey(Buffer.from(secret, "base64url"));
      return [{ kid: meta.kid, alg: meta.algorithm, secret: key, active: keyActive(c), priority: keyPriority(c) }];
    });
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
  const byPriority = (a: AsymmetricKey, b: AsymmetricKey) =>
    Number(keyActive(b.component)) - Number(keyActive(a.component)) ||
    keyPriority(b.component) - keyPriority(a.component);
  const keys = realmKeyProviders(realm)
    .filter(keyEnabled)
    .map(asymmetricKey)
    .filter((k): k is AsymmetricKey => !!k && k.use === "SIG")
    .sort(byPriority);
  const entries = keys.map((k) =>
    jwkOf(k.privateKey, { kid: k.kid, alg: k.algorithm, certificate: k.certificate }, !keyActive(k.component)),
  );
  const signing = keys.find((k) => k.algorithm === SIGNING_ALG && keyActive(k.component));
  let ephemeral: KeyObject | undefined;
  if (!signing) {
    ephemeral = fallback ?? (await generateKeyPairAsync("rsa", { modulusLength: 2048 })).privateKey;
    const kid = kidOf(createPublicKey(ephemeral).export({ format: "der", type: "spki" }));
    entries.unshift(jwkOf(ephemeral, { kid, alg: SIGNING_ALG }, false));
  }
  const signingEntry = signing ? entries[keys.indexOf(signing)] : entries[0];
  const publicJwks = entries.map((e) => e.publicJwk);
  const hmac = hmacKeys(realm).sort((a, b) => Number(b.active) - Number(a.active) || b.priority - a.priority);
  const asymmetricSigner = (alg: string): Signer | undefined => {
    const key = keys.find((k) => k.algorithm === alg && keyActive(k.component));
    if (key) return { alg, kid: key.kid, key: key.privateKey, symmetric: false };
    if (alg !== SIGNING_ALG || !ephemeral) return undefined;
    return { alg, kid: String(signingEntry.publicJwk.kid), key: ephemeral, symmetric: false };
  };
  const jwks = jose.createLocalJWKSet({ keys: publicJwks });
  return {
    fingerprint: fingerprintOf(realm),
    keystore: entries.map((e) => e.stored),
    publicJwks,
    signing: signingEntry.publicJwk,
    signingPrivate: signingEntry.stored,
    signer(alg) {
      if (!alg.startsWith("HS")) return asymmetricSigner(alg);
      const key = hmac.find((k) => k.alg === alg && k.active);
      return key && { alg, kid: key.kid, key: key.secret, symmetric: true };
    },
    verify: async (header, token) => {
      if (!header.alg?.startsWith("HS")) return jwks(header, token);
      const key = hmac.find((k) => k.kid === header.kid && k.alg === header.alg);
      if (!key) throw new jose.errors.JWKSNoMatchingKey();
      return key.secret;
    },
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

  /** the keyring as last built: current() before a request keeps it up to date */
  get now(): Keyring {
    return this.ring;
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

  /** a key for each algorithm, the realm's fallback provider added for one no active key signs with */
  async ensureSigners(algorithms: string[]): Promise<Keyring> {
    const ring = await this.current();
    const missing = algorithms.filter((alg) => !ring.signer(alg));
    const added = missing.filter((alg) => addFallbackKeyProvider(this.realm, alg));
    if (added.length === 0) return ring;
    this.store.changed(this.realm);
    return this.current();
  }

  private apply(): void {
    if (!this.provider) return;
    const internals = instance(this.provider);
    internals.keystore.clear();
    for (const jwk of this.ring.keystore) internals.keystore.add(structuredClone(jwk));
    internals.jwks = { keys: this.ring.publicJwks.map((k) => ({ ...k })) };
  }
}
