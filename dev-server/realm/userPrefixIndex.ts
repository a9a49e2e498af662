// Keycloak's user search matches each term as a prefix of the username, email, first or last name (userIndex.ts).
// Scanning 100,000 users for it takes the single-threaded server some 60 ms, during which it answers nothing else, so
// the users whose fields start with a term are found by binary search in one sorted list of those fields instead.
// The list is rebuilt after any write to the realm (realmGeneration); the search's own predicate still checks every
// candidate, so the index only narrows the scan.
import { realmGeneration } from "../store/realmGeneration.js";
import type { RealmData, UserRecord } from "../store/model.js";

type Entry = { key: string; user: UserRecord };
type PrefixIndex = { generation: number; size: number; entries: Entry[] };

const indexes = new WeakMap<RealmData, PrefixIndex>();

function prefixIndex(realm: RealmData): Entry[] {
  const known = indexes.get(realm);
  if (known && known.generation === realmGeneration(realm) && known.size === realm.users.size) return known.entries;
  const entries: Entry[] = [];
  for (const user of realm.users.values()) {
    for (const key of [user.username, user.email, user.firstName?.toLowerCase(), user.lastName?.toLowerCase()]) {
      if (key) entries.push({ key, user });
    }
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  indexes.set(realm, { generation: realmGeneration(realm), size: realm.users.size, entries });
  return entries;
}

/** What a term's every match starts with: the text before its first wildcard, without the quotes of an exact term. */
function termHead(term: string): string {
  const t = term.toLowerCase();
  const unquoted = t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
  return unquoted.split("*")[0];
}

const byUsername = (a: UserRecord, b: UserRecord) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);

/**
 * The users a `search` can match, in username order, or undefined when no term has a fixed start (a search such as
 * "*son" must scan them all).
 */
export function searchCandidates(realm: RealmData, search: string): UserRecord[] | undefined {
  const heads = search.trim().split(/\s+/).map(termHead);
  const head = heads.reduce((longest, h) => (h.length > longest.length ? h : longest), "");
  if (!head) return undefined;
  const entries = prefixIndex(realm);
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle].key < head) low = middle + 1;
    else high = middle;
  }
  const users = new Set<UserRecord>();
  for (let i = low; i < entries.length && entries[i].key.startsWith(head); i++) users.add(entries[i].user);
  return [...users].sort(byUsername);
}
