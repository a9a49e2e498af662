// A Keycloak home of its own for every data folder: the distribution's 170 MB of jars are linked, while everything a
// running Keycloak writes stays in the folder: its build for the configured features (lib/quarkus), its H2 database
// and transaction logs (data/), and the providers and themes installed into it. So `npm run keycloak` and the tests'
// Keycloak run side by side, and installing the console as a theme into one touches neither the other nor the cache.
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";

/** Makes `folder` a Keycloak home over `distribution` (once; a later call keeps what is there) and returns it. */
export function keycloakInstance(distribution: string, folder: string): string {
  const home = resolve(folder);
  if (existsSync(join(home, "bin/kc.sh"))) return home;
  mkdirSync(join(home, "bin"), { recursive: true });
  mkdirSync(join(home, "lib"), { recursive: true });
  // kc.sh finds its home from its own real path, so the scripts are copies; the admin CLI's jars are shared
  for (const name of readdirSync(join(distribution, "bin"))) {
    const from = join(distribution, "bin", name);
    if (name.endsWith(".sh")) copyFileSync(from, join(home, "bin", name));
    else symlinkSync(from, join(home, "bin", name));
  }
  symlinkSync(join(distribution, "lib/lib"), join(home, "lib/lib"));
  symlinkSync(join(distribution, "lib/app"), join(home, "lib/app"));
  copyFileSync(join(distribution, "lib/quarkus-run.jar"), join(home, "lib/quarkus-run.jar"));
  for (const own of ["lib/quarkus", "conf", "providers", "themes"]) {
    cpSync(join(distribution, own), join(home, own), { recursive: true });
  }
  mkdirSync(join(home, "data"), { recursive: true });
  return home;
}
