// Where a mapper puts its value: Keycloak reads "claim.name" as a path of nested JSON objects split on dots, with
// "\." standing for a dot inside one name (and "\\" for a backslash).
import type { Claims } from "./tokenContext.js";

export function splitClaimPath(claimName: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (let i = 0; i < claimName.length; i++) {
    const char = claimName[i];
    if (char === "\\" && i + 1 < claimName.length) current += claimName[++i];
    else if (char === ".") {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts.filter((part) => part !== "");
}

/** escapes a name (a clientId, say) so that it stays one component of a claim path */
export function escapeClaimName(name: string): string {
  return name.replace(/\\/g, "\\\\").replace(/\./g, "\\.");
}

const isObject = (value: unknown): value is Claims =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Puts a value at a claim path, creating the objects on the way. A multivalued claim that already holds values
 * gains the new ones it lacks, as two role mappers writing the same claim do in Keycloak; otherwise the value replaces.
 */
export function putClaim(claims: Claims, path: string[], value: unknown, multivalued: boolean): void {
  if (!path.length) return;
  let target = claims;
  for (const component of path.slice(0, -1)) {
    const nested = Object.hasOwn(target, component) ? target[component] : undefined;
    if (isObject(nested)) target = nested;
    else {
      const created: Claims = {};
      defineClaim(target, component, created);
      target = created;
    }
  }
  const last = path[path.length - 1];
  const existing = Object.hasOwn(target, last) ? target[last] : undefined;
  if (multivalued && existing !== undefined) {
    const merged = Array.isArray(existing) ? [...existing] : [existing];
    for (const item of Array.isArray(value) ? value : [value]) if (!merged.includes(item)) merged.push(item);
    defineClaim(target, last, merged);
  } else defineClaim(target, last, value);
}

// a claim named "__proto__" is an ordinary key of the token, never the object's prototype
function defineClaim(target: Claims, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
