// One LDAP session for one job: connect within the connection timeout, bind as the provider's bind DN (or a given
// DN), run, unbind. StartTLS upgrades the connection before the bind, as Keycloak's context manager does.
import { Client } from "ldapts";
import type { LdapConfig } from "./ldapConfig.js";

export type LdapConnectionSettings = Pick<
  LdapConfig,
  "connectionUrl" | "bindType" | "bindDn" | "bindCredential" | "startTls" | "connectionTimeout" | "readTimeout"
>;

/** Keycloak's LDAP connection timeout is unset by default; JNDI then waits for the OS. We bound it. */
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

export function ldapClient(settings: LdapConnectionSettings): Client {
  // Keycloak accepts a space-separated list of URLs and uses the first that answers; ldapts takes one, the first
  const url = settings.connectionUrl.trim().split(/\s+/)[0] ?? "";
  return new Client({
    url,
    connectTimeout: settings.connectionTimeout ?? DEFAULT_CONNECT_TIMEOUT_MS,
    timeout: settings.readTimeout,
  });
}

export async function withLdap<T>(
  settings: LdapConnectionSettings,
  job: (client: Client) => Promise<T>,
  bindAs?: { dn: string; password: string },
): Promise<T> {
  const client = ldapClient(settings);
  try {
    if (settings.startTls) await client.startTLS({});
    if (bindAs) await client.bind(bindAs.dn, bindAs.password);
    else if (settings.bindType === "simple") await client.bind(settings.bindDn, settings.bindCredential);
    return await job(client);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}
