// One realm's files in DATA_DIR: a snapshot (its realm export) and a journal of the changes since, one JSON line per
// write. A change to some users is appended to the journal; any other change, or a journal grown as large as the
// snapshot, writes a new snapshot. The journal's first line names the snapshot it follows, so a journal that a crash
// left behind a newer snapshot is recognised and dropped rather than replayed over it.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readFileSync, renameSync } from "node:fs";
import type { RealmData } from "./model.js";
import { appendToFile, removeFile, replaceFile, truncateFile } from "./durableFiles.js";
import { exportRealm } from "./realmExport.js";
import { importRealm, SeedError, type ExportedRealm } from "./realmImport.js";
import { eventMarks, journalEntry, replay, type EventMarks, type JournalEntry } from "./realmJournal.js";
import { hashPlainPasswords, type PasswordHasher } from "../realm/plainPasswords.js";

export interface ReadRealm {
  realm: RealmData;
  /** the file held passwords in clear, hashed now: it should be written again */
  hashed: boolean;
}

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

  constructor(readonly path: string) {}

  private get journalPath(): string {
    return this.path.replace(/\.json$/, ".journal");
  }

  /** the realm as its snapshot and journal left it; `hashed` when it held passwords in clear, now hashed */
  async read(hasher: PasswordHasher): Promise<ReadRealm> {
    const text = readFileSync(this.path, "utf8");
    const snapshot = parseJson(this.path, text);
    const id = takeSnapshotId(snapshot);
    const entries = id ? this.readJournal(id) : [];
    const { realm, hashed } = await importExport(
      this.path,
      entries.length ? replay(snapshot as ExportedRealm, entries) : snapshot,
      hasher,
    );
    if (id) {
      this.snapshotId = id;
      this.snapshotBytes = text.length;
      this.marks = eventMarks(realm);
    }
    return { realm, hashed };
  }

  /** Writes the realm: only `users` (and what any change can touch) when given, else all of it. */
  save(realm: RealmData, users: ReadonlySet<string> | undefined): void {
    const compact = this.journalBytes > Math.max(MIN_COMPACT_BYTES, this.snapshotBytes);
    if (!users || !this.marks || compact) return this.writeSnapshot(realm);
    const line = `${JSON.stringify(journalEntry(realm, users, this.marks))}\n`;
    const created = this.journalBytes === 0;
    const text = created ? `${JSON.stringify({ snapshot: this.snapshotId })}\n${line}` : line;
    // a failed append can leave part of a line, which no later line may follow: start over from a snapshot
    this.marks = undefined;
    appendToFile(this.journalPath, text, created);
    this.journalBytes += Buffer.byteLength(text);
    this.marks = eventMarks(realm);
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
    replaceFile(this.path, text);
    // a crash may bring it back: its first line then names the previous snapshot
    removeFile(this.journalPath);
    this.snapshotId = id;
    this.snapshotBytes = text.length;
    this.journalBytes = 0;
    this.marks = eventMarks(realm);
  }

  /** the journal's complete lines; a line a crash cut short (never acknowledged) is cut off the file */
  private readJournal(snapshotId: string): JournalEntry[] {
    if (!existsSync(this.journalPath)) return [];
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
    const [header, ...entries] = lines as [{ snapshot?: unknown } | undefined, ...JournalEntry[]];
    if (header?.snapshot !== snapshotId) {
      removeFile(this.journalPath);
      return [];
    }
    if (valid < bytes.length) {
      console.error(`${this.journalPath}: dropping ${bytes.length - valid} bytes of an unfinished write`);
      truncateFile(this.journalPath, valid);
    }
    this.journalBytes = valid;
    return entries;
  }
}

/** a realm export without a journal: the seed files and earlier versions' data */
export function readRealmExport(path: string, hasher: PasswordHasher): Promise<ReadRealm> {
  const json = parseJson(path, readFileSync(path, "utf8"));
  takeSnapshotId(json);
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
