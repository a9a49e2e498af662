// The admin endpoints the console calls: the admin client's methods its code names (`client.users.findOne(`), and the
// Keycloak endpoints it asks for itself (ui-ext, the palette's searches, start-up's realm).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { adminClientEndpoints, type Endpoint } from "./adminClientEndpoints";

const CONSOLE_SOURCES = ["app", "components", "lib"];

export type ConsoleEndpoint = Endpoint & { callers: string[] };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

export function consoleEndpoints(): ConsoleEndpoint[] {
  const known = adminClientEndpoints();
  const resources = new Set([...known.keys()].map((key) => key.split(".")[0]));
  const byEndpoint = new Map<string, ConsoleEndpoint>();
  const add = ({ method, path }: Endpoint, caller: string) => {
    const key = `${method} ${path}`;
    const entry = byEndpoint.get(key) ?? { method, path, callers: [] };
    if (!entry.callers.includes(caller)) entry.callers.push(caller);
    byEndpoint.set(key, entry);
  };
  for (const file of CONSOLE_SOURCES.flatMap(sourceFiles)) {
    const source = readFileSync(file, "utf8");
    for (const [, resource, method] of source.matchAll(/\.(\w+)\.(\w+)\(/g)) {
      if (!resources.has(resource)) continue;
      for (const endpoint of known.get(`${resource}.${method}`) ?? []) add(endpoint, `${resource}.${method}`);
    }
    // the console's own requests: paths below a realm (the palette's searches, ui-ext) and fetchUiExt's paths
    for (const [, path] of source.matchAll(/`(?:\$\{inRealm\}|realms\/\$\{[^}]+\})\/([^`]+)`/g)) {
      add({ method: "GET", path: `/admin/realms/{realm}/${template(path)}` }, file);
    }
    for (const [, path] of source.matchAll(/fetchUiExt(?:<[^>]*>)?\(\s*\w+,\s*\w+,\s*["`]([^"`]+)["`]/g)) {
      add({ method: "GET", path: `/admin/realms/{realm}/ui-ext/${template(path)}` }, file);
    }
    // a ui-ext path built before the call
    for (const [, path] of source.matchAll(/const path = `([^`]+)`;\s*return fetchUiExt\(/g)) {
      add({ method: "GET", path: `/admin/realms/{realm}/ui-ext/${template(path)}` }, file);
    }
    if (source.includes('path: "realms/names"'))
      add({ method: "GET", path: "/admin/realms/{realm}/ui-ext/realms/names" }, file);
  }
  return [...byEndpoint.values()].sort((a, b) => (a.path + a.method < b.path + b.method ? -1 : 1));
}

/** `${encodeURIComponent(id)}` and `${kind}` as {id} and {kind} */
const template = (path: string) =>
  path.replace(/\$\{encodeURIComponent\((?:\w+\.)*(\w+)\)\}/g, "{$1}").replace(/\$\{(?:\w+\.)*(\w+)\}/g, "{$1}");
