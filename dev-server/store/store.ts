// All realms in memory. A write marks its realm changed; the changes are written to DATA_DIR as a group right after
// the code that made them (see realmFile.ts for the files), and whoever must not answer before they are on disk waits
// on settled(). Realm files are written before the list naming them, and removed after it, so that after a crash at
// any point the list names only realms whose files are complete. A failed write is logged and retried.
import { existsSync, mkdirSync, chmodSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { RealmData } from "./model.js";
import { isTempFile, removeFile, replaceFile } from "./durableFiles.js";
import { readRealmExport, readSeedRealm, RealmFile, realmFileName } from "./realmFile.js";
import { importRealm } from "./realmImport.js";
import { SeedError } from "./seedError.js";
import { hashPlainPasswords, PasswordHasher } from "../realm/plainPasswords.js";
import { copySeedUserFiles } from "./seedUserFiles.js";
import { countRealmWrite } from "./realmGeneration.js";
import type { PendingChange } from "./realmChanges.js";

const MANIFEST = "realms.json";
const MASTER_SEED = "master.json";
/** long enough for a burst of writes to pass first, short enough that a journal never grows far */
const COMPACTION_DELAY_MS = 200;

/**
 * Which part of a realm a write changed: these users (besides its settings and events) and, with `configuration`,
 * any part but the other users' records (users it added or removed included); or anything.
 */
export type ChangeScope = { users: readonly string[]; configuration?: boolean } | "anything";

export class Store {
  private readonly realms = new Map<string, RealmData>();
  private readonly files = new Map<string, RealmFile>();
  /** realm name -> what changed, or undefined when anything may have */
  private readonly pending = new Map<string, PendingChange | undefined>();
  private readonly deleted = new Set<string>();
  /** files of an earlier naming scheme, removed once their realms are written under the current one */
  private readonly staleFiles = new Set<string>();
  /** the realm list on disk may not name the realms in memory; written on every start */
  private listPending = true;
  private flushQueued = false;
  /** realm name -> the timer that folds its journal */
  private readonly compactions = new Map<string, NodeJS.Timeout>();
  private waiting: (() => void)[] = [];

  constructor(private readonly dataDir: string | undefined) {}

  /** Where the realms are saved: DATA_DIR, or undefined when they live in memory only. */
  get location(): string | undefined {
    return this.dataDir;
  }

  /**
   * Loads DATA_DIR if it holds a previous run's data, else the seed files. Throws naming the file and the problem.
   * `prepare` runs on every realm (master first) before anything is written; it returns true when it changed the realm.
   */
  async load(seedDir: string, prepare?: (realm: RealmData) => boolean): Promise<void> {
    const fromData = this.dataDir && existsSync(join(this.dataDir, MANIFEST));
    const hasher = new PasswordHasher();
    if (fromData) await this.loadData(hasher);
    else {
      await this.loadSeed(seedDir, hasher);
      if (this.dataDir) copySeedUserFiles(seedDir, this.dataDir);
    }
    // a data folder whose master could not be read starts with the seed's, so that someone can sign in and look
    if (fromData && !this.realms.has("master") && existsSync(join(seedDir, MASTER_SEED))) {
      console.error(`${this.dataDir}: no readable realm "master"; starting with ${join(seedDir, MASTER_SEED)}`);
      this.changed(this.add((await readRealmExport(join(seedDir, MASTER_SEED), hasher)).realm));
    }
    if (!this.realms.has("master")) throw new Error(`${fromData ? this.dataDir : seedDir}: no realm "master"`);
    if (prepare) {
      const master = this.realms.get("master")!;
      for (const realm of [master, ...[...this.realms.values()].filter((r) => r !== master)]) {
        if (prepare(realm)) this.changed(realm);
      }
    }
    // a data folder that cannot be written to stops the start, rather than every change being lost later
    this.writePending();
  }

  realm(name: string): RealmData | undefined {
    return this.realms.get(name);
  }

  realmNames(): string[] {
    return [...this.realms.keys()];
  }

  all(): RealmData[] {
    return [...this.realms.values()];
  }

  /** Adds a realm from its export representation (create realm, partial import of a whole realm). */
  async createRealm(rep: RealmRepresentation): Promise<RealmData> {
    await hashPlainPasswords(rep, new PasswordHasher());
    const realm = importRealm(rep);
    this.add(realm);
    this.changed(realm);
    return realm;
  }

  /** Renaming a realm re-keys it. */
  renameRealm(realm: RealmData, newName: string): void {
    this.realms.delete(realm.rep.realm);
    this.pending.delete(realm.rep.realm);
    this.deleted.add(realm.rep.realm);
    this.listPending = true;
    realm.rep.realm = newName;
    this.realms.set(newName, realm);
    this.changed(realm);
  }

  deleteRealm(name: string): void {
    this.realms.delete(name);
    this.pending.delete(name);
    this.deleted.add(name);
    this.listPending = true;
    this.queueFlush();
  }

  /** Call after every write to a realm, with the users it changed when it changed nothing else but events. */
  changed(realm: RealmData, scope: ChangeScope = "anything"): void {
    countRealmWrite(realm);
    if (!this.dataDir) return;
    const name = realm.rep.realm;
    const before = this.pending.has(name) ? this.pending.get(name) : { users: new Set<string>(), configuration: false };
    if (scope === "anything" || !before) this.pending.set(name, undefined);
    else
      this.pending.set(name, {
        users: new Set([...before.users, ...scope.users]),
        configuration: before.configuration || !!scope.configuration,
      });
    this.queueFlush();
  }

  /** Resolves once every change made so far has been written (or its write failed and was logged); undefined if none. */
  settled(): Promise<void> | undefined {
    if (!this.dataDir || (!this.pending.size && !this.deleted.size && !this.listPending)) return undefined;
    this.queueFlush();
    return new Promise((done) => this.waiting.push(done));
  }

  /** Writes every pending change and stops: no journal is folded afterwards, another store may own the folder. */
  close(): void {
    for (const timer of this.compactions.values()) clearTimeout(timer);
    this.compactions.clear();
    this.flush();
  }

  /** Writes every pending change now (used on shutdown and by tests); a failure is logged, never thrown. */
  flush(): void {
    const waiting = this.waiting;
    this.waiting = [];
    try {
      this.writePending();
    } catch (e) {
      console.error(`Could not write the realms to ${this.dataDir}; retrying with the next change:`, e);
    } finally {
      for (const done of waiting) done();
    }
  }

  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    // after the code that made the change, and together with the other requests' changes of the same turn
    setImmediate(() => {
      this.flushQueued = false;
      this.flush();
    });
  }

  /** What is not written stays pending. */
  private writePending(): void {
    if (!this.dataDir) return;
    // the data holds every user's credentials: for the server's own user only
    mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    chmodSync(this.dataDir, 0o700);
    for (const [name, change] of this.pending) {
      const realm = this.realms.get(name);
      if (realm && this.fileOf(name).save(realm, change)) this.queueCompaction(name);
      this.pending.delete(name);
    }
    if (this.listPending) {
      replaceFile(join(this.dataDir, MANIFEST), JSON.stringify(this.realmNames()));
      this.listPending = false;
    }
    for (const name of this.deleted) {
      if (!this.realms.has(name)) this.fileOf(name).remove();
      this.files.delete(name);
      this.deleted.delete(name);
    }
    for (const file of this.staleFiles) {
      removeFile(join(this.dataDir, file));
      this.staleFiles.delete(file);
    }
  }

  /** a grown journal is folded into a new snapshot after the writes that grew it have been answered */
  private queueCompaction(name: string): void {
    if (this.compactions.has(name)) return;
    const timer = setTimeout(() => {
      this.compactions.delete(name);
      const realm = this.realms.get(name);
      if (!realm || !this.dataDir) return;
      try {
        this.fileOf(name).compact(realm);
      } catch (e) {
        console.error(`Could not fold the journal of realm "${name}" into a snapshot; it keeps growing:`, e);
      }
    }, COMPACTION_DELAY_MS);
    this.compactions.set(name, timer.unref());
  }

  private async loadSeed(seedDir: string, hasher: PasswordHasher): Promise<void> {
    const files = readdirSync(seedDir)
      .filter((f) => f.endsWith(".json"))
      .sort();
    for (const file of files) this.changed(this.add((await readSeedRealm(join(seedDir, file), hasher)).realm));
  }

  /** A realm the list names without its file (left by an earlier version's crash) is logged and left out. */
  private async loadData(hasher: PasswordHasher): Promise<void> {
    const dir = this.dataDir!;
    for (const file of readdirSync(dir)) if (isTempFile(file)) removeFile(join(dir, file));
    const names = JSON.parse(readFileSync(join(dir, MANIFEST), "utf8")) as string[];
    for (const name of names) {
      const file = this.fileOf(name);
      try {
        await this.loadRealm(name, file, hasher);
      } catch (error) {
        // one realm that cannot be read must not keep the others from starting, nor be overwritten
        const kept = file.setAside(`unloadable-${new Date().toISOString().replace(/[:.]/g, "-")}`);
        this.files.delete(name);
        this.listPending = true;
        console.error(
          `Realm "${name}" could not be loaded and is left out: ${(error as Error).message}\n` +
            `Its files are kept as ${kept.join(", ")}; the other realms start.`,
        );
      }
    }
  }

  private async loadRealm(name: string, file: RealmFile, hasher: PasswordHasher): Promise<void> {
    const dir = this.dataDir!;
    if (existsSync(file.path)) {
      const { realm, hashed } = await file.read(hasher);
      if (realm.rep.realm !== name) throw new SeedError(`${file.path} holds realm "${realm.rep.realm}"`);
      this.add(realm);
      // a data folder from before passwords were hashed is rewritten without them
      if (hashed) this.changed(realm);
      return;
    }
    const earlier = `${encodeURIComponent(name)}.json`;
    if (earlier !== MANIFEST && existsSync(join(dir, earlier))) {
      this.staleFiles.add(earlier);
      this.changed(this.add((await readRealmExport(join(dir, earlier), hasher)).realm));
      return;
    }
    console.error(`${join(dir, MANIFEST)} names realm "${name}", whose file ${file.path} is missing: left out`);
  }

  private fileOf(name: string): RealmFile {
    let file = this.files.get(name);
    if (!file) this.files.set(name, (file = new RealmFile(join(this.dataDir!, realmFileName(name)))));
    return file;
  }

  private add(realm: RealmData): RealmData {
    if (this.realms.has(realm.rep.realm)) throw new SeedError(`realm "${realm.rep.realm}" is defined twice`);
    this.realms.set(realm.rep.realm, realm);
    this.listPending = true;
    return realm;
  }
}
