// `npm run bench:csv [-- --rows=10000 --passwords]`: imports a generated CSV of users into the acme realm of a fresh
// dev server (its own process, as the console's browser and the server are apart), through the same parsing, checks
// and admin calls as the console's import, and prints how long each phase took. Issue 19's target: 10,000 rows in
// under 2 minutes on the 2-core machine. Every row joins one group and gets one realm role (three requests a row);
// with --passwords each row also sets a password, whose hashing (the realm's pbkdf2 iterations) dominates then.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import KcAdminClient from "@keycloak/keycloak-admin-client";
import { runBulk } from "../lib/bulk/runBulk";
import { parseCsv } from "../lib/csv/parseCsv";
import { checkImportRows, isImportable } from "../lib/csv/userImportChecks";
import { guessMapping, toImportUser } from "../lib/csv/userImportMapping";
import { IMPORT_CONCURRENCY, importUserRow, lookUpImport } from "../lib/queries/users/csvImportCalls";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`))?.split("=")[1];
const ROWS = Number(arg("rows") ?? 10_000);
const PASSWORDS = process.argv.includes("--passwords");
const PORT = Number(process.env.BENCH_PORT ?? 8369);
const REALM = "acme";
const BASE_URL = `http://127.0.0.1:${PORT}`;

function startDevServer(dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "dev-server/main.ts"], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready in") && resolve());
    child.once("exit", (code) => reject(new Error(`dev server exited with ${code}`)));
  });
  return { child, ready };
}

function generatedCsv(run: string): string {
  const lines = ["username,email,firstName,lastName,enabled,groups,realmRoles"];
  if (PASSWORDS) lines[0] += ",password";
  for (let n = 1; n <= ROWS; n++) {
    const username = `${run}-${String(n).padStart(6, "0")}`;
    const row = [username, `${username}@example.com`, `First ${n}`, `"Last, ${n}"`, "true", "/bench-csv", "bench-csv"];
    if (PASSWORDS) row.push(`Pw-${n}-secret`);
    lines.push(row.join(","));
  }
  return lines.join("\n");
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const dataDir = mkdtempSync(join(tmpdir(), "bench-csv-"));
const server = startDevServer(dataDir);
try {
  await server.ready;
  const admin = new KcAdminClient({ baseUrl: BASE_URL, realmName: "master" });
  const signIn = () =>
    admin.auth({ grantType: "password", clientId: "admin-cli", username: "admin", password: "admin" });
  await signIn();
  // the master realm's access tokens live 60 s; the console refreshes its token the same way
  const refresh = setInterval(() => void signIn(), 45_000);
  await admin.groups.create({ realm: REALM, name: "bench-csv" });
  await admin.roles.create({ realm: REALM, name: "bench-csv" });
  const run = `b${Date.now().toString(36)}`;
  const csv = generatedCsv(run);

  const started = performance.now();
  let phase = performance.now();
  const table = await parseCsv(csv);
  const mapping = guessMapping(table.columns, []);
  const rows = table.rows.map((cells, index) => toImportUser(cells, mapping, index + 2));
  console.log(`parse and map ${ROWS} rows (${(csv.length / 1024).toFixed(0)} KB): ${seconds(phase)} s`);

  phase = performance.now();
  const lookups = await lookUpImport(admin, REALM, rows, false);
  const profile = await admin.users.getProfileMetadata({ realm: REALM });
  const checked = checkImportRows(rows, {
    attributes: profile.attributes ?? [],
    emailAsUsername: false,
    duplicateEmailsAllowed: false,
    existingUsernames: lookups.existingUsernames,
    existingEmails: lookups.existingEmails,
    missingGroups: new Set(),
    missingRoles: new Set(),
  });
  const importable = checked.filter(isImportable);
  console.log(`server lookups and checks: ${seconds(phase)} s, ${importable.length} rows importable`);

  phase = performance.now();
  let last = 0;
  let assignmentFailures = 0;
  const summary = await runBulk(
    importable,
    async (row) => {
      const imported = await importUserRow(admin, REALM, row, { temporaryPassword: false, lookups });
      assignmentFailures += imported.assignmentFailures.length;
    },
    {
      concurrency: IMPORT_CONCURRENCY,
      onProgress: ({ done }) => {
        if (done - last >= 2000) console.log(`  ${(last = done)} rows after ${seconds(phase)} s`);
      },
    },
  );
  clearInterval(refresh);
  const total = (performance.now() - started) / 1000;
  console.log(
    `import (${IMPORT_CONCURRENCY} rows at a time): ${seconds(phase)} s, ${summary.failed.length} failed, ${assignmentFailures} group or role assignments failed`,
  );
  console.log(`total: ${total.toFixed(1)} s for ${ROWS} rows${PASSWORDS ? " with passwords" : ""} (target 120 s)`);
  const count = await admin.users.count({ realm: REALM, search: run });
  console.log(`on the server: ${count} users of this run`);
  if (summary.failed.length > 0) console.log("first failure:", summary.failed[0].error);
} finally {
  server.child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
