// File writes that survive a crash or a power cut: a rename is atomic but only durable once the folder holding it is
// synced, and written bytes only once the file is; without both, a "saved" file can come back empty or old.
import { closeSync, fsyncSync, ftruncateSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname } from "node:path";

/** the suffix of files being written; whatever a crash leaves with it is unfinished and is ignored */
export const TEMP_SUFFIX = ".tmp";

export function syncFolder(dir: string): void {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** writes the whole file or, after a crash at any point, leaves the previous one */
export function replaceFile(path: string, text: string): void {
  const tmp = `${path}.${process.pid}${TEMP_SUFFIX}`;
  // a temp file a crash left behind would keep its mode: start from a new one
  rmSync(tmp, { force: true });
  const fd = openSync(tmp, "w", 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  syncFolder(dirname(path));
}

/** appends to a file (made if missing) and returns once the bytes are on disk */
export function appendToFile(path: string, text: string, created: boolean): void {
  const fd = openSync(path, "a", 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  if (created) syncFolder(dirname(path));
}

/** cuts a file back to its first `length` bytes, durably */
export function truncateFile(path: string, length: number): void {
  const fd = openSync(path, "r+");
  try {
    ftruncateSync(fd, length);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function removeFile(path: string): void {
  rmSync(path, { force: true });
}

export function isTempFile(path: string): boolean {
  return basename(path).endsWith(TEMP_SUFFIX);
}
