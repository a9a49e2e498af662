// What each client registration policy checks before a client is registered, and what it changes afterwards, as
// Keycloak's policy providers do. A refusal names the policy in Keycloak's words.
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type { RealmData } from "../store/model.js";
import { registrationPolicies, type PolicyComponent, type RegistrationAuth } from "./registrationPolicies.js";

/**
 * Where the request came from (the caller's address) and what it does: the policies check a registration and an
 * update alike, but for the count of clients, which only a new client can exceed.
 */
export type RegistrationRequest = { remoteAddress: string; operation: "register" | "update" };

class PolicyRefusal extends Error {}

const values = (policy: PolicyComponent, key: string): string[] => (policy.config?.[key] as string[] | undefined) ?? [];
const first = (policy: PolicyComponent, key: string): string | undefined => values(policy, key)[0];
/** Keycloak reads a missing switch of these policies as on */
const switchOn = (policy: PolicyComponent, key: string) => first(policy, key) !== "false";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function domainTrusted(host: string, trusted: string): boolean {
  if (!trusted.startsWith("*.")) return host === trusted;
  const domain = trusted.slice(2);
  return host === domain || host.endsWith(`.${domain}`);
}

function hostTrusted(host: string, trusted: string[]): boolean {
  return trusted.some((entry) => domainTrusted(host, entry));
}

/** the sender's address matches a trusted host, or (a loopback address being "localhost") a trusted domain */
function senderTrusted(address: string, trusted: string[]): boolean {
  if (trusted.some((entry) => !entry.startsWith("*.") && entry === address)) return true;
  return LOOPBACK.test(address) && hostTrusted("localhost", trusted);
}

function absolute(rootUrl: string | undefined, url: string | undefined): string | undefined {
  if (url === undefined || !url.startsWith("/")) return url;
  return rootUrl ? rootUrl + url : undefined;
}

function urlHost(url: string, kind: "URL" | "URI"): string {
  try {
    return new URL(url).hostname;
  } catch {
    throw new PolicyRefusal(`${kind} is malformed`);
  }
}

function checkTrustedHosts(policy: PolicyComponent, client: ClientRepresentation, request: RegistrationRequest) {
  const trusted = values(policy, "trusted-hosts");
  if (
    switchOn(policy, "host-sending-registration-request-must-match") &&
    !senderTrusted(request.remoteAddress, trusted)
  )
    throw new PolicyRefusal("Host not trusted.");
  if (!switchOn(policy, "client-uris-must-match")) return;
  const urls = [client.rootUrl, absolute(client.rootUrl, client.baseUrl), absolute(client.rootUrl, client.adminUrl)];
  for (const url of urls)
    if (url !== undefined && !hostTrusted(urlHost(url, "URL"), trusted))
      throw new PolicyRefusal("URL doesn't match any trusted host or trusted domain");
  for (const uri of client.redirectUris ?? []) {
    const resolved = absolute(client.rootUrl, uri);
    if (resolved !== undefined && !hostTrusted(urlHost(resolved, "URI"), trusted))
      throw new PolicyRefusal("URI doesn't match any trusted host or trusted domain");
  }
}

function checkMaxClients(policy: PolicyComponent, realm: RealmData) {
  const configured = Number.parseInt(first(policy, "max-clients") ?? "", 10);
  const max = Number.isNaN(configured) ? 200 : configured;
  if (realm.clients.size >= max) throw new PolicyRefusal(`It's allowed to have max ${max} clients per realm`);
}

function realmScopeNames(realm: RealmData, ids: string[]): string[] {
  return ids.flatMap((id) => realm.clientScopes.get(id)?.name ?? []);
}

function checkClientScopes(policy: PolicyComponent, realm: RealmData, client: ClientRepresentation) {
  const allowed = [...values(policy, "allowed-client-scopes")];
  if (switchOn(policy, "allow-default-scopes"))
    allowed.push(
      ...realmScopeNames(realm, realm.defaultDefaultClientScopeIds),
      ...realmScopeNames(realm, realm.defaultOptionalClientScopeIds),
    );
  const requested = [...(client.defaultClientScopes ?? []), ...(client.optionalClientScopes ?? [])];
  if (requested.some((scope) => !allowed.includes(scope)))
    throw new PolicyRefusal("Not permitted to use specified clientScope");
}

function checkProtocolMappers(policy: PolicyComponent, client: ClientRepresentation) {
  const allowed = values(policy, "allowed-protocol-mapper-types");
  if ((client.protocolMappers ?? []).some((mapper) => !allowed.includes(mapper.protocolMapper ?? "")))
    throw new PolicyRefusal("ProtocolMapper type not allowed");
}

function checkPolicy(
  policy: PolicyComponent,
  realm: RealmData,
  client: ClientRepresentation,
  request: RegistrationRequest,
) {
  switch (policy.providerId) {
    case "trusted-hosts":
      return checkTrustedHosts(policy, client, request);
    case "max-clients":
      return request.operation === "register" ? checkMaxClients(policy, realm) : undefined;
    case "allowed-client-templates":
      return checkClientScopes(policy, realm, client);
    case "allowed-protocol-mappers":
      return checkProtocolMappers(policy, client);
  }
}

/** The refusal of the first policy of that kind that refuses the client (to register or update), in Keycloak's words; none when all allow. */
export function registrationRefusal(
  realm: RealmData,
  auth: RegistrationAuth,
  client: ClientRepresentation,
  request: RegistrationRequest,
): string | undefined {
  for (const policy of registrationPolicies(realm, auth)) {
    try {
      checkPolicy(policy, realm, client, request);
    } catch (error) {
      if (!(error instanceof PolicyRefusal)) throw error;
      return `Policy '${policy.name}' rejected request to client-registration service. Details: ${error.message}`;
    }
  }
  return undefined;
}

/** What the policies of that kind change on a client just registered: consent, full scope, enabled, mappers. */
export function applyAfterRegister(realm: RealmData, auth: RegistrationAuth, client: ClientRepresentation): void {
  for (const policy of registrationPolicies(realm, auth)) {
    if (policy.providerId === "consent-required") client.consentRequired = true;
    if (policy.providerId === "scope") client.fullScopeAllowed = false;
    if (policy.providerId === "client-disabled") client.enabled = false;
    if (policy.providerId === "allowed-protocol-mappers") {
      const allowed = values(policy, "allowed-protocol-mapper-types");
      client.protocolMappers = (client.protocolMappers ?? []).filter((m) => allowed.includes(m.protocolMapper ?? ""));
    }
  }
}
