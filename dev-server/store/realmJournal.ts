// Journals written before the journal held model records (realmChanges.ts): each line held the part of the realm
// export that a change to some users could have changed. Replaying them over the snapshot they follow gives the export
// of the realm as it was at the last line; the next write then starts a journal of the current kind.
import type AdminEventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/adminEventRepresentation.js";
import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { RealmData } from "./model.js";
import { COLLECTIONS, type ExportedRealm } from "./realmImport.js";
import { applyList, type ListChange } from "./realmChanges.js";

export interface ExportJournalEntry {
  settings: RealmData["rep"];
  /** [id, the user's export or null once deleted]: ids stay out of object keys, where "__proto__" is special */
  users: [string, UserRepresentation | null][];
  organizations: ExportedRealm["organizations"];
  events: ListChange<EventRepresentation>;
  adminEvents: ListChange<AdminEventRepresentation>;
}

/** the snapshot with the entries applied, in order */
export function replayExportEntries(snapshot: ExportedRealm, entries: ExportJournalEntry[]): ExportedRealm {
  const users = new Map((snapshot.users ?? []).map((u) => [u.id ?? "", u]));
  let result = snapshot;
  for (const entry of entries) {
    result = withSettings(result, entry.settings);
    for (const [id, user] of entry.users) {
      if (user) users.set(id, user);
      else users.delete(id);
    }
    result.organizations = entry.organizations;
    result.events = applyList(result.events ?? [], entry.events);
    result.adminEvents = applyList(result.adminEvents ?? [], entry.adminEvents);
  }
  result.users = [...users.values()];
  return result;
}

/** the export with its realm settings replaced; keys are defined, not assigned, so "__proto__" stays a plain key */
function withSettings(snapshot: ExportedRealm, settings: object): ExportedRealm {
  const result = {};
  const define = (key: string, value: unknown) =>
    Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
  for (const key of COLLECTIONS) if (Object.hasOwn(snapshot, key)) define(key, snapshot[key as keyof ExportedRealm]);
  for (const [key, value] of Object.entries(settings)) define(key, value);
  return result as ExportedRealm;
}
