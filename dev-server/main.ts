// Starts the dev identity server: PORT (8180), DATA_DIR (.data), SEED_DIR (dev-server/seed), CONSOLE_DIR (out).
import { startServer } from "./server.js";

const started = performance.now();
try {
  const port = Number(process.env.PORT ?? 8180);
  const server = await startServer({
    port,
    dataDir: process.env.DATA_DIR ?? ".data",
    seedDir: process.env.SEED_DIR ?? "dev-server/seed",
    consoleDir: process.env.CONSOLE_DIR ?? "out",
  });
  console.log(
    `Dev identity server ready in ${Math.round(performance.now())} ms (${Math.round(performance.now() - started)} ms after imports)`,
  );
  console.log(`Console: ${server.url}/admin/master/console/`);
  console.log("Login:   admin / admin");
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
