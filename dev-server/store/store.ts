// All realms in memory. Writes mark a realm dirty; dirty realms are written to DATA_DIR (one realm-export file each,
// written to a temporary file and renamed, so a crash never leaves half a file) shortly after, and at once on flush().
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { RealmData } from "./model.js";
import { exportRealm } from "./realmExport.js";
import { importRealm, SeedError } from "./realmImport.js";

const MANIFEST = "realms.json";
const WRITE_DELAY_MS = 200;

export class Store {
  private readonly realms = new Map<string, RealmData>();
  private readonly dirty = new Set<string>();
  private readonly deleted = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly dataDir: string | undefined) {}

  /**
   * Loads DATA_DIR if it holds a previous run's data, else the seed files. Throws naming the file and the problem.
   * `prepare` runs on every realm (master first) before anything is written; it returns true when it changed the realm.
   */
  load(seedDir: string, prepare?: (realm: RealmData) => boolean): void {
    const fromData = this.dataDir && existsSync(join(this.dataDir, MANIFEST));
    const dir = fromData ? this.dataDir! : seedDir;
    const files = fromData
      ? (JSON.parse(readFileSync(join(dir, MANIFEST), "utf8")) as string[]).map(fileName)
      : readdirSync(dir)
          .filter((f) => f.endsWith(".json"))
          .sort();
    for (const file of files) this.add(readRealmFile(join(dir, file)));
    if (!this.realms.has("master"))
      throw new Error(`${dir}: no realm "master" among ${files.join(", ") || "no files"}`);
    if (!fromData) for (const name of this.realms.keys()) this.dirty.add(name);
    if (prepare) {
      const master = this.realms.get("master")!;
      for (const realm of [master, ...[...this.realms.values()].filter((r) => r !== master)]) {
        if (prepare(realm)) this.dirty.add(realm.rep.realm);
      }
    }
    this.flush();
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
  createRealm(rep: RealmRepresentation): RealmData {
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

  /** Writes every pending change now (used on shutdown and by tests). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.dataDir) return;
    mkdirSync(this.dataDir, { recursive: true });
    for (const name of this.dirty) {
      const realm = this.realms.get(name);
      if (realm) writeAtomically(join(this.dataDir, fileName(name)), JSON.stringify(exportRealm(realm)));
    }
    for (const name of this.deleted)
      if (!this.realms.has(name)) rmSync(join(this.dataDir, fileName(name)), { force: true });
    if (this.dirty.size || this.deleted.size || !existsSync(join(this.dataDir, MANIFEST))) {
      writeAtomically(join(this.dataDir, MANIFEST), JSON.stringify(this.realmNames()));
    }
    this.dirty.clear();
    this.deleted.clear();
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
  return `${encodeURIComponent(realmName)}.json`;
}

function readRealmFile(path: string): RealmData {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    throw new Error(`${path}: not valid JSON (${(e as Error).message})`, { cause: e });
  }
  try {
    return importRealm(json);
  } catch (e) {
    if (e instanceof SeedError) throw new Error(`${path}: ${e.message}`, { cause: e });
    throw e;
  }
}

function writeAtomically(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}
