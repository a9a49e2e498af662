"use client";

import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type UserSessionRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userSessionRepresentation.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useAdminClient, useAlerts } from "@/lib/console-context";
import { realmKey } from "./keys";
import { userKeys } from "./users/keys";
import { fetchUiExt } from "./uiExt";

export const SESSION_TYPES = ["ALL", "REGULAR", "OFFLINE"] as const;
export type SessionTypeFilter = (typeof SESSION_TYPES)[number];

/** A row of GET /ui-ext/sessions. */
export type RealmSession = UserSessionRepresentation & { type?: "REGULAR" | "OFFLINE" | string };

export const sessionsKey = (realm: string) => [...realmKey(realm), "sessions"] as const;
export const sessionListKey = (realm: string, type: SessionTypeFilter) =>
  [...sessionsKey(realm), "list", type] as const;
/** User details keep a user's sessions under the realm's users key. */

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
  return { queryKey: sessionListKey(realm, type), loader };
}

export function isOfflineSession(session: RealmSession): boolean {
  return session.type?.toUpperCase() === "OFFLINE";
}

function useInvalidateSessions(realm: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [sessionsKey(realm), userKeys.all(realm)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    [queryClient, realm],
  );
}

/** DELETE /sessions/{id}: signs a regular session out, or revokes an offline one. */
export function useDeleteSession(realm: string) {
  const adminClient = useAdminClient();
  const invalidate = useInvalidateSessions(realm);
  const { addAlert, addError } = useAlerts();
  const t = useTranslations();
  return useMutation({
    mutationFn: (session: RealmSession) =>
      adminClient.realms.deleteSession({ realm, session: session.id ?? "", isOffline: isOfflineSession(session) }),
    onSuccess: async (_result, session) => {
      addAlert(t(isOfflineSession(session) ? "sessionRevoked" : "sessionSignedOut"), "success");
      await invalidate();
    },
    onError: (error) => addError("signOutSessionError", error),
  });
}

/** POST /logout-all: every active session of the realm ends. */
export function useLogoutAllSessions(realm: string) {
  const adminClient = useAdminClient();
  const invalidate = useInvalidateSessions(realm);
  const { addAlert, addError } = useAlerts();
  const t = useTranslations();
  return useMutation({
    mutationFn: () => adminClient.realms.logoutAll({ realm }),
    onSuccess: async () => {
      addAlert(t("logoutAllSessionsSuccess"), "success");
      await invalidate();
    },
    onError: (error) => addError("logoutAllSessionsError", error),
  });
}
