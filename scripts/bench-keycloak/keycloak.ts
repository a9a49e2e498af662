// The Keycloak `npm run bench:keycloak` measures on: the one KEYCLOAK_URL names (with KEYCLOAK_THEMES_DIR, its
// themes/ folder), else one of its own, started in a data folder of its own; the console installed there as the admin
// theme of a realm of the bench's, with an administrator of that realm.
import { resolve } from "node:path";
import KcAdminClient from "@keycloak/keycloak-admin-client";
import { KEYCLOAK_ADMIN, startKeycloak } from "../keycloak/server";
import { installConsoleTheme } from "../keycloak/theme";

const OWN_FOLDER = ".data/keycloak-bench";
const OWN_PORT = Number(process.env.KEYCLOAK_BENCH_PORT ?? 8580);
export const BENCH_REALM = "bench";
export const BENCH_ADMIN = { username: "bench-admin", password: "bench-admin" };

export type BenchKeycloak = { url: string; stop(): Promise<void> };

export async function benchKeycloak(): Promise<BenchKeycloak & { themesDir: string }> {
  const given = process.env.KEYCLOAK_URL?.replace(/\/$/, "");
  if (given) {
    const themesDir = process.env.KEYCLOAK_THEMES_DIR;
    if (!themesDir) throw new Error("KEYCLOAK_URL names a Keycloak: KEYCLOAK_THEMES_DIR must name its themes/ folder");
    return { url: given, themesDir, stop: async () => {} };
  }
  console.log(`Starting a Keycloak of the bench's own on port ${OWN_PORT} (${OWN_FOLDER}; the first start is slow)…`);
  const keycloak = await startKeycloak({ port: OWN_PORT, folder: OWN_FOLDER, output: "log-file" });
  return { url: keycloak.url, themesDir: resolve(OWN_FOLDER, "themes"), stop: keycloak.stop };
}

/** Installs the console's theme and makes it the admin theme of the bench realm, which gets an administrator. */
export async function installOnBenchRealm(url: string, themesDir: string): Promise<void> {
  const adminTheme = installConsoleTheme(themesDir);
  const admin = new KcAdminClient({ baseUrl: url, realmName: "master" });
  await admin.auth({ grantType: "password", clientId: "admin-cli", ...KEYCLOAK_ADMIN });
  if (!(await admin.realms.findOne({ realm: BENCH_REALM })))
    await admin.realms.create({ realm: BENCH_REALM, enabled: true });
  await admin.realms.update({ realm: BENCH_REALM }, { adminTheme });
  if ((await admin.users.find({ realm: BENCH_REALM, username: BENCH_ADMIN.username, exact: true })).length) return;
  const { id } = await admin.users.create({
    realm: BENCH_REALM,
    username: BENCH_ADMIN.username,
    email: "bench-admin@bench.example",
    firstName: "Bench",
    lastName: "Admin",
    enabled: true,
    credentials: [{ type: "password", value: BENCH_ADMIN.password, temporary: false }],
  });
  const [management] = await admin.clients.find({ realm: BENCH_REALM, clientId: "realm-management" });
  const realmAdmin = await admin.clients.findRole({ realm: BENCH_REALM, id: management.id!, roleName: "realm-admin" });
  await admin.users.addClientRoleMappings({
    realm: BENCH_REALM,
    id,
    clientUniqueId: management.id!,
    roles: [{ id: realmAdmin!.id!, name: "realm-admin" }],
  });
}
