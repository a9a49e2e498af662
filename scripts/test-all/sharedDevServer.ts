// The differential stage's one dev server (dev-server/test/differential/sharedDevServer.ts) in a process of its own:
// the stages run through spawnSync, which would hold a server started in this process still.
import { spawn } from "node:child_process";
import { once } from "node:events";

export async function startDifferentialDevServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = spawn(process.execPath, ["--import", "tsx", "dev-server/test/differential/sharedDevServer.ts"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.setEncoding("utf8");
  server.stderr.setEncoding("utf8");
  server.stderr.on("data", (chunk: string) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.on("data", (chunk: string) => {
      output += chunk;
      const listening = /differential dev server at (\S+)/.exec(output);
      if (listening) resolve(listening[1]);
    });
    server.once("exit", (code) => reject(new Error(`the dev server exited (${code}) before it listened:\n${output}`)));
  });
  return {
    url,
    async stop() {
      server.kill("SIGTERM");
      if (server.exitCode === null) await once(server, "exit");
    },
  };
}
