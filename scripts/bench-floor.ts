// `npm run bench:floor`: what the console's stack weighs before any console code. Builds scripts/stack-floor (React,
// the Next.js App Router, Chakra UI with the console's recipe list, TanStack Router and Query, next-intl,
// oidc-client-ts, one use of each) and sums the scripts its page loads, as `npm run bench` does for the console.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { kb, sizeOf, sum } from "./sizes";

const APP = "scripts/stack-floor";
const OUT = join(APP, "out");

const built = spawnSync("npx", ["next", "build", APP], { stdio: ["ignore", "ignore", "inherit"] });
if (built.status !== 0) throw new Error("next build of the stack-floor page failed");

// modern browsers skip the nomodule polyfills, as the console's own measurement does
const html = readFileSync(join(OUT, "index.html"), "utf8");
const scripts = [...html.matchAll(/<script([^>]*)src="([^"]+\.js)"/g)]
  .filter(([, attributes]) => !/noModule/i.test(attributes))
  .map(([, , src]) => src);
const total = sum(scripts.map((src) => sizeOf(join(OUT, src))));
console.log(`The stack alone, first load: ${scripts.length} scripts, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip`);
