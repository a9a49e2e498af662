// The suite serves out/ as built. `npm run build` ends by hashing the export's inline scripts for the console's
// Content-Security-Policy; after a bare `next build` the hashes are missing or stale, and are taken here.
import { existsSync, readFileSync } from "node:fs";
import { currentScriptHashes, writeScriptHashes } from "../../dev-server/console/scriptHashes";

const OUT = "out";

export default function globalSetup() {
  const index = `${OUT}/index.html`;
  if (!existsSync(index) || currentScriptHashes(OUT, readFileSync(index, "utf8"))) return;
  writeScriptHashes(OUT);
  console.log(`Hashed the inline scripts of ${OUT}/ (run \`npm run build\` to build and hash in one step)`);
}
