// A count of a realm's writes, for the indexes built over its data (the users' search index): one made at another
// count is stale. Store.changed, which every write calls to be persisted, counts them.
import type { RealmData } from "./model.js";

const generations = new WeakMap<RealmData, number>();

export const realmGeneration = (realm: RealmData): number => generations.get(realm) ?? 0;

export function countRealmWrite(realm: RealmData): void {
  generations.set(realm, realmGeneration(realm) + 1);
}
