// Keycloak's calls to a client's admin URL (ResourceAdminManager): a signed action token posted to
// {adminUrl}/k_push_not_before, /k_logout or /k_test_available, once per registered cluster node when the admin URL names the
// node's host with ${application.session.host}. The answer is a GlobalRequestResult, whose lists Keycloak only
// creates when a request lands in them.
import { randomUUID } from "node:crypto";
import * as jose from "jose";
import type { RealmData } from "../../../store/model.js";
import type { Store } from "../../../store/store.js";
import { realmSigningKey } from "../../../oidc/realmSigningKey.js";
import { resolveClientUri } from "../../../oidc/keycloakClients.js";
import type { ClientRecord } from "./lookups.js";

export interface GlobalRequestResult {
  successRequests?: string[];
  failedRequests?: string[];
}

const HOST_PLACEHOLDER = "${application.session.host}";
/** how long Keycloak gives an admin URL to answer before it counts the request as failed */
const TIMEOUT_MS = 5000;

/** the client's admin URL made absolute against its root URL, or undefined when it has none */
export function managementUrl(client: ClientRecord, baseUrl: string): string | undefined {
  const url = client.adminUrl?.trim();
  if (!url) return undefined;
  const resolved = resolveClientUri(url, client, baseUrl);
  return resolved.startsWith("/") ? undefined : resolved;
}

/**
 * the admin URL for each registered node, or the admin URL itself when it names no node host; testing the nodes
 * (onlyNodes), a URL without the placeholder is asked at each node's host, as Keycloak asks it
 */
export function nodeUrls(client: ClientRecord, url: string, onlyNodes: boolean): string[] {
  const nodes = Object.keys(client.registeredNodes ?? {});
  if (url.includes(HOST_PLACEHOLDER)) return nodes.map((node) => url.split(HOST_PLACEHOLDER).join(node));
  if (onlyNodes) return nodes.map((node) => atHost(url, node));
  return [url];
}

function atHost(url: string, host: string): string {
  const parsed = URL.parse(url);
  if (!parsed) return url;
  parsed.hostname = host;
  return parsed.toString();
}

export interface AdminAction {
  action: "PUSH_NOT_BEFORE" | "LOGOUT" | "TEST_AVAILABILITY";
  endpoint: "k_push_not_before" | "k_logout" | "k_test_available";
  extra?: Record<string, unknown>;
}

async function actionToken(store: Store, realm: RealmData, client: ClientRecord, action: AdminAction) {
  const { privateJwk } = await realmSigningKey(store, realm);
  const now = Math.floor(Date.now() / 1000);
  const payload = { id: randomUUID(), expiration: now + 30, resource: client.clientId, action: action.action };
  return new jose.CompactSign(new TextEncoder().encode(JSON.stringify({ ...payload, ...action.extra })))
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: privateJwk.kid })
    .sign(await jose.importJWK(privateJwk, "RS256"));
}

async function post(url: string, token: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: token,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status === 200 || response.status === 204;
  } catch {
    return false;
  }
}

export async function sendAdminAction(
  store: Store,
  realm: RealmData,
  client: ClientRecord,
  urls: string[],
  action: AdminAction,
): Promise<GlobalRequestResult> {
  const result: GlobalRequestResult = {};
  if (!urls.length) return result;
  const token = await actionToken(store, realm, client, action);
  const outcomes = await Promise.all(urls.map((url) => post(`${url.replace(/\/$/, "")}/${action.endpoint}`, token)));
  urls.forEach((url, i) => {
    const list = outcomes[i] ? (result.successRequests ??= []) : (result.failedRequests ??= []);
    list.push(url);
  });
  return result;
}

/** One action sent to every client of the realm that has an admin URL, the answers gathered in one result. */
export async function sendToAllClients(
  store: Store,
  realm: RealmData,
  baseUrl: string,
  action: AdminAction,
): Promise<GlobalRequestResult> {
  const results = await Promise.all(
    [...realm.clients.values()].map((client): Promise<GlobalRequestResult> | GlobalRequestResult => {
      const url = managementUrl(client, baseUrl);
      return url ? sendAdminAction(store, realm, client, nodeUrls(client, url, false), action) : {};
    }),
  );
  const merged: GlobalRequestResult = {};
  for (const result of results) {
    if (result.successRequests) (merged.successRequests ??= []).push(...result.successRequests);
    if (result.failedRequests) (merged.failedRequests ??= []).push(...result.failedRequests);
  }
  return merged;
}
