// The seed's user files: what <SEED_DIR>/user-storage/ holds is copied into <DATA_DIR>/user-storage/ when the realms
// come from the seed, so a seeded property-file provider has its file on first start. A file already there is kept.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const SEED_USER_FILES = "user-storage";

export function copySeedUserFiles(seedDir: string, dataDir: string): void {
  const from = join(seedDir, SEED_USER_FILES);
  if (!existsSync(from)) return;
  const to = join(dataDir, SEED_USER_FILES);
  // passwords live in these files: readable by the server's user only, like the realm files
  mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    if (!statSync(source).isFile()) continue;
    const target = join(to, name);
    if (existsSync(target)) continue;
    copyFileSync(source, target);
    chmodSync(target, 0o600);
  }
}
