// The dev server and its tests compiled to JavaScript once per `npm test`, for the node:test stages. Run through tsx,
// every test file's process sent each of the thousand-odd modules it imports (node_modules included) through tsx's
// loader on a thread of its own: about 4 CPU-seconds a file before its first test, 2 of them the loader's. Compiled,
// node loads them itself.
//
// The copy keeps the tree's shape under COMPILED: each .ts beside its .js, every other file (seeds, JSON data)
// linked to the original, so paths built from import.meta.url and the tests' own spawns of `tsx …/main.ts` resolve as
// they do in the source tree.
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { build } from "esbuild";

export const COMPILED = ".data/node-tests";

/** What the compiled tests import or read from the repository: the dev server, and the scripts it shares code with. */
const SOURCES = ["dev-server", "scripts"];
/** Read through paths relative to the compiled files (the console's texts, a browser bundle of node_modules). */
const LINKED = ["messages", "node_modules"];

function linkTree(root: string, dir: string, out: string, sources: string[]) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      linkTree(root, path, out, sources);
      continue;
    }
    const target = join(out, relative(root, path));
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(path, target);
    if (entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")) sources.push(path);
  }
}

/**
 * tsx lets the scripts import "./distribution" without an extension; node wants the file's name, so a relative
 * specifier without one gets the extension (or /index.js) of the module it names.
 */
function withExtensions(code: string, sourceDir: string): string {
  return code.replace(
    /((?:\bfrom|\bimport)\s*\(?\s*)"(\.{1,2}\/[^"]*)"/g,
    (whole, before: string, specifier: string) => {
      if (/\.(js|mjs|cjs|json)$/.test(specifier)) return whole;
      const base = resolve(sourceDir, specifier);
      if (existsSync(`${base}.ts`)) return `${before}"${specifier}.js"`;
      if (existsSync(join(base, "index.ts"))) return `${before}"${specifier}/index.js"`;
      return whole;
    },
  );
}

/** Compiles the dev server and scripts into COMPILED (replacing what was there) and returns its absolute path. */
export async function compileNodeTests(root = process.cwd()): Promise<string> {
  const out = resolve(root, COMPILED);
  rmSync(out, { recursive: true, force: true });
  const sources: string[] = [];
  for (const dir of SOURCES) linkTree(root, join(root, dir), out, sources);
  for (const name of LINKED) symlinkSync(join(root, name), join(out, name));
  const { outputFiles } = await build({
    entryPoints: sources,
    outdir: out,
    outbase: root,
    format: "esm",
    platform: "node",
    target: "node20",
    // the stages run node with --enable-source-maps, so a failure's stack names the .ts line
    sourcemap: "linked",
    logLevel: "warning",
    write: false,
  });
  for (const file of outputFiles) {
    const text = file.path.endsWith(".js")
      ? withExtensions(file.text, dirname(join(root, relative(out, file.path))))
      : file.text;
    writeFileSync(file.path, text);
  }
  return out;
}
