// Starts `kc.sh start-dev` in a Keycloak home of its own (instance.ts) and waits until it answers.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { closeSync, openSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { join } from "node:path";
import { keycloakDistribution } from "./distribution";
import { keycloakInstance } from "./instance";

/** The bootstrap admin of the master realm, as on the dev server. */
export const KEYCLOAK_ADMIN = { username: "admin", password: "admin" };

/**
 * What the console needs beyond Keycloak's defaults: the management-permissions tabs are fine-grained admin
 * permissions v1, and the example extension page of the demo realm is a declarative UI page.
 */
export const KEYCLOAK_FEATURES = ["admin-fine-grained-authz:v1", "declarative-ui"];

export type KeycloakOptions = {
  port: number;
  /** the instance folder: its home, build, database and installed providers */
  folder: string;
  /** where Keycloak's own output goes: the terminal, or a log file in the folder */
  output: "inherit" | "log-file";
  /** options for kc.sh beyond those every instance gets */
  options?: string[];
};

export type RunningKeycloak = { url: string; logFile?: string; stop(): Promise<void> };

export async function startKeycloak({ port, folder, output, options = [] }: KeycloakOptions): Promise<RunningKeycloak> {
  const home = keycloakInstance(keycloakDistribution(), folder);
  const url = `http://localhost:${port}`;
  const logFile = output === "log-file" ? join(home, "keycloak.log") : undefined;
  // A log file gets Keycloak's output from the process itself, not through a pipe this process drains: npm test runs
  // its stages through spawnSync, which holds this event loop still for minutes, and Keycloak hung on its next log
  // line once the pipe was full (seen in the differential stage: every request that logged waited 300 s).
  const logFd = logFile ? openSync(logFile, "w") : undefined;
  const child = spawn(
    join(home, "bin/kc.sh"),
    ["start-dev", `--http-port=${port}`, "--db=dev-file", `--features=${KEYCLOAK_FEATURES.join(",")}`, ...options],
    {
      // its own process group: kc.sh may run Java twice (the build for the features, then the server)
      detached: true,
      stdio: ["ignore", logFd ?? "pipe", logFd ?? "pipe"],
      env: {
        ...process.env,
        KC_BOOTSTRAP_ADMIN_USERNAME: KEYCLOAK_ADMIN.username,
        KC_BOOTSTRAP_ADMIN_PASSWORD: KEYCLOAK_ADMIN.password,
      },
    },
  );
  if (logFd !== undefined) closeSync(logFd);
  let recent = "";
  const tail = () => (logFile ? readFileSync(logFile, "utf8").slice(-4000) : recent);
  const running = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) =>
      reject(new Error(`Keycloak exited (${code}) before it listened${logFile ? `; see ${logFile}` : ""}:\n${tail()}`)),
    ),
  );
  // a stop after the start must not leave this rejection unheard
  exited.catch(() => {});
  const listening = logFile
    ? Promise.race([exited, untilAnswering(url, running)])
    : Promise.race([
        exited,
        new Promise<void>((resolve) => {
          const take = (chunk: Buffer) => {
            const text = chunk.toString();
            process.stdout.write(text);
            recent = (recent + text).slice(-4000);
            if (/Listening on: http/.test(recent)) resolve();
          };
          child.stdout!.on("data", take);
          child.stderr!.on("data", take);
        }),
      ]);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (running()) {
        const exited = once(child, "exit");
        process.kill(-child.pid!, "SIGTERM");
        await exited;
      }
    })());

  try {
    await listening;
    await answering(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, logFile, stop };
}

/** Asks until Keycloak answers, while it runs; writing to a log file, it tells this process nothing itself. */
async function untilAnswering(url: string, running: () => boolean): Promise<void> {
  while (running()) {
    try {
      const response = await fetch(`${url}/realms/master/.well-known/openid-configuration`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(1000);
  }
}

/** Keycloak logs that it listens a moment before its realms answer; one request that succeeds says they do. */
async function answering(url: string) {
  const response = await fetch(`${url}/realms/master/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`Keycloak listens at ${url} but its master realm answers ${response.status}`);
}
