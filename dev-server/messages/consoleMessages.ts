// The console's bundled English messages (the JSON files messages/en/core.ts and areas.ts import), read from disk on
// every call so keys added while the server runs appear without a restart.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const MESSAGES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../messages/en");
const JSON_IMPORT = /^\s*import\s+\w+\s+from\s+["'](\.\/[^"']+\.json)["']/gm;

export function consoleMessages(): Record<string, string> {
  const bundles = ["core.ts", "areas.ts"].map((bundle) => readFileSync(join(MESSAGES_DIR, bundle), "utf8"));
  const messages: Record<string, string> = {};
  for (const [, file] of bundles.join("\n").matchAll(JSON_IMPORT)) {
    // a file being edited (or not yet written) must not take every other message down with it
    try {
      flatten(JSON.parse(readFileSync(join(MESSAGES_DIR, file), "utf8")) as unknown, "", messages);
    } catch (error) {
      console.warn(`Skipping console messages ${file}: ${(error as Error).message}`);
    }
  }
  return messages;
}

function flatten(value: unknown, prefix: string, out: Record<string, string>): void {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out[prefix] = String(value);
  }
}
