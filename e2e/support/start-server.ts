import { rmSync } from "node:fs";
import { startServer } from "../../dev-server/server";
import { faultsEnabled } from "../../dev-server/faults/faultSwitch";
import { E2E_DATA_DIR, E2E_PORT } from "./server";

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
const server = await startServer({
  port: E2E_PORT,
  dataDir: E2E_DATA_DIR,
  seedDir: "dev-server/seed",
  consoleDir: "out",
  quiet: true,
  // the worker's server is started with DEV_SERVER_FAULTS=1 (fixtures.ts), for e2e/faults.spec.ts
  faults: faultsEnabled(),
});
console.log(`e2e dev server at ${server.url}`);
const stop = () => server.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
