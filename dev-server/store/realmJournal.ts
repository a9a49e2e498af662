// What a journal line holds: the part of a realm export that a change to some users can have changed, so that one
// user's edit in a realm of 100k users appends a few kilobytes instead of rewriting the whole export. Replaying the
// lines in order over the snapshot they follow gives the export of the realm as it was at the last line.
import type AdminEventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/adminEventRepresentation.js";
import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { RealmData } from "./model.js";
import { exportOrganizations, exportUser } from "./realmExport.js";
import { COLLECTIONS, type ExportedRealm } from "./realmImport.js";

/** newest-first lists grow at the front: the new items and the length kept, or the whole list once replaced */
type ListChange<T> = { added: T[]; length: number } | { all: T[] };

export interface JournalEntry {
  settings: RealmData["rep"];
  /** [id, the user's export or null once deleted]: ids stay out of object keys, where "__proto__" is special */
  users: [string, UserRepresentation | null][];
  organizations: ExportedRealm["organizations"];
  events: ListChange<EventRepresentation>;
  adminEvents: ListChange<AdminEventRepresentation>;
}

/** the event lists as last written, to tell which events are new */
export interface EventMarks {
  events: ListMark<EventRepresentation>;
  adminEvents: ListMark<AdminEventRepresentation>;
}

interface ListMark<T> {
  list: T[];
  head: T | undefined;
}

export function eventMarks(realm: RealmData): EventMarks {
  return { events: mark(realm.events), adminEvents: mark(realm.adminEvents) };
}

export function journalEntry(realm: RealmData, userIds: Iterable<string>, marks: EventMarks): JournalEntry {
  return {
    settings: realm.rep,
    users: [...userIds].map((id) => {
      const user = realm.users.get(id);
      return [id, user ? exportUser(realm, user) : null];
    }),
    organizations: exportOrganizations(realm),
    events: listChange(realm.events, marks.events),
    adminEvents: listChange(realm.adminEvents, marks.adminEvents),
  };
}

/** the snapshot with the entries applied, in order */
export function replay(snapshot: ExportedRealm, entries: JournalEntry[]): ExportedRealm {
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

function mark<T>(list: T[]): ListMark<T> {
  return { list, head: list[0] };
}

function listChange<T>(current: T[], last: ListMark<T>): ListChange<T> {
  if (current === last.list) {
    const at = last.head === undefined ? current.length : current.indexOf(last.head);
    if (at >= 0) return { added: current.slice(0, at), length: current.length };
  }
  return { all: current };
}

function applyList<T>(list: T[], change: ListChange<T>): T[] {
  return "all" in change ? change.all : [...change.added, ...list].slice(0, change.length);
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
