"use client";

import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type UserSessionRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userSessionRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "./adminMutation";
import { realmKey } from "./keys";
import { realmKeys } from "./realms";
import { userKeys } from "./users/keys";
import { fetchUiExt } from "./uiExt";

export const SESSION_TYPES = ["ALL", "REGULAR", "OFFLINE"] as const;
export type SessionTypeFilter = (typeof SESSION_TYPES)[number];

/** A row of GET /ui-ext/sessions. */
export type RealmSession = UserSessionRepresentation & { type?: "REGULAR" | "OFFLINE" | string };

/** The realm's sessions; a client's sessions live with them, so signing one out anywhere reloads them. */
export const sessionKeys = {
  all: (realm: string) => [...realmKey(realm), "sessions"] as const,
  list: (realm: string, type: SessionTypeFilter) => [...sessionKeys.all(realm), "list", type] as const,
  byClient: (realm: string, clientId: string) => [...sessionKeys.all(realm), "by-client", clientId] as const,
};

export type SessionsPageQuery = { realm: string; type: SessionTypeFilter; first: number; max: number; search: string };

/** GET /admin/realms/{realm}/ui-ext/sessions?first&max&type&search (the admin client has no method for it). */
export async function fetchSessionsPage(
  adminClient: KeycloakAdminClient,
  { realm, type, first, max, search }: SessionsPageQuery,
): Promise<RealmSession[]> {
  return fetchUiExt(adminClient, realm, "sessions", { first, max, type, search: search || undefined });
}

/** One page of the realm's sessions of a type, searched by the server (user, IP address, client). */
export function useSessionsSource(realm: string, type: SessionTypeFilter) {
  const adminClient = useAdminClient();
  const loader = useCallback(
    (first: number, max: number, search: string) =>
      fetchSessionsPage(adminClient, { realm, type, first, max, search: search.trim() }),
    [adminClient, realm, type],
  );
  return { queryKey: sessionKeys.list(realm, type), loader };
}

export function isOfflineSession(session: RealmSession): boolean {
  return session.type?.toUpperCase() === "OFFLINE";
}

/** What ending sessions makes stale: the realm's session list and the users' (their sessions tabs). */
const staleAfterSignOut = (realm: string) => [sessionKeys.all(realm), userKeys.all(realm)];

/** DELETE /sessions/{id}[?isOffline=true]: signs a regular session out, or revokes an offline one. */
export function useDeleteSession(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (session: RealmSession) =>
      adminClient.realms.deleteSession({ realm, session: session.id ?? "", isOffline: isOfflineSession(session) }),
    {
      successKey: "sessionSignedOut",
      successValues: (session) => ({ offline: isOfflineSession(session) ? "yes" : "no" }),
      errorKey: "signOutSessionError",
      keys: () => staleAfterSignOut(realm),
    },
  );
}

/** POST /logout-all: every session of the realm ends, and the realm's not-before becomes now. */
export function useLogoutAllSessions(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(() => adminClient.realms.logoutAll({ realm }), {
    successKey: "logoutAllSessionsSuccess",
    errorKey: "logoutAllSessionsError",
    keys: () => [...staleAfterSignOut(realm), realmKeys.all(realm)],
  });
}

/**
 * PUT /admin/realms/{realm} with only the not-before (epoch seconds, 0 clears it): tokens issued earlier are
 * refused from then on.
 */
export function useSetRealmNotBefore(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((notBefore: number) => adminClient.realms.update({ realm }, { realm, notBefore }), {
    successKey: "notBeforeSuccess",
    successValues: (notBefore) => ({ cleared: notBefore === 0 ? "yes" : "no" }),
    errorKey: "notBeforeError",
    keys: () => [realmKeys.all(realm)],
  });
}

/** POST /push-revocation: the realm's not-before goes to every client with an admin URL; answers who got it. */
export function usePushRealmRevocation(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(() => adminClient.realms.pushRevocation({ realm }), {
    errorKey: "notBeforePushError",
    keys: () => [realmKeys.all(realm)],
  });
}
