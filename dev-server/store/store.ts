// All realms in memory. Writes mark a realm dirty; dirty realms are written to DATA_DIR (one realm-export file each,
// written to a temporary file and renamed, so a crash never leaves half a file) shortly after, and at once on flush().
// A realm's file is named by a hash of its name, so no name can reach outside DATA_DIR, collide with the realm list
// or be too long for the file system. A failed write is logged and retried with the next one.
import { createHash } from "node:crypto";
import {
  chmodSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  existsSync,
} from "node:fs";
import { join } from "node:path";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { RealmData } from "./model.js";
import { exportRealm } from "./realmExport.js";
import { importRealm, SeedError } from "./realmImport.js";
import { hashPlainPasswords, PasswordHasher } from "../realm/plainPasswords.js";

const MANIFEST = "realms.json";
const WRITE_DELAY_MS = 200;

export class Store {
  private readonly realms = new Map<string, RealmData>();
  private readonly dirty = new Set<string>();
  private readonly deleted = new Set<string>();
  /** files of an earlier naming scheme, removed once their realms are written under the current one */
  private readonly staleFiles = new Set<string>();
  /** the realm list on disk may not name the realms in memory */
  private listPending = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly dataDir: string | undefined) {}

  /**
   * Loads DATA_DIR if it holds a previous run's data, else the seed files. Throws naming the file and the problem.
   * `prepare` runs on every realm (master first) before anything is written; it returns true when it changed the realm.
   */
  async load(seedDir: string, prepare?: (realm: RealmData) => boolean): Promise<void> {
    const fromData = this.dataDir && existsSync(join(this.dataDir, MANIFEST));
    const dir = fromData ? this.dataDir! : seedDir;
    const files = fromData
      ? (JSON.parse(readFileSync(join(dir, MANIFEST), "utf8")) as string[]).map((name) => this.dataFileOf(name))
      : readdirSync(dir)
          .filter((f) => f.endsWith(".json"))
          .sort();
    const hasher = new PasswordHasher();
    for (const file of files) {
      const { realm, hashed } = await readRealmFile(join(dir, file), hasher);
      this.add(realm);
      // a data folder from before passwords were hashed is rewritten without them
      if (hashed) this.dirty.add(realm.rep.realm);
    }
    if (!this.realms.has("master"))
      throw new Error(`${dir}: no realm "master" among ${files.join(", ") || "no files"}`);
    if (!fromData) for (const name of this.realms.keys()) this.dirty.add(name);
    if (prepare) {
      const master = this.realms.get("master")!;
      for (const realm of [master, ...[...this.realms.values()].filter((r) => r !== master)]) {
        if (prepare(realm)) this.dirty.add(realm.rep.realm);
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
    this.deleted.add(realm.rep.realm);
    realm.rep.realm = newName;
    this.realms.set(newName, realm);
    this.changed(realm);
  }

  deleteRealm(name: string): void {
    this.realms.delete(name);
    this.dirty.delete(name);
    this.deleted.add(name);
    this.schedule();
  }

  /** Call after every write to a realm. */
  changed(realm: RealmData): void {
    this.dirty.add(realm.rep.realm);
    this.schedule();
  }

  /** Writes every pending change now (used on shutdown and by tests); a failure is logged, never thrown. */
  flush(): void {
    try {
      this.writePending();
    } catch (e) {
      console.error(`Could not write the realms to ${this.dataDir}; retrying with the next change:`, e);
    }
  }

  /**
   * Realm files first, then the list naming them, then the files of deleted realms: whenever this stops, every realm
   * the list names has its file. What is not written stays pending.
   */
  private writePending(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.dataDir) return;
    // the data holds every user's credentials: for the server's own user only
    mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    chmodSync(this.dataDir, 0o700);
    if (this.dirty.size || this.deleted.size || !existsSync(join(this.dataDir, MANIFEST))) this.listPending = true;
    for (const name of this.dirty) {
      const realm = this.realms.get(name);
      if (realm) writeAtomically(join(this.dataDir, fileName(name)), JSON.stringify(exportRealm(realm)));
      this.dirty.delete(name);
    }
    if (this.listPending) {
      writeAtomically(join(this.dataDir, MANIFEST), JSON.stringify(this.realmNames()));
      this.listPending = false;
    }
    for (const name of this.deleted) {
      if (!this.realms.has(name)) rmSync(join(this.dataDir, fileName(name)), { force: true });
      this.deleted.delete(name);
    }
    for (const file of this.staleFiles) {
      rmSync(join(this.dataDir, file), { force: true });
      this.staleFiles.delete(file);
    }
  }

  /** the file of a realm named in DATA_DIR's list: its current name, else the name an earlier version gave it */
  private dataFileOf(realmName: string): string {
    const current = fileName(realmName);
    if (existsSync(join(this.dataDir!, current))) return current;
    const earlier = `${encodeURIComponent(realmName)}.json`;
    // a realm named "realms" once overwrote the list itself: never remove the list as its file
    if (earlier !== MANIFEST) this.staleFiles.add(earlier);
    this.dirty.add(realmName);
    return earlier;
  }

  private add(realm: RealmData): void {
    if (this.realms.has(realm.rep.realm)) throw new SeedError(`realm "${realm.rep.realm}" is defined twice`);
    this.realms.set(realm.rep.realm, realm);
  }

  private schedule(): void {
    if (!this.timer) this.timer = setTimeout(() => this.flush(), WRITE_DELAY_MS);
  }
}

function fileName(realmName: string): string {
  return `realm-${createHash("sha256").update(realmName).digest("hex")}.json`;
}

async function readRealmFile(path: string, hasher: PasswordHasher): Promise<{ realm: RealmData; hashed: boolean }> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    throw new Error(`${path}: not valid JSON (${(e as Error).message})`, { cause: e });
  }
  const hashed = await hashPlainPasswords(json, hasher);
  try {
    return { realm: importRealm(json), hashed };
  } catch (e) {
    if (e instanceof SeedError) throw new Error(`${path}: ${e.message}`, { cause: e });
    throw e;
  }
}

function writeAtomically(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.tmp`;
  // a temp file a crash left behind would keep its mode: start from a new one
  rmSync(tmp, { force: true });
  writeFileSync(tmp, text, { mode: 0o600 });
  renameSync(tmp, path);
}
