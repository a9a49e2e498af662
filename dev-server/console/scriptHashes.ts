// The sha256 hashes of the exported console's inline scripts (ours in app/layout.tsx and the ones Next adds), taken
// once per build by `npm run build` (scripts/hash-inline-scripts.ts) so that script-src can allow exactly them.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

export const SCRIPT_HASHES_FILE = "inline-script-hashes.json";

export interface ScriptHashes {
  /** each page's own sha256, to tell hashes left over from an earlier build */
  pages: Record<string, string>;
  /** CSP source expressions, 'sha256-…' */
  scripts: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
// what a browser runs: no type, a JavaScript MIME type or a module; JSON data blocks such as the environment are not
const EXECUTABLE_TYPE = /^(text\/javascript|application\/javascript|module)$/i;

/** The bodies of the page's inline scripts that the browser would run. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes, body]) => {
      if (/\bsrc\s*=/i.test(attributes) || body === "") return false;
      const type = TYPE.exec(attributes)?.[1];
      return type === undefined || EXECUTABLE_TYPE.test(type);
    })
    .map(([, , body]) => body);
}

export const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return entry.endsWith(".html") ? [path] : [];
  });
}

/** Hashes every inline script of the pages under `dir` and writes them beside the pages. */
export function writeScriptHashes(dir: string): ScriptHashes {
  const pages: Record<string, string> = {};
  const scripts = new Set<string>();
  for (const file of htmlFiles(dir).sort()) {
    const html = readFileSync(file, "utf8");
    pages[relative(dir, file).split("\\").join("/")] = digest(html);
    for (const script of inlineScripts(html)) scripts.add(sha256Source(script));
  }
  const hashes = { pages, scripts: [...scripts] };
  writeFileSync(join(dir, SCRIPT_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
  return hashes;
}

/** The script hashes of `dir`, if they were taken from the index.html that is there now. */
export function currentScriptHashes(dir: string, indexHtml: string): string[] | undefined {
  const path = join(dir, SCRIPT_HASHES_FILE);
  if (!existsSync(path)) return undefined;
  const hashes = JSON.parse(readFileSync(path, "utf8")) as ScriptHashes;
  return hashes.pages["index.html"] === digest(indexHtml) ? hashes.scripts : undefined;
}
