// What a journal line holds: the records of a realm that changed since the line before, as the model keeps them (by
// id, so a renamed role or group changes no user's record), found by comparing each record's signature with the
// one it had when last written. A write appends only what it changed, whatever it changed; replaying the lines in
// order over the snapshot they follow gives the realm as it was at the last line.
import { createHash } from "node:crypto";
import type AdminEventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/adminEventRepresentation.js";
import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";
import { RECORD_MAPS, type RealmData } from "./model.js";
import { prototypeFree } from "./safeKeys.js";

/** the parts of a realm kept record by record: its maps of records, and scope mappings by their holder */
const COLLECTIONS = [...RECORD_MAPS, "scopeMappings"] as const;
type Collection = (typeof COLLECTIONS)[number];
const LOCALIZATION = "localizationTexts";
type Keyed = Collection | typeof LOCALIZATION;

/** what writes waiting to be saved changed: these users and, with `configuration`, the rest but other users */
export interface PendingChange {
  users: ReadonlySet<string>;
  configuration: boolean;
}

/** a write's changes to one collection: [id, the record, or null once deleted] */
type RecordChanges = [string, unknown][];

/** newest-first lists grow at the front: the new items and the length kept, or the whole list once replaced */
export type ListChange<T> = { added: T[]; length: number } | { all: T[] };

export interface ChangeEntry {
  settings: RealmData["rep"];
  records: Partial<Record<Keyed, RecordChanges>>;
  /** the realm's small lists (required actions, defaults), whole, when any changed */
  lists?: ReturnType<typeof smallLists>;
  events: ListChange<EventRepresentation>;
  adminEvents: ListChange<AdminEventRepresentation>;
}

const signature = (value: unknown) =>
  createHash("sha1")
    .update(JSON.stringify(value) ?? "")
    .digest("base64");

function smallLists(realm: RealmData) {
  return {
    requiredActions: realm.requiredActions,
    defaultGroupIds: realm.defaultGroupIds,
    defaultRoleId: realm.defaultRoleId,
    defaultDefaultClientScopeIds: realm.defaultDefaultClientScopeIds,
    defaultOptionalClientScopeIds: realm.defaultOptionalClientScopeIds,
  };
}

function recordsOf(realm: RealmData, keyed: Keyed): Iterable<[string, unknown]> {
  return keyed === LOCALIZATION ? Object.entries(realm.localizationTexts) : (realm[keyed] as Map<string, unknown>);
}

function recordOf(realm: RealmData, keyed: Keyed, id: string): unknown {
  if (keyed !== LOCALIZATION) return (realm[keyed] as Map<string, unknown>).get(id);
  return Object.hasOwn(realm.localizationTexts, id) ? realm.localizationTexts[id] : undefined;
}

/** each record's signature as last written, to tell what a write changed */
export class RecordSignatures {
  private readonly written = new Map<Keyed, Map<string, string>>();
  private writtenLists: string;

  /** the realm as it is on disk now */
  constructor(realm: RealmData) {
    for (const keyed of [...COLLECTIONS, LOCALIZATION] as const) {
      const signatures = new Map<string, string>();
      for (const [id, record] of recordsOf(realm, keyed)) signatures.set(id, signature(record));
      this.written.set(keyed, signatures);
    }
    this.writtenLists = signature(smallLists(realm));
  }

  /**
   * What changed since the last call, which it then counts as written: everything, or only what `change` names. A
   * user change looks at those users and the organizations (whose members they are); a configuration change at every
   * other part too and at which users came and went, not at the records of the others. What a look leaves out is
   * found by the next full one.
   */
  changes(realm: RealmData, change?: PendingChange): Pick<ChangeEntry, "records" | "lists"> {
    const records: ChangeEntry["records"] = {};
    const note = (keyed: Keyed, changed: RecordChanges) => {
      if (changed.length) records[keyed] = changed;
    };
    if (change && !change.configuration) {
      note("users", this.changedAmong(realm, "users", change.users));
      note("organizations", this.changedAll(realm, "organizations"));
      return { records };
    }
    for (const keyed of [...COLLECTIONS, LOCALIZATION] as const) {
      if (keyed !== "users" || !change) note(keyed, this.changedAll(realm, keyed));
    }
    if (change) note("users", this.changedAmong(realm, "users", [...change.users, ...this.cameOrWent(realm)]));
    const lists = smallLists(realm);
    const listsSignature = signature(lists);
    if (listsSignature === this.writtenLists) return { records };
    this.writtenLists = listsSignature;
    return { records, lists };
  }

  /** the users added or removed since last written, found by id alone */
  private cameOrWent(realm: RealmData): string[] {
    const written = this.written.get("users")!;
    const ids = [...realm.users.keys()].filter((id) => !written.has(id));
    for (const id of written.keys()) if (!realm.users.has(id)) ids.push(id);
    return ids;
  }

  private changedAll(realm: RealmData, keyed: Keyed): RecordChanges {
    const signatures = this.written.get(keyed)!;
    const changed: RecordChanges = [];
    const present = new Set<string>();
    for (const [id, record] of recordsOf(realm, keyed)) {
      present.add(id);
      const now = signature(record);
      if (signatures.get(id) !== now) changed.push([id, record]);
      signatures.set(id, now);
    }
    for (const id of signatures.keys()) {
      if (present.has(id)) continue;
      changed.push([id, null]);
      signatures.delete(id);
    }
    return changed;
  }

  private changedAmong(realm: RealmData, keyed: Keyed, ids: Iterable<string>): RecordChanges {
    const signatures = this.written.get(keyed)!;
    const changed: RecordChanges = [];
    for (const id of new Set(ids)) {
      const record = recordOf(realm, keyed, id);
      if (record === undefined) {
        if (signatures.delete(id)) changed.push([id, null]);
        continue;
      }
      const now = signature(record);
      if (signatures.get(id) !== now) changed.push([id, record]);
      signatures.set(id, now);
    }
    return changed;
  }
}

/** applies one journal line to the realm it follows */
export function applyChanges(realm: RealmData, entry: ChangeEntry): void {
  realm.rep = entry.settings;
  for (const [keyed, changes] of Object.entries(entry.records) as [Keyed, RecordChanges][]) {
    if (keyed === LOCALIZATION) {
      for (const [locale, texts] of changes) {
        if (texts === null) delete realm.localizationTexts[locale];
        else realm.localizationTexts[locale] = prototypeFree(texts as Record<string, string>);
      }
      continue;
    }
    const records = realm[keyed] as Map<string, unknown>;
    for (const [id, record] of changes) {
      if (record === null) records.delete(id);
      else records.set(id, record);
    }
  }
  if (entry.lists) Object.assign(realm, entry.lists);
  realm.events = applyList(realm.events, entry.events);
  realm.adminEvents = applyList(realm.adminEvents, entry.adminEvents);
}

/** the event lists as last written, to tell which events are new */
export interface EventMarks {
  events: ListMark<EventRepresentation>;
  adminEvents: ListMark<AdminEventRepresentation>;
}

interface ListMark<T> {
  list: T[];
  head: T | undefined;
  length: number;
}

export function eventMarks(realm: RealmData): EventMarks {
  return { events: mark(realm.events), adminEvents: mark(realm.adminEvents) };
}

export function eventChanges(realm: RealmData, marks: EventMarks): Pick<ChangeEntry, "events" | "adminEvents"> {
  return {
    events: listChange(realm.events, marks.events),
    adminEvents: listChange(realm.adminEvents, marks.adminEvents),
  };
}

function mark<T>(list: T[]): ListMark<T> {
  return { list, head: list[0], length: list.length };
}

/** what was added at the front (and cut off the end); anything else, the whole list */
function listChange<T>(current: T[], last: ListMark<T>): ListChange<T> {
  if (current === last.list) {
    const at = last.head === undefined ? current.length : current.indexOf(last.head);
    if (at >= 0 && current.length <= at + last.length) return { added: current.slice(0, at), length: current.length };
  }
  return { all: current };
}

export function applyList<T>(list: T[], change: ListChange<T>): T[] {
  return "all" in change ? change.all : [...change.added, ...list].slice(0, change.length);
}
