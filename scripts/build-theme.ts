// `npm run build:theme`: the static console packaged as a Keycloak 26 admin theme, as a folder and as a jar.
//   dist/theme/<name>/admin/{theme.properties, index.ftl, resources/**}   -> copy into Keycloak's themes/ folder
//   dist/<name>.jar                                                       -> drop into Keycloak's providers/ folder
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { toIndexTemplate } from "./theme/indexTemplate";
import { zip } from "./theme/zip";

export const THEME_NAME = "identity-admin-console";
const OUT = "out";
const DIST = "dist";
const themeDir = join(DIST, "theme", THEME_NAME, "admin");

if (!existsSync(join(OUT, "index.html"))) throw new Error("out/index.html is missing: run `npm run build` first");
rmSync(DIST, { recursive: true, force: true });
mkdirSync(themeDir, { recursive: true });

cpSync(OUT, join(themeDir, "resources"), { recursive: true });
rmSync(join(themeDir, "resources", "index.html"));
writeFileSync(join(themeDir, "index.ftl"), toIndexTemplate(readFileSync(join(OUT, "index.html"), "utf8")));
writeFileSync(join(themeDir, "theme.properties"), ["parent=base", "darkMode=true", "logo=/logo.svg", ""].join("\n"));

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
console.log(
  `Theme folder: ${join(DIST, "theme", THEME_NAME)}\nTheme jar:    ${join(DIST, `${THEME_NAME}.jar`)} (${files.length} entries)`,
);
