// The chunks of the features the console fetches only when they are used, for `npm run bench`. A feature is found
// by a message key that only its own code translates: `t("key")` stays `("key")` in the minified chunk, while the
// messages chunk holds the key as `key:"…"`. Turbopack may emit one copy of a lazily imported module per chunk
// group that imports it, each without what that group already has: the copies are listed smallest to largest.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { kb, sizeOf } from "./sizes";

const KEYED_FEATURES = [{ name: "review before save (dialog)", key: "reviewChangesIntro" }];

export function describeKeyedFeatures(outDir: string, chunks: readonly string[]): string[] {
  const scripts = chunks.filter((file) => file.endsWith(".js"));
  const lines = [
    "\nFeatures found by a message key of their own: their chunk (gzip; copies per importing chunk group)",
  ];
  for (const { name, key } of KEYED_FEATURES) {
    const marker = `("${key}")`;
    const sizes = scripts
      .filter((file) => readFileSync(join(outDir, file), "utf8").includes(marker))
      .map((file) => sizeOf(join(outDir, file)).gzip)
      .sort((a, b) => a - b);
    const shown = sizes.length === 0 ? "not found" : `${sizes.length} × ${sizes.map(kb).join(", ")}`;
    lines.push(`${name.padEnd(44)} ${shown}`);
  }
  return lines;
}
