// Runs the dev server as its own process, as `npm run server` does, so that a test can kill it mid-write.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { REPO_ROOT } from "./testServer.js";

export interface ServerProcess {
  url: string;
  /** what the server wrote to stderr so far */
  errors(): string;
  /** SIGKILL: no shutdown code runs */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

export async function spawnServer(dirs: { data: string; seed: string; console: string }): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", join(REPO_ROOT, "dev-server/main.ts")], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: "0", DATA_DIR: dirs.data, SEED_DIR: dirs.seed, CONSOLE_DIR: dirs.console },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((found, fail) => {
    let stdout = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Console: (http:\/\/\S+?)\/admin\/master\/console\//.exec(stdout);
      if (match) found(match[1]);
    });
    child.once("exit", (code) => fail(new Error(`the server exited with ${code} before it was ready:\n${stderr}`)));
  });
  const exit = (signal: NodeJS.Signals) => () => stopped(child, signal);
  return { url, errors: () => stderr, crash: exit("SIGKILL"), stop: exit("SIGTERM") };
}

function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once("exit", () => done());
    child.kill(signal);
  });
}
