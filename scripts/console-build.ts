// The static console in out/ is rebuilt only when a source it is made from is newer than it, or when it lacks the
// hashes of its inline scripts.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";
import { currentScriptHashes } from "../dev-server/console/scriptHashes";

const SOURCES = ["app", "components", "lib", "messages", "public", "next.config.mjs", "package.json", "tsconfig.json"];
const OUTPUT = "out/index.html";
// Next says nothing while it compiles, which is most of the build: minutes on a busy machine
const QUIET_MS = 30_000;

type Changed = { path: string; mtimeMs: number };

function newest(path: string): Changed {
  if (!existsSync(path)) return { path, mtimeMs: 0 };
  const stat = statSync(path);
  const self = { path, mtimeMs: stat.mtimeMs };
  if (!stat.isDirectory()) return self;
  return readdirSync(path)
    .map((entry) => newest(join(path, entry)))
    .reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a), self);
}

/** why out/ must be built again, or undefined when it is up to date */
export function whyBuildConsole(): string | undefined {
  if (!existsSync(OUTPUT)) return "out/ has no build of it";
  // a bare `next build` leaves the script hashes out
  if (!currentScriptHashes("out", readFileSync(OUTPUT, "utf8"))) return `${OUTPUT} lacks its inline scripts' hashes`;
  const built = statSync(OUTPUT).mtimeMs;
  const changed = SOURCES.map(newest).find((source) => source.mtimeMs > built);
  return changed && `${changed.path} changed after the last build`;
}

function duration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/** `npm run build` with its output as it comes, each line stamped with the time since the build began */
export async function buildConsole(reason?: string): Promise<void> {
  console.log(`Building the console (npm run build)${reason ? ` because ${reason}` : ""}: a minute or more…`);
  const started = performance.now();
  const build = spawn("npm", ["run", "build"], {
    stdio: ["ignore", "pipe", "pipe"],
    // Next colours its output only for a terminal, which its output now reaches through this process
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env,
  });
  let step = "";
  let lastLine = started;
  const stamp = () => {
    const seconds = Math.floor((performance.now() - started) / 1000);
    return `[${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}]`;
  };
  const follow = (stream: NodeJS.ReadableStream, write: (line: string) => void) =>
    createInterface({ input: stream }).on("line", (line) => {
      lastLine = performance.now();
      // the step a quiet line names, without the colours Next gives it on a terminal
      if (line.trim()) step = stripVTControlCharacters(line).trim();
      write(`${stamp()} ${line}`);
    });
  follow(build.stdout, console.log);
  follow(build.stderr, console.error);
  const heartbeat = setInterval(() => {
    if (performance.now() - lastLine < QUIET_MS) return;
    lastLine = performance.now();
    console.log(`${stamp()} … still at: ${step}`);
  }, 1000);
  const [code] = await once(build, "close");
  clearInterval(heartbeat);
  const took = duration(performance.now() - started);
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code}) after ${took}`);
  console.log(`Built the console in ${took}.`);
}
