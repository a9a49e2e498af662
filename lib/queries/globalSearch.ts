"use client";

import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
// the error class alone: the whole admin client is not part of the first load (lib/admin-client.ts)
import { NetworkError } from "@keycloak/keycloak-admin-client/lib/utils/fetchWithError.js";
import { useQueries } from "@tanstack/react-query";
import { getAccessToken, withSessionRenewal } from "@/lib/auth/token";
import { useEnvironment } from "@/lib/core-context";
import type { Environment } from "@/lib/env";
import { NOT_OK_MESSAGE } from "@/lib/errors";
import { realmKey } from "./keys";
import type { RealmNameRepresentation } from "./realms";

/** How many hits of each kind one search asks for. */
export const SEARCH_MAX = 5;

/** A client role as the console's ui-ext role lists answer it. */
export type ClientRoleHit = { id: string; role: string; client: string; clientId: string; description?: string };

/** What the server answers for each kind of search. */
export type SearchAnswers = {
  user: UserRepresentation[];
  group: GroupRepresentation[];
  client: ClientRepresentation[];
  realmRole: RoleRepresentation[];
  clientRole: ClientRoleHit[];
  identityProvider: IdentityProviderRepresentation[];
  realm: RealmNameRepresentation[];
};

export type SearchKind = keyof SearchAnswers;

export const globalSearchKeys = {
  all: (realm: string) => [...realmKey(realm), "global-search"] as const,
  kind: (realm: string, kind: SearchKind, term: string) => [...globalSearchKeys.all(realm), kind, term] as const,
};

type SearchRequest = { path: string; query: Record<string, string | number | boolean> };

/** Each kind's one request: path below /admin/realms/ and its query. */
function searchRequest(kind: SearchKind, realm: string, term: string, loginRealm: string): SearchRequest {
  const inRealm = `realms/${encodeURIComponent(realm)}`;
  const max = SEARCH_MAX;
  switch (kind) {
    case "user":
      return { path: `${inRealm}/users`, query: { search: term, max, briefRepresentation: true } };
    case "group":
      return { path: `${inRealm}/groups`, query: { search: term, max, briefRepresentation: true } };
    case "client":
      return { path: `${inRealm}/clients`, query: { clientId: term, search: true, max } };
    case "realmRole":
      return { path: `${inRealm}/roles`, query: { search: term, max, briefRepresentation: true } };
    case "clientRole":
      // Keycloak lists every client role of the realm on this path whatever role id it names
      return { path: `${inRealm}/ui-ext/available-roles/roles/all`, query: { search: term, first: 0, max } };
    case "identityProvider":
      return {
        path: `${inRealm}/identity-provider/instances`,
        query: { search: `*${term}*`, max, realmOnly: true, briefRepresentation: true },
      };
    case "realm":
      // the realms the admin may see are named by the realm they signed in to
      return { path: `realms/${encodeURIComponent(loginRealm)}/ui-ext/realms/names`, query: { search: term, max } };
  }
}

function serverMessage(body: unknown): string {
  const { errorMessage, error } = (body ?? {}) as { errorMessage?: unknown; error?: unknown };
  return typeof errorMessage === "string" ? errorMessage : typeof error === "string" ? error : NOT_OK_MESSAGE;
}

/**
 * One search request, cancelled by `signal` when the admin types on (the admin client takes no per-call signal). A
 * 401 renews the session once, as the admin client's calls do; any other failure throws the admin client's
 * NetworkError with the server's message.
 */
async function fetchSearch<K extends SearchKind>(
  env: Pick<Environment, "adminBaseUrl" | "realm">,
  kind: K,
  realm: string,
  term: string,
  signal: AbortSignal,
): Promise<SearchAnswers[K]> {
  const { path, query } = searchRequest(kind, realm, term, env.realm);
  const url = new URL(`${env.adminBaseUrl}/admin/${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  return withSessionRenewal(async () => {
    const token = await getAccessToken();
    const response = await fetch(url, {
      headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
      signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new NetworkError(serverMessage(body), { response, responseData: body });
    return body as SearchAnswers[K];
  });
}

/**
 * The term searched in each of `kinds` at once, one request per kind; a query whose term changed before its answer
 * came is cancelled with its request. Nothing is asked while the term is empty.
 */
export function useGlobalSearch(realm: string, term: string, kinds: readonly SearchKind[]) {
  const env = useEnvironment();
  const enabled = term.trim() !== "";
  return useQueries({
    queries: kinds.map((kind) => ({
      queryKey: globalSearchKeys.kind(realm, kind, term),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchSearch(env, kind, realm, term, signal),
      enabled,
      staleTime: 30_000,
      retry: false,
    })),
  });
}
