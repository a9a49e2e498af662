import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";

export type ParsedClient = { client: ClientRepresentation } | { error: "invalidJson" | "notAClient" };

/**
 * A client file or pasted JSON: an object; Keycloak's export puts a client at the top level. Arrays, strings and
 * numbers are not clients.
 */
export function parseClientJson(text: string): ParsedClient {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: "invalidJson" };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { error: "notAClient" };
  const client = parsed as Record<string, unknown>;
  if ("clientId" in client && typeof client.clientId !== "string") return { error: "notAClient" };
  if ("attributes" in client && (typeof client.attributes !== "object" || Array.isArray(client.attributes)))
    return { error: "notAClient" };
  for (const list of ["redirectUris", "webOrigins"])
    if (
      list in client &&
      !(Array.isArray(client[list]) && (client[list] as unknown[]).every((v) => typeof v === "string"))
    )
      return { error: "notAClient" };
  return { client: client as ClientRepresentation };
}
