// Users sorted by username (Keycloak's order for every user list), kept per realm and rebuilt after user writes;
// plus Keycloak's search semantics: space-separated terms that must all match, each term a prefix by default with
// `*` as a wildcard anywhere, `"..."` for an exact match, matched against username, email, first and last name.
import { globMatcher } from "./globMatch.js";
import type { RealmData, UserRecord } from "../store/model.js";

interface UserIndex {
  size: number;
  sorted: UserRecord[];
}

const indexes = new WeakMap<RealmData, UserIndex>();

export function sortedUsers(realm: RealmData): readonly UserRecord[] {
  let idx = indexes.get(realm);
  if (!idx || idx.size !== realm.users.size) {
    const sorted = [...realm.users.values()].sort((a, b) =>
      a.username < b.username ? -1 : a.username > b.username ? 1 : 0,
    );
    idx = { size: realm.users.size, sorted };
    indexes.set(realm, idx);
  }
  return idx.sorted;
}

/** Call after creating, deleting or renaming users. */
export function invalidateUserIndex(realm: RealmData): void {
  indexes.delete(realm);
}

type TextTest = (value: string) => boolean;

function termTest(term: string): TextTest {
  const t = term.toLowerCase();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) {
    const exact = t.slice(1, -1);
    return (v) => v === exact;
  }
  return globMatcher(t, false);
}

const fieldMatches = (test: TextTest, value: string) => value.length > 0 && test(value);

/** a predicate for Keycloak's `search` parameter */
export function userSearchPredicate(search: string): (user: UserRecord) => boolean {
  const tests = search.trim().split(/\s+/).filter(Boolean).map(termTest);
  // A search scans every user of the realm (100,000 in the large seed) while the server answers nothing else: no
  // array per user, and the names lower-cased only when username and email did not match.
  return (u) =>
    tests.every(
      (test) =>
        fieldMatches(test, u.username) ||
        fieldMatches(test, u.email ?? "") ||
        fieldMatches(test, (u.firstName ?? "").toLowerCase()) ||
        fieldMatches(test, (u.lastName ?? "").toLowerCase()),
    );
}

/** Keycloak's `q` parameter (SearchQueryUtils): "key:value key2:value2", where a key or value holding spaces or
 * colons is double-quoted, with backslash escapes inside the quotes */
export function parseAttributeQuery(q: string): [string, string][] {
  const pairs: [string, string][] = [];
  const term = /\s*(?:"((?:\\.|[^"\\])+)"|([^":\s]+)):(?:"((?:\\.|[^"\\])*)"|([^"\s]*))/g;
  const unescape = (v: string) => v.replace(/\\(.)/g, "$1");
  let match: RegExpExecArray | null;
  while ((match = term.exec(q)) !== null) {
    const key = match[1] !== undefined ? unescape(match[1]) : match[2];
    const value = match[3] !== undefined ? unescape(match[3]) : match[4];
    pairs.push([key, value]);
  }
  return pairs;
}

/** every pair's attribute has the value (case aside), or `partly` a value containing it */
export function attributesMatch(
  attributes: Record<string, string[]>,
  pairs: [string, string][],
  partly = false,
): boolean {
  const same = (x: string, v: string) => (partly ? x.toLowerCase().includes(v) : x.toLowerCase() === v);
  return pairs.every(([k, v]) => (attributes[k] ?? []).some((x) => same(x, v.toLowerCase())));
}
