// Searching the users of an LDAP provider: its object classes, custom filter and scope under the users DN, paged in
// batches of the provider's batch size when pagination is on (Keycloak's LDAPQuery with a PagedResultsControl).
import type { Client, Entry } from "ldapts";
import type { LdapConfig } from "./ldapConfig.js";

/** RFC 4515 escaping of a value inside a filter */
export function escapeFilterValue(value: string): string {
  return value.replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

/** RFC 4514 escaping of an attribute value inside a DN's RDN */
export function escapeRdnValue(value: string): string {
  return value
    .replace(/[,+"\\<>;=]/g, (c) => `\\${c}`)
    .replace(/^[ #]/, (c) => `\\${c}`)
    .replace(/ $/, "\\ ");
}

function wrapped(filter: string): string {
  const f = filter.trim();
  return f.startsWith("(") ? f : `(${f})`;
}

export function userFilter(cfg: LdapConfig, ...extra: string[]): string {
  const parts = [
    ...cfg.userObjectClasses.map((oc) => `(objectClass=${escapeFilterValue(oc)})`),
    ...(cfg.customUserSearchFilter ? [wrapped(cfg.customUserSearchFilter)] : []),
    ...extra,
  ];
  return `(&${parts.join("")})`;
}

/** LDAP generalized time (UTC) of a moment, as Keycloak's changed-users condition compares it */
export function generalizedTime(ms: number): string {
  return `${new Date(ms).toISOString().replace(/[-:T]/g, "").slice(0, 14)}Z`;
}

/** hands each page of matching entries to `onPage`, one page at a time */
export async function forEachUserPage(
  client: Client,
  cfg: LdapConfig,
  filter: string,
  attributes: string[],
  onPage: (entries: Entry[]) => void | Promise<void>,
): Promise<void> {
  const options = { scope: cfg.searchScope, filter, attributes };
  if (!cfg.pagination) {
    await onPage((await client.search(cfg.usersDn, options)).searchEntries);
    return;
  }
  for await (const page of client.searchPaginated(cfg.usersDn, { ...options, paged: { pageSize: cfg.batchSize } }))
    await onPage(page.searchEntries);
}

export async function findUserEntry(
  client: Client,
  cfg: LdapConfig,
  username: string,
  attributes: string[],
): Promise<Entry | undefined> {
  const filter = userFilter(cfg, `(${cfg.usernameAttribute}=${escapeFilterValue(username)})`);
  const { searchEntries } = await client.search(cfg.usersDn, {
    scope: cfg.searchScope,
    filter,
    attributes,
    sizeLimit: 1,
  });
  return searchEntries[0];
}
