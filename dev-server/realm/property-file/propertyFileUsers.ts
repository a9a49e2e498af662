// Reading a provider's users: Java properties lines `username=password` (or `username: password`), `#` and `!`
// comments, read afresh on every use so an edited file counts at once. Usernames compare as Keycloak stores them,
// in lower case; a password is compared in constant time.
import { createHash, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { providerPath, type PropertyFileProvider } from "./propertyFileConfig.js";
import { resolveUserFile } from "./userStorageFolder.js";

/**
 * username -> password, as java.util.Properties reads a line (without its backslash escapes and continuations): the
 * key ends at the first `=`, `:` or blank, the value starts after the separator and the blanks around it; a username
 * named twice has its last value.
 */
export function parseUserLines(text: string): Map<string, string> {
  const users = new Map<string, string>();
  for (const raw of text.split(/\r?\n|\r/)) {
    const line = raw.replace(/^[ \t\f]+/, "");
    if (!line || line.startsWith("#") || line.startsWith("!")) continue;
    const entry = /^([^=:\s]+)[ \t\f]*[=:]?[ \t\f]*(.*)$/s.exec(line);
    if (entry) users.set(entry[1].toLowerCase(), entry[2]);
  }
  return users;
}

/** the provider's users, or none when its file is gone, unreadable or no longer inside the user-storage folder */
export function readProviderUsers(folder: string | undefined, provider: PropertyFileProvider): Map<string, string> {
  const resolved = resolveUserFile(folder, providerPath(provider));
  if ("error" in resolved) return new Map();
  try {
    return parseUserLines(readFileSync(resolved.file, "utf8"));
  } catch {
    return new Map();
  }
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

export function samePassword(expected: string, given: string): boolean {
  return timingSafeEqual(digest(expected), digest(given));
}
