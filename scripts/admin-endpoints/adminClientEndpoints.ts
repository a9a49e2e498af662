// Every method of @keycloak/keycloak-admin-client with the endpoint it calls, read from the package's own resource
// classes (`find = this.makeRequest({ method, path })` under the resource's base path), so the list follows the
// version the console uses.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const LIB = "node_modules/@keycloak/keycloak-admin-client/lib";

export type Endpoint = { method: string; path: string };

/** "users.findOne" -> its endpoints (a method that calls other methods of its resource has theirs) */
export function adminClientEndpoints(): Map<string, Endpoint[]> {
  const client = readFileSync(join(LIB, "client.js"), "utf8");
  const fileOfClass = new Map(
    [...client.matchAll(/import \{ (\w+) \} from "\.\/resources\/(\w+)\.js"/g)].map(([, name, file]) => [name, file]),
  );
  const endpoints = new Map<string, Endpoint[]>();
  for (const [, property, className] of client.matchAll(/this\.(\w+) = new (\w+)\(this\)/g)) {
    const file = fileOfClass.get(className);
    if (!file) continue;
    for (const [method, found] of resourceEndpoints(readFileSync(join(LIB, "resources", `${file}.js`), "utf8"))) {
      endpoints.set(`${property}.${method}`, found);
    }
  }
  return endpoints;
}

function resourceEndpoints(source: string): Map<string, Endpoint[]> {
  // a base path may name an optional part in a template (groups under an organization): the plain one is kept
  const declared = /super\(client, \{\s*path: (?:`([^`]*)`|"([^"]*)")/.exec(source);
  const base = withoutExpressions(declared?.[1] ?? declared?.[2] ?? "");
  const requests = new Map<string, Endpoint[]>();
  for (const match of source.matchAll(/^ {4}(\w+) = this\.make(?:Update)?Request\(\{/gm)) {
    const options = balanced(source, match.index + match[0].length - 1);
    const method = /method: "(\w+)"/.exec(options)?.[1] ?? "GET";
    const path = /\bpath: "([^"]*)"/.exec(options)?.[1] ?? "";
    requests.set(match[1], [{ method, path: joinPath(base, path) }]);
  }
  // methods written out (findOneByName, createOrUpdatePolicy, ...) call the requests above
  for (const match of source.matchAll(/^ {4}async (\w+)\([^)]*\) \{/gm)) {
    const body = balanced(source, match.index + match[0].length - 1);
    const called = [...body.matchAll(/this\.(\w+)\(/g)].flatMap(([, name]) => requests.get(name) ?? []);
    if (called.length) requests.set(match[1], called);
  }
  return requests;
}

/** a template's text without its `${…}` parts */
function withoutExpressions(template: string): string {
  const start = template.indexOf("${");
  if (start < 0) return template;
  const expression = balanced(template, start + 1);
  return template.slice(0, start) + withoutExpressions(template.slice(start + 1 + expression.length));
}

/** the text of the brace block that opens at `start` */
function balanced(source: string, start: number): string {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    if (source[i] === "{") depth++;
    else if (source[i] === "}" && --depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

const joinPath = (base: string, path: string) =>
  (base === "/" ? path : `${base}${path && !path.startsWith("/") ? "/" : ""}${path}`).replace(/\/$/, "") || "/";
