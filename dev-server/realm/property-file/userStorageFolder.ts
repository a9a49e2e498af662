// Where a property file may live: only inside <DATA_DIR>/user-storage/. An admin types the path, so it is resolved
// (relative to that folder, symlinks followed) and refused when it leads anywhere else; the folder's name is the only
// location an answer mentions.
import { accessSync, constants, realpathSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import type { Store } from "../../store/store.js";

export const USER_STORAGE_FOLDER = "user-storage";
export const FILE_MISSING = "user property file does not exist";
export const FILE_UNREADABLE = "user property file cannot be read";
export const OUTSIDE_FOLDER = `user property file must be inside the dev server's DATA_DIR/${USER_STORAGE_FOLDER} folder`;

/** the folder property files are read from; undefined when the server keeps its data in memory only */
export function userStorageFolder(store: Store): string | undefined {
  return store.location && join(store.location, USER_STORAGE_FOLDER);
}

const inside = (folder: string, path: string) => {
  const rel = relative(folder, path);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel);
};

export type ResolvedFile = { file: string } | { error: string };

/** the real file a configured path names, or why it may not be read */
export function resolveUserFile(folder: string | undefined, path: string): ResolvedFile {
  if (!folder) return { error: OUTSIDE_FOLDER };
  if (!path.trim()) return { error: FILE_MISSING };
  const named = resolve(folder, path);
  // refused before the file system is asked, so an answer never tells whether a file elsewhere exists
  if (!inside(folder, named)) return { error: OUTSIDE_FOLDER };
  let real: string;
  let realFolder: string;
  try {
    realFolder = realpathSync(folder);
    real = realpathSync(named);
  } catch {
    return { error: FILE_MISSING };
  }
  if (!inside(realFolder, real)) return { error: OUTSIDE_FOLDER };
  try {
    if (!statSync(real).isFile()) return { error: FILE_UNREADABLE };
    accessSync(real, constants.R_OK);
  } catch {
    return { error: FILE_UNREADABLE };
  }
  return { file: real };
}
