import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import { NetworkError } from "@keycloak/keycloak-admin-client";
import { NOT_OK_MESSAGE } from "@/lib/errors";

export type UiExtQuery = Record<string, string | number | boolean | undefined>;

type UiExtRequest = {
  baseUrl: string;
  realm: string;
  /** Below /ui-ext/, e.g. "sessions" or `effective-roles/users/${id}` (its segments already encoded). */
  path: string;
  /** Query parameters; undefined ones are left out. */
  query?: UiExtQuery;
  token(): Promise<string | undefined>;
};

/**
 * GET /admin/realms/{realm}/ui-ext/{path}: Keycloak's console-only endpoints, which the admin client has no methods
 * for. Answers the response and its JSON body (undefined when there is none) for callers that read the status.
 */
export async function requestUiExt({ baseUrl, realm, path, query = {}, token }: UiExtRequest) {
  const url = new URL(`${baseUrl}/admin/realms/${encodeURIComponent(realm)}/ui-ext/${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const bearer = await token();
  const response = await fetch(url, {
    headers: { Accept: "application/json", ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
  });
  const body: unknown = await response.json().catch(() => undefined);
  return { response, body };
}

/** A ui-ext read through the admin client's token; a failure throws the admin client's NetworkError with the server's message. */
export async function fetchUiExt<T>(
  adminClient: KeycloakAdminClient,
  realm: string,
  path: string,
  query?: UiExtQuery,
): Promise<T> {
  const { response, body } = await requestUiExt({
    baseUrl: adminClient.baseUrl,
    realm,
    path,
    query,
    token: () => adminClient.getAccessToken(),
  });
  if (!response.ok) {
    const { errorMessage, error } = (body ?? {}) as { errorMessage?: unknown; error?: unknown };
    const message =
      typeof errorMessage === "string" ? errorMessage : typeof error === "string" ? error : NOT_OK_MESSAGE;
    throw new NetworkError(message, { response, responseData: body });
  }
  return body as T;
}
