import type ResourceServerRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceServerRepresentation.js";

export type ResourceServerFile =
  { server: ResourceServerRepresentation } | { error: "invalidJson" | "notAResourceServer" };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const LISTS = ["resources", "scopes", "policies"] as const;

/** An exported resource server's JSON: an object whose resources, scopes and policies, where present, are lists. */
export function parseResourceServerFile(text: string): ResourceServerFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: "invalidJson" };
  }
  if (!isObject(parsed)) return { error: "notAResourceServer" };
  if (LISTS.some((list) => parsed[list] !== undefined && !Array.isArray(parsed[list])))
    return { error: "notAResourceServer" };
  if (!LISTS.some((list) => parsed[list] !== undefined) && parsed.policyEnforcementMode === undefined)
    return { error: "notAResourceServer" };
  return { server: parsed as ResourceServerRepresentation };
}

/** What the preview lists: how many of each the file holds, and the settings it would set. */
export function resourceServerSummary(server: ResourceServerRepresentation) {
  const policies = server.policies ?? [];
  const isPermission = (type?: string) => type === "resource" || type === "scope";
  return {
    policyEnforcementMode: server.policyEnforcementMode,
    decisionStrategy: server.decisionStrategy,
    allowRemoteResourceManagement: server.allowRemoteResourceManagement,
    resources: (server.resources ?? []).length,
    scopes: (server.scopes ?? []).length,
    policies: policies.filter((policy) => !isPermission(policy.type)).length,
    permissions: policies.filter((policy) => isPermission(policy.type)).length,
  };
}
