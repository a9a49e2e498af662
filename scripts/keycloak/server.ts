// Starts `kc.sh start-dev` in a Keycloak home of its own (instance.ts) and waits until it answers.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
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
  const child = spawn(
    join(home, "bin/kc.sh"),
    ["start-dev", `--http-port=${port}`, "--db=dev-file", `--features=${KEYCLOAK_FEATURES.join(",")}`, ...options],
    {
      // its own process group: kc.sh may run Java twice (the build for the features, then the server)
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        KC_BOOTSTRAP_ADMIN_USERNAME: KEYCLOAK_ADMIN.username,
        KC_BOOTSTRAP_ADMIN_PASSWORD: KEYCLOAK_ADMIN.password,
      },
    },
  );
  const logFile = output === "log-file" ? join(home, "keycloak.log") : undefined;
  const log = logFile ? createWriteStream(logFile) : undefined;
  let recent = "";
  const listening = new Promise<void>((resolve, reject) => {
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      if (log) log.write(text);
      else process.stdout.write(text);
      recent = (recent + text).slice(-4000);
      if (/Listening on: http/.test(recent)) resolve();
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.once("exit", (code) =>
      reject(new Error(`Keycloak exited (${code}) before it listened${logFile ? `; see ${logFile}` : ""}:\n${recent}`)),
    );
  });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, "exit");
        process.kill(-child.pid!, "SIGTERM");
        await exited;
      }
      log?.end();
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

/** Keycloak logs that it listens a moment before its realms answer; one request that succeeds says they do. */
async function answering(url: string) {
  const response = await fetch(`${url}/realms/master/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`Keycloak listens at ${url} but its master realm answers ${response.status}`);
}
