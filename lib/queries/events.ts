"use client";

import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type AdminEventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/adminEventRepresentation.js";
import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";
import type EventType from "@keycloak/keycloak-admin-client/lib/defs/eventTypes.js";
import { useAdminClient } from "@/lib/console-context";
import { forbiddenAs } from "@/lib/errors";
import {
  ACTIVITY_TYPES,
  activityDays,
  summarizeActivity,
  type ActivitySpan,
  type LoginActivity,
} from "@/lib/events/loginActivity";
import { useAdminMutation } from "./adminMutation";
import { realmKey } from "./keys";

/** The user-events filter form: every field optional; dates as yyyy-MM-dd. */
export type UserEventFilters = {
  user?: string;
  type?: string[];
  client?: string;
  dateFrom?: string;
  dateTo?: string;
  ipAddress?: string;
};

/** The admin-events filter form, named as GET /admin-events takes the parameters. */
export type AdminEventFilters = {
  resourceTypes?: string[];
  operationTypes?: string[];
  resourcePath?: string;
  authRealm?: string;
  authClient?: string;
  authUser?: string;
  authIpAddress?: string;
  dateFrom?: string;
  dateTo?: string;
};

/** The realm's saved events: user and admin events by filters, and the dashboard's login activity. */
export const eventKeys = {
  all: (realm: string) => [...realmKey(realm), "events"] as const,
  user: (realm: string, filters: UserEventFilters) => [...eventKeys.all(realm), "user", filters] as const,
  admin: (realm: string, filters: AdminEventFilters) => [...eventKeys.all(realm), "admin", filters] as const,
  loginActivity: (realm: string, span: ActivitySpan) => [...eventKeys.all(realm), "login-activity", span] as const,
};

/** Drops empty strings and empty lists, so neither the request nor the query key carries them. */
export function activeFilters<T extends Record<string, string | string[] | undefined>>(filters: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, typeof value === "string" ? value.trim() : value] as const)
      .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== "")),
  ) as Partial<T>;
}

/**
 * The user filter as Keycloak takes it, a user id: a username typed instead (the list shows usernames) is the id of
 * the user of that name, when there is one and the admin may look users up (a refusal sends it as typed).
 */
async function userIdOf(adminClient: KeycloakAdminClient, realm: string, user: string | undefined) {
  if (!user) return user;
  const [named] = await adminClient.users.find({ realm, username: user, exact: true }).catch(forbiddenAs([]));
  return named?.id ?? user;
}

/**
 * GET /events: one page of the realm's user events, newest first. The user filter is a username or an id, unless
 * `userIsId` (a user's own events), when it is sent without asking.
 */
async function fetchUserEvents(
  adminClient: KeycloakAdminClient,
  realm: string,
  { filters, userIsId }: UserEventsQuery,
  first: number,
  max: number,
) {
  const { type, user, ...rest } = activeFilters(filters);
  return (await adminClient.realms.findEvents({
    realm,
    ...rest,
    user: userIsId ? user : await userIdOf(adminClient, realm, user),
    type: type as EventType[] | undefined,
    first,
    max,
  })) as EventRepresentation[];
}

/** GET /admin-events: one page of the realm's admin events, newest first. */
export function fetchAdminEvents(
  adminClient: KeycloakAdminClient,
  realm: string,
  filters: AdminEventFilters,
  first: number,
  max: number,
) {
  const { operationTypes, resourceTypes, dateFrom, dateTo, ...rest } = activeFilters(filters);
  // The client's types say Date and string; the server takes yyyy-MM-dd dates and repeated list parameters.
  return adminClient.realms.findAdminEvents({
    realm,
    ...rest,
    operationTypes: operationTypes as unknown as string | undefined,
    resourceTypes: resourceTypes as unknown as string | undefined,
    dateFrom: dateFrom as unknown as Date | undefined,
    dateTo: dateTo as unknown as Date | undefined,
    first,
    max,
  }) as Promise<AdminEventRepresentation[]>;
}

type UserEventsQuery = { filters: UserEventFilters; userIsId?: boolean };

/** A DataTable loader for the user events matching `filters`; the user filter as fetchUserEvents takes it. */
export function useUserEventsSource(realm: string, filters: UserEventFilters, { userIsId = false } = {}) {
  const adminClient = useAdminClient();
  const loader = useCallback(
    (first: number, max: number) => fetchUserEvents(adminClient, realm, { filters, userIsId }, first, max),
    [adminClient, realm, filters, userIsId],
  );
  return { queryKey: eventKeys.user(realm, filters), loader };
}

/** A DataTable loader for the admin events matching `filters`. */
export function useAdminEventsSource(realm: string, filters: AdminEventFilters) {
  const adminClient = useAdminClient();
  const loader = useCallback(
    (first: number, max: number) => fetchAdminEvents(adminClient, realm, filters, first, max),
    [adminClient, realm, filters],
  );
  return { queryKey: eventKeys.admin(realm, filters), loader };
}

/** Events read per request for the login activity, and the most requests it makes. */
export const ACTIVITY_PAGE_SIZE = 2000;
export const ACTIVITY_MAX_PAGES = 5;
/** The most events the login activity counts: a busier realm's counts are those of its newest events. */
export const ACTIVITY_EVENT_CAP = ACTIVITY_PAGE_SIZE * ACTIVITY_MAX_PAGES;

/**
 * The realm's logins, login errors and registrations of the last `span` days. Keycloak has no count endpoint, so the
 * events are read with the server filtering by type and date (GET /events?type=LOGIN&type=LOGIN_ERROR&type=REGISTER
 * &dateFrom=…), newest first, page by page up to ACTIVITY_EVENT_CAP, and counted in the browser.
 */
export function useLoginActivity(realm: string, span: ActivitySpan, enabled: boolean) {
  const adminClient = useAdminClient();
  return useQuery<LoginActivity>({
    queryKey: eventKeys.loginActivity(realm, span),
    enabled,
    queryFn: async () => {
      const days = activityDays(new Date(), span);
      const filters: UserEventFilters = { type: [...ACTIVITY_TYPES], dateFrom: days[0] };
      const events: EventRepresentation[] = [];
      for (let page = 0; page < ACTIVITY_MAX_PAGES; page++) {
        // the last page asks for one more, which says whether events were left unread
        const max = page === ACTIVITY_MAX_PAGES - 1 ? ACTIVITY_PAGE_SIZE + 1 : ACTIVITY_PAGE_SIZE;
        const batch = await fetchUserEvents(adminClient, realm, { filters }, page * ACTIVITY_PAGE_SIZE, max);
        events.push(...batch.slice(0, ACTIVITY_PAGE_SIZE));
        if (batch.length > ACTIVITY_PAGE_SIZE) return summarizeActivity(events, days, true);
        if (batch.length < ACTIVITY_PAGE_SIZE) break;
      }
      return summarizeActivity(events, days, false);
    },
  });
}

export type EventsKind = "user" | "admin";

/** DELETE /events or /admin-events: every saved event of that kind goes. */
export function useClearEvents(realm: string, kind: EventsKind) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    () =>
      kind === "user" ? adminClient.realms.clearEvents({ realm }) : adminClient.realms.clearAdminEvents({ realm }),
    {
      successKey: kind === "user" ? "user-events-cleared" : "admin-events-cleared",
      errorKey: kind === "user" ? "user-events-cleared-error" : "admin-events-cleared-error",
      keys: () => [eventKeys.all(realm)],
    },
  );
}
