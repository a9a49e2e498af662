// `npm run keycloak`: the real Keycloak, fetched from Maven Central on first use, with the dev server's demo realms,
// on its own port and data folder. Ctrl-C stops it.
import { KEYCLOAK_VERSION } from "./keycloak/distribution";
import { importSeedRealms } from "./keycloak/seed";
import { KEYCLOAK_ADMIN, startKeycloak } from "./keycloak/server";

const port = Number(process.env.KEYCLOAK_PORT ?? 8280);
const folder = process.env.KEYCLOAK_DATA_DIR ?? ".data/keycloak";

const started = Date.now();
const keycloak = await startKeycloak({ port, folder, output: "inherit" });
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping Keycloak…");
    void keycloak.stop().then(() => process.exit(0));
  });
}

try {
  const imported = await importSeedRealms(keycloak.url);
  console.log(
    [
      "",
      `Keycloak ${KEYCLOAK_VERSION} answers at ${keycloak.url} (up in ${((Date.now() - started) / 1000).toFixed(0)} s, data in ${folder})`,
      imported.length ? `  imported the demo realms: ${imported.join(", ")}` : "  the demo realms were already there",
      `  its own admin console: ${keycloak.url}/admin/master/console/ (${KEYCLOAK_ADMIN.username} / ${KEYCLOAK_ADMIN.password})`,
      `  acme's account console: ${keycloak.url}/realms/acme/account/ (for example alice / alice)`,
      "Ctrl-C stops it.",
    ].join("\n"),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await keycloak.stop();
  process.exit(1);
}
