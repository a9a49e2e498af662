import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";

const SERVER_PLACEHOLDERS = ["${authBaseUrl}", "${authAdminUrl}"];

function joinPath(root: string, path: string): string {
  if (!path) return root;
  return `${root.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/**
 * The client's home URL as Keycloak's console resolves it: an absolute baseUrl as is; otherwise baseUrl under
 * rootUrl, where the `${authBaseUrl}` / `${authAdminUrl}` placeholders stand for the server URL.
 * Undefined when there is nothing to link to.
 */
export function clientHomeUrl(
  { rootUrl, baseUrl }: Pick<ClientRepresentation, "rootUrl" | "baseUrl">,
  serverUrl: string,
): string | undefined {
  if (baseUrl?.startsWith("http")) return baseUrl;
  if (rootUrl && SERVER_PLACEHOLDERS.includes(rootUrl)) return joinPath(serverUrl, baseUrl ?? "");
  if (rootUrl?.startsWith("http")) return joinPath(rootUrl, baseUrl ?? "");
  return baseUrl || undefined;
}
