// How well the differential suite covers the console's endpoints: each recorded call (differential.ts writes them)
// matched to the endpoint it asked, and sorted into a happy path, a refusal for lack of permission, or bad input.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CoverageRecord } from "../../dev-server/test/differential/differential";
import type { ConsoleEndpoint } from "./consoleEndpoints";

export type Kind = "happy" | "refusal" | "bad input";
export type EndpointCoverage = ConsoleEndpoint & { calls: CoverageRecord[]; kinds: Set<Kind>; agreed: boolean };

export function readCoverage(dir: string): CoverageRecord[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as CoverageRecord[]);
}

export function kindOf(record: CoverageRecord): Kind | undefined {
  if (record.status < 300) return "happy";
  if (record.status === 401 || record.status === 403) return record.identity === "admin" ? undefined : "refusal";
  return record.status < 500 ? "bad input" : undefined;
}

/** `{x}` in a template stands for one segment (a name or an id); a recorded path's {id} for a generated id */
function matches(template: string, path: string): boolean {
  const want = template.split("/");
  const have = path.split("?")[0].split("/");
  return want.length === have.length && want.every((segment, i) => segment.startsWith("{") || segment === have[i]);
}

/** fewer placeholders first: /users/count is not /users/{id} */
const specificity = (template: string) => template.split("/").filter((s) => s.startsWith("{")).length;

export function endpointCoverage(endpoints: ConsoleEndpoint[], records: CoverageRecord[]): EndpointCoverage[] {
  const covered = endpoints.map((e) => ({ ...e, calls: [] as CoverageRecord[], kinds: new Set<Kind>(), agreed: true }));
  const bySpecificity = [...covered].sort((a, b) => specificity(a.path) - specificity(b.path));
  for (const record of records) {
    const endpoint = bySpecificity.find((e) => e.method === record.method && matches(e.path, record.path));
    if (!endpoint) continue;
    endpoint.calls.push(record);
    const kind = kindOf(record);
    if (kind) endpoint.kinds.add(kind);
    if (!record.agreed) endpoint.agreed = false;
  }
  return covered;
}
