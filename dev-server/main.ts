// Starts the dev identity server: PORT (8180), HOST (127.0.0.1), DATA_DIR (.data), SEED_DIR (dev-server/seed),
// CONSOLE_DIR (out). DEV_SERVER_FAULTS=1 adds the tests' fault switch (faults/faultSwitch.ts); nothing else turns it on.
import { faultsEnabled, FAULTS_PATH } from "./faults/faultSwitch.js";
import { findLoginUser, passwordMatches } from "./oidc/passwords.js";
import { isLoopback, LOOPBACK, startServer } from "./server.js";
import { sinceServerStart } from "./startClock.js";

const started = performance.now();
try {
  const port = Number(process.env.PORT ?? 8180);
  const host = process.env.HOST || LOOPBACK;
  const server = await startServer({
    port,
    host,
    dataDir: process.env.DATA_DIR ?? ".data",
    seedDir: process.env.SEED_DIR ?? "dev-server/seed",
    consoleDir: process.env.CONSOLE_DIR ?? "out",
    faults: faultsEnabled(),
  });
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Dev identity server ready in ${seconds(sinceServerStart())} (${seconds(performance.now() - started)} after imports)`,
  );
  console.log(`Console: ${server.url}/admin/master/console/`);
  console.log("Login:   admin / admin");
  if (faultsEnabled()) {
    console.warn(`Fault switch on (DEV_SERVER_FAULTS=1): PUT ${server.url}${FAULTS_PATH} makes the admin API fail.`);
  }
  const master = server.store.realm("master");
  const admin = master && findLoginUser(master, "admin");
  if (!isLoopback(host) && admin && (await passwordMatches(admin, "admin"))) {
    console.warn(
      `Warning: listening on ${host}, reachable from other machines, while master's admin still has the password "admin": change it.`,
    );
  }
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  console.error(`Cannot start the dev server: ${(error as Error).message}`);
  process.exit(1);
}
