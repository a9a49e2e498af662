// oidc-provider ships no type declarations. This covers the surface the dev server uses; the provider's own
// context and model objects stay loosely typed because their shapes depend on the configuration.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  /** Koa context extended by oidc-provider (ctx.oidc); loosely typed on purpose */
  export type KoaContextWithOIDC = any;

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; login_hint?: string };
    session?: { accountId: string; uid: string; cookie: string };
    lastSubmission?: Record<string, unknown>;
  }

  export interface AdapterPayload extends Record<string, unknown> {
    accountId?: string;
    clientId?: string;
    grantId?: string;
    uid?: string;
    userCode?: string;
    loginTs?: number;
    iat?: number;
    exp?: number;
    consumed?: number;
    authorizations?: Record<string, { sid?: string; grantId?: string; persistsLogout?: boolean }>;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    registerGrantType(
      name: string,
      handler: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>,
      params?: string[],
    ): void;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    /** a Koa context around a request, here for the provider's signed cookies */
    createContext(
      req: IncomingMessage,
      res: ServerResponse,
    ): { cookies: { get(name: string, options: { signed: boolean }): string | undefined } };
    cookieName(type: "session" | "interaction" | "resume"): string;
    on(event: string, listener: (...args: any[]) => void): void;
    // models, constructed per instance
    Grant: any;
    AccessToken: any;
    RefreshToken: any;
    IdToken: any;
    Session: any;
    Interaction: any;
    Client: any;
    ResourceServer: any;
  }

  /** the login prompt's checks, to which browserFlowPolicy.ts adds one */
  export const interactionPolicy: {
    base(): { get(name: string): { checks: { add(check: unknown): void } } };
    Check: {
      new (
        reason: string,
        description: string,
        check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>,
      ): unknown;
      REQUEST_PROMPT: true;
      NO_NEED_TO_PROMPT: false;
    };
  };

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    InvalidGrant: new (description?: string) => Error;
  };
}

// oidc-provider's internal state of a provider: the keystore it signs with and the JWKS its /certs publishes. The
// realm keyring (realmKeyring.ts) swaps them when the realm's key providers change.
declare module "oidc-provider/lib/helpers/weak_cache.js" {
  import type Provider from "oidc-provider";
  interface Internals {
    keystore: { clear(): void; add(jwk: object): void };
    jwks: { keys: object[] };
  }
  export default function instance(provider: Provider): Internals;
}
