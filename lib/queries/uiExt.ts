import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
// the error class alone: the whole admin client is not part of the first load (lib/admin-client.ts)
import { NetworkError } from "@keycloak/keycloak-admin-client/lib/utils/fetchWithError.js";
import { withSessionRenewal } from "@/lib/auth/token";
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
 * for. Answers the response and its JSON body (undefined when there is none) for callers that read the status. A 401
 * renews the session's token once and asks again, as the admin client's own calls do (lib/auth/sessionRenewal.ts).
 */
export async function requestUiExt({ baseUrl, realm, path, query = {}, token }: UiExtRequest) {
  const url = new URL(`${baseUrl}/admin/realms/${encodeURIComponent(realm)}/ui-ext/${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const request = async () => {
    const bearer = await token();
    const response = await fetch(url, {
      headers: { Accept: "application/json", ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    });
    const body: unknown = await response.json().catch(() => undefined);
    // thrown for the session renewal to see, which renews the token and asks again once
    if (response.status === 401) throw new NetworkError(errorMessage(body), { response, responseData: body });
    return { response, body };
  };
  try {
    return await withSessionRenewal(request);
  } catch (error) {
    // still refused: answered like any other status, for the callers that read it
    if (error instanceof NetworkError && error.response.status === 401) {
      return { response: error.response, body: error.responseData };
    }
    throw error;
  }
}

function errorMessage(body: unknown): string {
  const { errorMessage, error } = (body ?? {}) as { errorMessage?: unknown; error?: unknown };
  return typeof errorMessage === "string" ? errorMessage : typeof error === "string" ? error : NOT_OK_MESSAGE;
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
  if (!response.ok) throw new NetworkError(errorMessage(body), { response, responseData: body });
  return body as T;
}
