// A user search reaches the directory too, as Keycloak's LDAP provider answers searchForUserStream: people under the
// users DN whose username, email, first or last name (as the provider maps them) start with the search (or match its
// wildcards, or equal it in quotes) are imported before the realm's users are searched.
import type { RealmData } from "../../store/model.js";
import { invalidateUserIndex } from "../userIndex.js";
import { LDAP_PROVIDER_ID, ldapConfig, USER_STORAGE_TYPE } from "./ldapConfig.js";
import { withLdap } from "./ldapConnection.js";
import { escapeFilterValue, userFilter } from "./ldapSearch.js";
import { LdapUserImporter } from "./ldapUserImport.js";
import { requestedAttributes, userMapping } from "./ldapUserMapping.js";
import { noCounts } from "./syncResult.js";

const MAX_SEARCH_RESULTS = 1000;
const SEARCHED_FIELDS = new Set(["username", "email", "firstName", "lastName"]);

function valuePattern(search: string): string | undefined {
  const term = search.trim();
  if (!term) return undefined;
  if (term.length >= 2 && term.startsWith('"') && term.endsWith('"')) return escapeFilterValue(term.slice(1, -1));
  const escaped = term.split("*").map(escapeFilterValue).join("*");
  return term.includes("*") ? escaped : `${escaped}*`;
}

/** how many people it imported; `limit` bounds the directory's answer as the list's page does */
export async function importSearchMatches(realm: RealmData, search: string, limit: number): Promise<number> {
  const pattern = valuePattern(search);
  if (!pattern) return 0;
  let imported = 0;
  for (const provider of realm.components.values()) {
    if (provider.providerType !== USER_STORAGE_TYPE || provider.providerId !== LDAP_PROVIDER_ID) continue;
    const cfg = ldapConfig(provider.config);
    if (!cfg.enabled || !cfg.importEnabled) continue;
    const mapping = userMapping(realm, provider.id);
    const attributes = new Set([cfg.usernameAttribute]);
    for (const a of mapping.attributes) if (SEARCHED_FIELDS.has(a.model)) attributes.add(a.ldap);
    const any = `(|${[...attributes].map((a) => `(${a}=${pattern})`).join("")})`;
    const entries = await withLdap(cfg, async (client) => {
      const options = {
        scope: cfg.searchScope,
        filter: userFilter(cfg, any),
        attributes: requestedAttributes(cfg, mapping),
      };
      // a directory caps what one search returns; a page past this many shows the users imported before
      return (await client.search(cfg.usersDn, { ...options, sizeLimit: Math.min(limit, MAX_SEARCH_RESULTS) }))
        .searchEntries;
    });
    const importer = new LdapUserImporter(realm, provider.id, cfg, mapping);
    const counts = noCounts();
    for (const entry of entries) importer.importEntry(entry, counts);
    imported += counts.added;
  }
  if (imported) invalidateUserIndex(realm);
  return imported;
}
