// The last step of `npm run build`: the sha256 hashes of the export's inline scripts, for the console's
// Content-Security-Policy (dev-server/console/scriptHashes.ts).
import { join } from "node:path";
import { SCRIPT_HASHES_FILE, writeScriptHashes } from "../dev-server/console/scriptHashes";

const OUT = "out";
const { pages, scripts } = writeScriptHashes(OUT);
console.log(`${join(OUT, SCRIPT_HASHES_FILE)}: ${scripts.length} inline scripts in ${Object.keys(pages).length} pages`);
