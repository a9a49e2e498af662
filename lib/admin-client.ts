import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import { ServerInfo } from "@keycloak/keycloak-admin-client/lib/resources/serverInfo.js";
import { WhoAmI } from "@keycloak/keycloak-admin-client/lib/resources/whoAmI.js";
import type { Environment } from "@/lib/env";
import type { AccessTokenGetter } from "@/lib/auth/token";
import { sessionRenewalFor, type SessionRenewal } from "@/lib/auth/sessionRenewal";
import { StartUpRealms } from "./startUpRealms";

type AdminClientModule = typeof import("@keycloak/keycloak-admin-client");

let loading: Promise<AdminClientModule> | undefined;

/**
 * The whole admin client (every resource: 54 KB) is a chunk of its own. Start-up needs only the realm, server info
 * and whoami, so the dashboard shows without it; every other screen's route loads it beside the screen's chunk
 * (components/shell/screenRoutes.ts). A failed load is tried again by the next call.
 */
export function loadAdminClientModule(): Promise<AdminClientModule> {
  loading ??= import("@keycloak/keycloak-admin-client").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The resources start-up uses, built on the admin client's own resource classes without the rest of it; of the realms
 * only the one request start-up makes.
 */
const START_UP_RESOURCES = { realms: StartUpRealms, serverInfo: ServerInfo, whoAmI: WhoAmI };

type Resource = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** What the admin client's resources ask of their client (its Agent): where to send requests, and with which token. */
function requestSettings(env: Environment, getAccessToken: AccessTokenGetter) {
  return {
    baseUrl: env.adminBaseUrl,
    realmName: env.realm,
    getAccessToken: () => getAccessToken(),
    // no request timeout; said here, or the client's proxy would answer the Agent's question with a resource
    timeout: undefined,
    getRequestOptions: () => undefined,
    getGlobalRequestArgOptions: () => undefined,
    registerTokenProvider: () => {
      throw new Error("An existing token provider was already registered.");
    },
  };
}

/**
 * Every request method of a resource runs under the session renewal: a 401 in the middle of the session renews the
 * token silently and sends the request once more. The request methods are the resources' own function fields
 * (`find = this.makeRequest(…)`); their prototype methods (findOneByName, …) call those, so they are covered too.
 */
function renewOnRefusal(resource: object, renewal: SessionRenewal): void {
  const fields = resource as Record<string, unknown>;
  for (const [name, method] of Object.entries(fields)) {
    if (typeof method !== "function" || name === "makeRequest" || name === "makeUpdateRequest") continue;
    fields[name] = (...args: unknown[]) => renewal.run(() => method.apply(resource, args));
  }
}

/**
 * The console's one admin client. Every request asks the token provider for a token, so concurrent calls share one
 * refresh instead of racing to set a token on the client. Resources other than start-up's are reached through the
 * whole client once its chunk is in; their methods return promises either way, so callers see no difference.
 */
export function createAdminClient(env: Environment, getAccessToken: AccessTokenGetter): KeycloakAdminClient {
  const renewal = sessionRenewalFor(getAccessToken);
  const settings = requestSettings(env, getAccessToken);
  const asClient = settings as unknown as KeycloakAdminClient;
  const startUp = Object.fromEntries(
    Object.entries(START_UP_RESOURCES).map(([name, ResourceClass]) => {
      const resource = new ResourceClass(asClient);
      renewOnRefusal(resource, renewal);
      return [name, resource];
    }),
  );
  let whole: Promise<KeycloakAdminClient> | undefined;
  const wholeClient = () =>
    (whole ??= loadAdminClientModule().then(({ default: Client }) => {
      const client = new Client({ baseUrl: env.adminBaseUrl, realmName: env.realm });
      client.registerTokenProvider({ getAccessToken: () => getAccessToken() });
      return client;
    })).catch((error: unknown) => {
      whole = undefined;
      throw error;
    });
  const lazyResource = (name: string): Resource =>
    new Proxy({} as Resource, {
      get: (_, method) =>
        typeof method !== "string" || method === "then"
          ? undefined
          : (...args: unknown[]) =>
              renewal.run(async () => {
                const resource = (await wholeClient())[name as keyof KeycloakAdminClient] as unknown as Resource;
                return resource[method](...args);
              }),
    });
  // a start-up resource answers its own methods at once; any other method is the whole client's
  const withWholeClient = (name: string, resource: object): Resource => {
    const rest = lazyResource(name);
    return new Proxy(resource as Resource, {
      get: (own, method) => (method in own ? own[method as string] : rest[method as string]),
    });
  };
  const resources = new Map<string, unknown>(
    Object.entries(startUp).map(([name, resource]) => [name, withWholeClient(name, resource)]),
  );
  return new Proxy(settings, {
    get: (target, property) => {
      if (typeof property !== "string" || property in target) return target[property as keyof typeof target];
      if (!resources.has(property)) resources.set(property, lazyResource(property));
      return resources.get(property);
    },
  }) as unknown as KeycloakAdminClient;
}
