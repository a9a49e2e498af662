// The static console in out/ is rebuilt only when a source it is made from is newer than it, or when it lacks the
// hashes of its inline scripts.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { currentScriptHashes } from "../dev-server/console/scriptHashes";

const SOURCES = ["app", "components", "lib", "messages", "public", "next.config.mjs", "package.json", "tsconfig.json"];
const OUTPUT = "out/index.html";

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

export function consoleBuildIsStale(): boolean {
  if (!existsSync(OUTPUT)) return true;
  // a bare `next build` leaves the script hashes out
  if (!currentScriptHashes("out", readFileSync(OUTPUT, "utf8"))) return true;
  const built = statSync(OUTPUT).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

export function buildConsole(): void {
  console.log("Building the console (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}
