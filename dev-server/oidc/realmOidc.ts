import type { RefreshTokenWrapper } from "./refreshTokenWrapper.js";
// What the dev server keeps of one realm's oidc-provider, and what it needs to make one.
import type Provider from "oidc-provider";
import type * as jose from "jose";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import type { RealmStorage } from "./adapter.js";

export interface SessionMeta {
  ipAddress?: string;
  /** the browser the session signed in with, for the account page's device (Keycloak's device activity) */
  userAgent?: string;
  lastAccess: number;
  rememberMe: boolean;
  /** level -> when the session reached it (seconds): Keycloak's LoA map, which step-up logins read */
  loaMap?: Record<string, number>;
  /** clientId -> the acr claim of the client's tokens in this session */
  acr?: Record<string, string>;
}

export interface RealmOidc {
  realmName: string;
  issuer: string;
  provider: Provider;
  storage: RealmStorage;
  /** session uid -> what Keycloak shows about a session that oidc-provider does not keep */
  sessionMeta: Map<string, SessionMeta>;
  /** the public key of the key that signs the realm's tokens now */
  publicJwk(): Promise<jose.JWK>;
  handle(
    req: Parameters<ReturnType<Provider["callback"]>>[0],
    res: Parameters<ReturnType<Provider["callback"]>>[1],
  ): Promise<void>;
  verifyAccessToken(token: string): Promise<jose.JWTPayload>;
  refreshTokens: RefreshTokenWrapper;
}

export interface RealmProviderOptions {
  store: Store;
  realm: RealmData;
  baseUrl: string;
  cookieKeys: string[];
}
