// One description, two servers: each scenario runs against the dev server and the real Keycloak in a realm of its
// file's own, and every call's answer (status, Location, body) must be the same once normalised (normalise.ts).
// Each call is also written to the coverage report that `npm run docs:endpoints` turns into docs/admin-endpoints.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { Api, isRooted, OUTCOME, type Recorded } from "./api.js";
import { differences } from "./compare.js";
import { nameKeyIds, normalise, sortedList, sortedLists, type Masks } from "./normalise.js";
import { keycloakMissing, startTargets, type Target } from "./targets.js";

export const COVERAGE_DIR = process.env.DIFFERENTIAL_REPORT_DIR ?? ".data/reports/differential";

export type CoverageRecord = {
  file: string;
  scenario: string;
  method: string;
  /** the path below the server's root, the realm's name as {realm} and generated ids as {id} */
  path: string;
  identity: string;
  /** Keycloak's status */
  status: number;
  agreed: boolean;
};

type Scenario = (name: string, run: (api: Api) => Promise<void>) => void;

export function differential(file: string, realm: RealmRepresentation, define: (scenario: Scenario) => void) {
  describe(`differential: ${file}`, { skip: keycloakMissing() }, () => {
    // the name is also the realm's id, which Keycloak keeps to 36 characters
    const realmName = `diff-${file.slice(0, 24)}-${Math.random().toString(36).slice(2, 8)}`;
    const coverage: CoverageRecord[] = [];
    let targets: Target[] = [];

    before(async () => {
      targets = await startTargets();
      for (const target of targets) {
        const created = await new Api(target, realmName, []).quietly("POST", "/admin/realms", {
          enabled: true,
          ...realm,
          id: realmName,
          realm: realmName,
        });
        if (created.status !== 201) throw new Error(`${target.name} refused the realm: ${created.status}`);
      }
    });
    after(async () => {
      for (const target of targets) {
        await new Api(target, realmName, []).quietly("DELETE", `/admin/realms/${realmName}`);
        await target.close();
      }
      mkdirSync(COVERAGE_DIR, { recursive: true });
      writeFileSync(join(COVERAGE_DIR, `${file}.json`), JSON.stringify(coverage, null, 1));
    });

    define((name, run) => {
      it(name, async () => {
        const recorded: [Recorded[], Recorded[]] = [[], []];
        const runs = await Promise.allSettled(targets.map((target, i) => run(new Api(target, realmName, recorded[i]))));
        const lines = runs.flatMap((outcome, i) =>
          outcome.status === "rejected" ? [`the scenario failed on ${targets[i].name}: ${String(outcome.reason)}`] : [],
        );
        lines.push(
          ...compareCalls(targets, realmName, recorded, (record) => coverage.push({ file, scenario: name, ...record })),
        );
        if (lines.length) throw new Error(`the dev server and Keycloak answer differently:\n${lines.join("\n")}`);
      });
    });
  });
}

function compareCalls(
  targets: Target[],
  realm: string,
  [ours, theirs]: [Recorded[], Recorded[]],
  cover: (record: Omit<CoverageRecord, "file" | "scenario">) => void,
): string[] {
  const ids = [new Map<string, string>(), new Map<string, string>()];
  const lines: string[] = [];
  for (let i = 0; i < Math.max(ours.length, theirs.length); i++) {
    const [a, b] = [ours[i], theirs[i]];
    if (!a || !b) {
      const only = a ?? b;
      lines.push(`call ${i + 1}, ${only.method} ${only.path}: made on ${a ? "the dev server" : "Keycloak"} only`);
      continue;
    }
    const seen = [a, b].map((call, side) => view(call, targets[side].url, realm, ids[side]));
    const query = queryText(b, { origin: targets[1].url, realm });
    const label = `${a.method} ${seen[1].path}${query}${a.identity === "admin" ? "" : ` as ${a.identity}`}`;
    const found = differences(seen[0].answer, seen[1].answer, "answer").map((line) => `${label}: ${line}`);
    lines.push(...found);
    // an outcome is no admin request: the endpoint coverage leaves it out
    if (b.method !== OUTCOME)
      cover({
        method: b.method,
        path: seen[1].path,
        identity: b.identity,
        status: b.answer.status,
        agreed: !found.length,
      });
  }
  return lines;
}

/** the call's query as a difference names it (`?search=a`), its ids and realm masked as in the path */
function queryText(call: Recorded, masks: Masks): string {
  const pairs = Object.entries(call.query).filter(([, value]) => value !== undefined);
  if (!pairs.length) return "";
  const text = `?${pairs.map(([name, value]) => `${name}=${String(value)}`).join("&")}`;
  return (normalise(text, masks, new Map()) as string).replace(/<id\d+>/g, "{id}");
}

/** one recorded call as it is compared: the answer normalised, without the fields it declares to differ */
function view(call: Recorded, origin: string, realm: string, ids: Map<string, string>) {
  const masks = { origin, realm };
  const { unordered, sets, differs, compared } = call.options;
  // a copy: the scenario keeps the answers it was given
  let body = structuredClone(call.answer.body);
  if (compared) body = compared(body);
  const left = differs?.items;
  if (left && Array.isArray(body)) body = body.filter((item) => !left(item));
  // the sets inside first, so a list sorted by its whole items sees them in one order on both servers; all before ids
  // are numbered, so both servers' ids are numbered in the same order
  for (const set of sets ?? []) sortAt(body, set.split("."));
  if (typeof unordered === "string") body = sortedLists(body, unordered);
  else if (unordered && Array.isArray(body)) body = sortedList(body);
  // the body's fields that differ are left out before ids are numbered, so the ids in a part that differs do not
  // renumber those after it; the answer's own parts (answer.status, answer.body, ...) after it is normalised
  const declared = differs?.fields ?? [];
  for (const field of declared.filter((f) => !f.startsWith("answer."))) drop(body, field.split("."));
  nameKeyIds(body, ids);
  const answer = normalise({ status: call.answer.status, location: call.answer.location, body }, masks, ids) as Record<
    string,
    unknown
  >;
  for (const field of declared.filter((f) => f.startsWith("answer."))) drop(answer, field.split(".").slice(1));
  const path = normalise(
    call.method === OUTCOME || isRooted(call.path) ? call.path : `/admin/realms/${realm}${call.path}`,
    masks,
    new Map(),
  ) as string;
  return { answer, path: path.replace(/<id\d+>/g, "{id}") };
}

/** sorts the lists at a dotted path of a body, as sortedList does; `*` stands for every item or field */
function sortAt(value: unknown, path: string[]): void {
  if (!value || typeof value !== "object" || path.length === 0) return;
  const [head, ...rest] = path;
  const record = value as Record<string, unknown>;
  for (const key of head === "*" ? Object.keys(record) : [head]) {
    const found = record[key];
    if (rest.length === 0 && Array.isArray(found)) record[key] = sortedList(found);
    else sortAt(found, rest);
  }
}

/** removes a dotted path from a body; `*` stands for every item of a list or every field of an object */
function drop(value: unknown, path: string[]): void {
  if (!value || typeof value !== "object" || path.length === 0) return;
  const [head, ...rest] = path;
  const record = value as Record<string, unknown>;
  const keys = head === "*" ? Object.keys(record) : [head];
  for (const key of keys) {
    if (rest.length === 0) delete record[key];
    else drop(record[key], rest);
  }
}
