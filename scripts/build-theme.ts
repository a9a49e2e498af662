// `npm run build:theme`: the static console packaged as a Keycloak 26 admin theme, as a folder and as a jar.
//   dist/theme/<name>/admin/{theme.properties, index.ftl, resources/**}   -> copy into Keycloak's themes/ folder
//   dist/<name>.jar                                                       -> drop into Keycloak's providers/ folder
//   dist/security-headers.txt         -> the headers to set in the realm's Security defenses (docs/hosting.md)
//   dist/cache-headers.txt            -> the caching rules for serving out/ from a CDN or a web server (docs/hosting.md)
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { consolePolicy } from "../dev-server/console/consolePolicy";
import { IMMUTABLE } from "../dev-server/console/cacheHeaders";
import { currentScriptHashes, SCRIPT_HASHES_FILE } from "../dev-server/console/scriptHashes";
import { toIndexTemplate } from "./theme/indexTemplate";
import { THEME_NAME } from "./theme/themeName";
import { zip } from "./theme/zip";

const OUT = "out";
const DIST = "dist";
const themeDir = join(DIST, "theme", THEME_NAME, "admin");

if (!existsSync(join(OUT, "index.html"))) throw new Error("out/index.html is missing: run `npm run build` first");
const indexHtml = readFileSync(join(OUT, "index.html"), "utf8");
const scriptHashes = currentScriptHashes(OUT, indexHtml);
if (!scriptHashes) throw new Error(`out/${SCRIPT_HASHES_FILE} is missing or stale: run \`npm run build\` first`);
rmSync(DIST, { recursive: true, force: true });
mkdirSync(themeDir, { recursive: true });

cpSync(OUT, join(themeDir, "resources"), { recursive: true });
rmSync(join(themeDir, "resources", "index.html"));
rmSync(join(themeDir, "resources", SCRIPT_HASHES_FILE));
writeFileSync(join(themeDir, "index.ftl"), toIndexTemplate(indexHtml));
// keycloak.v2, Keycloak's own admin console, is the parent for its messages: /resources/{realm}/admin/{locale} then
// serves its bundle of every language, as for Keycloak's console; with base as the parent only its 112 old texts came
writeFileSync(
  join(themeDir, "theme.properties"),
  ["parent=keycloak.v2", "darkMode=true", "logo=/logo.svg", ""].join("\n"),
);

const files: { name: string; data: Buffer }[] = [
  {
    name: "META-INF/keycloak-themes.json",
    data: Buffer.from(JSON.stringify({ themes: [{ name: THEME_NAME, types: ["admin"] }] }, null, 2)),
  },
];
const walk = (dir: string) => {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else
      files.push({
        name: `theme/${THEME_NAME}/admin/${relative(themeDir, path).split("\\").join("/")}`,
        data: readFileSync(path),
      });
  }
};
walk(themeDir);
writeFileSync(join(DIST, `${THEME_NAME}.jar`), zip(files));
// Keycloak serves the console and its files from its own origin, so 'self' covers the server
const headers = [
  `Content-Security-Policy: ${consolePolicy(scriptHashes)}`,
  "X-Frame-Options: SAMEORIGIN",
  "X-Content-Type-Options: nosniff",
  "Referrer-Policy: no-referrer",
  "",
].join("\n");
writeFileSync(join(DIST, "security-headers.txt"), headers);
// Keycloak serves a theme's resources under a path that holds its version and caches them itself; a CDN or a web
// server serving out/ needs these two rules
const caching = [
  `_next/static/*: Cache-Control: ${IMMUTABLE}`,
  "index.html and every other file: Cache-Control: no-cache",
  "",
].join("\n");
writeFileSync(join(DIST, "cache-headers.txt"), caching);
console.log(
  `Theme folder: ${join(DIST, "theme", THEME_NAME)}\nTheme jar:    ${join(DIST, `${THEME_NAME}.jar`)} (${files.length} entries)`,
);
console.log(`Headers for the realm's Security defenses (${join(DIST, "security-headers.txt")}):\n${headers}`);
