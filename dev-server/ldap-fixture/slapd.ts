// Starts Debian's slapd as the current user on a private port with a temporary data folder holding the fixture
// directory (slapadd before start, so even 10,000 people load in seconds), waits until it answers a bind, and
// stops it and removes the folder at the end.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Client } from "ldapts";
import { ADMIN_DN, ADMIN_PASSWORD, SUFFIX, slapdConf } from "./slapdConfig.js";
import { fixtureLdif } from "./fixtureLdif.js";

const SLAPD = process.env.SLAPD_PATH ?? "/usr/sbin/slapd";
const SLAPADD = process.env.SLAPADD_PATH ?? "/usr/sbin/slapadd";
const READY_WITHIN_MS = 15_000;

export interface RunningSlapd {
  url: string;
  port: number;
  suffix: string;
  adminDn: string;
  adminPassword: string;
  stop(): Promise<void>;
}

export interface SlapdOptions {
  /** a fixed port; a free one is picked when left out */
  port?: number;
  /** generated people added to the fixture's ten (user00001, …) */
  extraPeople?: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ url, connectTimeout: 1000, timeout: 1000 });
  try {
    await client.bind(ADMIN_DN, ADMIN_PASSWORD);
    return true;
  } catch {
    return false;
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`slapd exited with ${child.exitCode}: ${log()}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`slapd did not answer on ${url} within ${READY_WITHIN_MS} ms: ${log()}`);
}

export async function startSlapd(options: SlapdOptions = {}): Promise<RunningSlapd> {
  const dataDir = mkdtempSync(join(tmpdir(), "slapd-"));
  const dbDir = join(dataDir, "db");
  mkdirSync(dbDir);
  const conf = join(dataDir, "slapd.conf");
  writeFileSync(conf, slapdConf(dataDir, dbDir));
  writeFileSync(join(dataDir, "fixture.ldif"), fixtureLdif(options.extraPeople ?? 0));
  await promisify(execFile)(SLAPADD, ["-q", "-f", conf, "-l", join(dataDir, "fixture.ldif")], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const port = options.port ?? (await freePort());
  const url = `ldap://127.0.0.1:${port}`;
  // -d 0 keeps slapd in the foreground, so it is our child and dies with us
  const child = spawn(SLAPD, ["-f", conf, "-h", `${url}/`, "-d", "0"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const stop = async () => {
    child.kill("SIGTERM");
    await exited(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, child, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, suffix: SUFFIX, adminDn: ADMIN_DN, adminPassword: ADMIN_PASSWORD, stop };
}
