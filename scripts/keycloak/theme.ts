// The console installed as a Keycloak admin theme: `npm run build:theme`'s folder copied into a Keycloak home's
// themes/. Keycloak in dev mode caches no theme, so a running start-dev server serves it at once, without a restart.
import { cpSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { THEME_NAME } from "../theme/themeName";

const BUILT_THEME = join("dist/theme", THEME_NAME);

/** Replaces any earlier copy of the theme in `themesDir` with the one built last; returns the theme's name. */
export function installConsoleTheme(themesDir: string): string {
  if (!existsSync(join(BUILT_THEME, "admin/index.ftl")))
    throw new Error(`${BUILT_THEME} is missing: run \`npm run build:theme\` first`);
  const target = join(themesDir, THEME_NAME);
  rmSync(target, { recursive: true, force: true });
  cpSync(BUILT_THEME, target, { recursive: true });
  return THEME_NAME;
}
