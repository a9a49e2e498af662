// One realm's files in DATA_DIR: a snapshot (its realm export) and a journal of the changes since, one JSON line per
// write holding the records that write changed (realmChanges.ts). A journal grown as large as the snapshot is folded
// into a new snapshot when the store asks, off the path of any write. The journal's first line names the snapshot it
// follows and its format, so a journal that a crash left behind a newer snapshot is dropped rather than replayed.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readFileSync, renameSync } from "node:fs";
import type { RealmData } from "./model.js";
import { appendToFile, removeFile, replaceFile, truncateFile } from "./durableFiles.js";
import { exportRealm } from "./realmExport.js";
import { importRealm, type ExportedRealm } from "./realmImport.js";
import { SeedError } from "./seedError.js";
import { replayExportEntries, type ExportJournalEntry } from "./realmJournal.js";
import {
  applyChanges,
  eventChanges,
  eventMarks,
  RecordSignatures,
  type ChangeEntry,
  type EventMarks,
  type PendingChange,
} from "./realmChanges.js";
import { hashPlainPasswords, type PasswordHasher } from "../realm/plainPasswords.js";
import { devOnlySeedPart, mergeSeedParts } from "./seedParts.js";

export interface ReadRealm {
  realm: RealmData;
  /** the file held passwords in clear (hashed now) or an earlier journal: it should be written again */
  hashed: boolean;
}

/** the journal whose lines are ChangeEntry; a header without it is an earlier journal of export parts */
const JOURNAL_FORMAT = 2;

/** the snapshot's own key naming it; removed before the export is read */
const SNAPSHOT_ID = "devServerSnapshot";
/** a journal smaller than this is not worth a new snapshot */
const MIN_COMPACT_BYTES = 1 << 20;
const NEWLINE = 0x0a;

/** named by a hash of the realm's name, so no name can reach outside DATA_DIR, collide or be too long */
export function realmFileName(realmName: string): string {
  return `realm-${createHash("sha256").update(realmName).digest("hex")}.json`;
}

export class RealmFile {
  private snapshotId: string | undefined;
  private snapshotBytes = 0;
  private journalBytes = 0;
  /** undefined until a snapshot this run knows is on disk: the next save writes one */
  private marks: EventMarks | undefined;
  private signatures: RecordSignatures | undefined;

  constructor(readonly path: string) {}

  private get journalPath(): string {
    return this.path.replace(/\.json$/, ".journal");
  }

  /** the realm as its snapshot and journal left it; `hashed` when it should be written again */
  async read(hasher: PasswordHasher): Promise<ReadRealm> {
    const text = readFileSync(this.path, "utf8");
    const snapshot = parseJson(this.path, text);
    const id = takeSnapshotId(snapshot);
    const journal = id ? this.readJournal(id) : undefined;
    const earlier = journal?.format !== JOURNAL_FORMAT && !!journal?.entries.length;
    const json = earlier
      ? replayExportEntries(snapshot as ExportedRealm, journal.entries as ExportJournalEntry[])
      : snapshot;
    const { realm, hashed } = await importExport(this.path, json, hasher);
    if (!earlier) for (const entry of (journal?.entries ?? []) as ChangeEntry[]) applyChanges(realm, entry);
    // a file to write again gets a new snapshot: no journal line over clear passwords or an earlier journal
    if (id && !earlier && !hashed) {
      this.snapshotId = id;
      this.snapshotBytes = text.length;
      this.marks = eventMarks(realm);
      this.signatures = new RecordSignatures(realm);
    }
    return { realm, hashed: hashed || earlier };
  }

  /** Appends what changed (only what `change` names, when given); answers whether the journal should be folded. */
  save(realm: RealmData, change: PendingChange | undefined): boolean {
    if (!this.marks || !this.signatures) {
      this.writeSnapshot(realm);
      return false;
    }
    const entry: ChangeEntry = {
      settings: realm.rep,
      ...this.signatures.changes(realm, change),
      ...eventChanges(realm, this.marks),
    };
    const line = `${JSON.stringify(entry)}\n`;
    const created = this.journalBytes === 0;
    const header = `${JSON.stringify({ snapshot: this.snapshotId, format: JOURNAL_FORMAT })}\n`;
    const text = created ? `${header}${line}` : line;
    // a failed append can leave part of a line, which no later line may follow: start over from a snapshot
    this.marks = undefined;
    appendToFile(this.journalPath, text, created);
    this.journalBytes += Buffer.byteLength(text);
    this.marks = eventMarks(realm);
    return this.journalBytes > Math.max(MIN_COMPACT_BYTES, this.snapshotBytes);
  }

  /** folds the journal into a new snapshot of the realm as it is now */
  compact(realm: RealmData): void {
    this.writeSnapshot(realm);
  }

  remove(): void {
    removeFile(this.path);
    removeFile(this.journalPath);
  }

  /** renames the realm's files out of the way with `suffix`; answers their new paths */
  setAside(suffix: string): string[] {
    const kept: string[] = [];
    for (const path of [this.path, this.journalPath]) {
      if (!existsSync(path)) continue;
      renameSync(path, `${path}.${suffix}`);
      kept.push(`${path}.${suffix}`);
    }
    return kept;
  }

  private writeSnapshot(realm: RealmData): void {
    const id = randomUUID();
    const text = JSON.stringify({ ...exportRealm(realm), [SNAPSHOT_ID]: id });
    this.marks = undefined;
    this.signatures = undefined;
    replaceFile(this.path, text);
    // a crash may bring it back: its first line then names the previous snapshot
    removeFile(this.journalPath);
    this.snapshotId = id;
    this.snapshotBytes = text.length;
    this.journalBytes = 0;
    this.marks = eventMarks(realm);
    this.signatures = new RecordSignatures(realm);
  }

  /** the journal's complete lines and format; a line a crash cut short (never acknowledged) is cut off the file */
  private readJournal(snapshotId: string): { format: unknown; entries: unknown[] } | undefined {
    if (!existsSync(this.journalPath)) return undefined;
    const bytes = readFileSync(this.journalPath);
    const lines: unknown[] = [];
    let valid = 0;
    for (let end = bytes.indexOf(NEWLINE); end >= 0; end = bytes.indexOf(NEWLINE, valid)) {
      try {
        lines.push(JSON.parse(bytes.subarray(valid, end).toString("utf8")));
      } catch {
        break;
      }
      valid = end + 1;
    }
    const [header, ...entries] = lines as [{ snapshot?: unknown; format?: unknown } | undefined, ...unknown[]];
    if (header?.snapshot !== snapshotId) {
      removeFile(this.journalPath);
      return undefined;
    }
    if (valid < bytes.length) {
      console.error(`${this.journalPath}: dropping ${bytes.length - valid} bytes of an unfinished write`);
      truncateFile(this.journalPath, valid);
    }
    this.journalBytes = valid;
    return { format: header.format, entries };
  }
}

/** a realm export without a journal: earlier versions' data */
export function readRealmExport(path: string, hasher: PasswordHasher): Promise<ReadRealm> {
  const json = parseJson(path, readFileSync(path, "utf8"));
  takeSnapshotId(json);
  return importExport(path, json, hasher);
}

/** a seed file with its dev-server-only part (seedParts.ts) */
export function readSeedRealm(path: string, hasher: PasswordHasher): Promise<ReadRealm> {
  const json = mergeSeedParts(parseJson(path, readFileSync(path, "utf8")), devOnlySeedPart(path));
  return importExport(path, json, hasher);
}

function parseJson(path: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new Error(`${path}: not valid JSON (${(e as Error).message})`, { cause: e });
  }
}

/** the snapshot's id, removed from it; undefined for a file written without a journal */
function takeSnapshotId(json: unknown): string | undefined {
  if (!json || typeof json !== "object" || Array.isArray(json)) return undefined;
  const record = json as Record<string, unknown>;
  const id = record[SNAPSHOT_ID];
  delete record[SNAPSHOT_ID];
  return typeof id === "string" ? id : undefined;
}

async function importExport(path: string, json: unknown, hasher: PasswordHasher): Promise<ReadRealm> {
  const hashed = await hashPlainPasswords(json, hasher);
  try {
    return { realm: importRealm(json), hashed };
  } catch (e) {
    if (e instanceof SeedError) throw new Error(`${path}: ${e.message}`, { cause: e });
    throw e;
  }
}
