"use client";

import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type UserSessionRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userSessionRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import type { TableLoader, TableSource } from "@/lib/paging";
import { sessionKeys, type RealmSession } from "../sessions";

const typed = (type: "REGULAR" | "OFFLINE") => (sessions: UserSessionRepresentation[]) =>
  sessions.map((session): RealmSession => ({ ...session, type }));

/**
 * One page of a client's user sessions followed by its offline sessions: GET /clients/{id}/user-sessions and
 * offline-sessions with first and max, the regular ones' count (session-count) saying where the offline ones begin.
 */
export async function fetchClientSessions(
  adminClient: KeycloakAdminClient,
  realm: string,
  id: string,
  first: number,
  max: number,
): Promise<RealmSession[]> {
  const { count } = await adminClient.clients.getSessionCount({ realm, id });
  const regular =
    first < count ? typed("REGULAR")(await adminClient.clients.listSessions({ realm, id, first, max })) : [];
  if (regular.length >= max) return regular;
  const offlineFirst = Math.max(0, first - count);
  const offline = await adminClient.clients.listOfflineSessions({
    realm,
    id,
    first: offlineFirst,
    max: max - regular.length,
  });
  return [...regular, ...typed("OFFLINE")(offline)];
}

/** The client's sessions table: regular then offline sessions, paged by the server. */
export function useClientSessionsSource(realm: string, clientId: string): TableSource<RealmSession> {
  const adminClient = useAdminClient();
  const loader = useCallback<TableLoader<RealmSession>>(
    (first, max) => fetchClientSessions(adminClient, realm, clientId, first, max),
    [adminClient, realm, clientId],
  );
  return { queryKey: sessionKeys.byClient(realm, clientId), loader };
}
