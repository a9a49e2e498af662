// One description, two servers: each scenario runs against the dev server and the real Keycloak in a realm of its
// file's own, and every call's answer (status, Location, body) must be the same once normalised (normalise.ts).
// Each call is also written to the coverage report that `npm run docs:endpoints` turns into docs/admin-endpoints.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { Api, isRooted, type Recorded } from "./api.js";
import { differences } from "./compare.js";
import { nameKeyIds, normalise, sortedList } from "./normalise.js";
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
    const realmName = `diff-${file}-${Math.random().toString(36).slice(2, 8)}`;
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
    const label = `${a.method} ${seen[1].path}${a.identity === "admin" ? "" : ` as ${a.identity}`}`;
    const found = differences(seen[0].answer, seen[1].answer, "answer").map((line) => `${label}: ${line}`);
    lines.push(...found);
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

/** one recorded call as it is compared: the answer normalised, without the fields it declares to differ */
function view(call: Recorded, origin: string, realm: string, ids: Map<string, string>) {
  const masks = { origin, realm };
  const { unordered, unorderedFields, differs } = call.options;
  let body = call.answer.body;
  const left = differs?.items;
  if (left && Array.isArray(body)) body = body.filter((item) => !left(item));
  if (unordered && Array.isArray(body)) body = sortedList(body, typeof unordered === "string" ? unordered : undefined);
  if (unorderedFields) {
    // sorted before ids are numbered, so both servers' ids are numbered in the same order
    body = structuredClone(body);
    for (const field of unorderedFields) sortAt(body, field.split("."));
  }
  // left out before ids are numbered too, so the ids in a part that differs do not renumber those after it
  if (differs?.fields.length) body = structuredClone(body);
  for (const field of differs?.fields ?? []) drop(body, field.split("."));
  nameKeyIds(body, ids);
  const answer = normalise({ status: call.answer.status, location: call.answer.location, body }, masks, ids) as Record<
    string,
    unknown
  >;
  const path = normalise(
    isRooted(call.path) ? call.path : `/admin/realms/${realm}${call.path}`,
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
