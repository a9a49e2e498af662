"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { RealmEventsConfigRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmEventsConfigRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableLoader, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { realmKey } from "./keys";
import { realmKeys } from "./realms";

export const eventsConfigKeys = {
  all: (realm: string) => [...realmKey(realm), "events-config"] as const,
  detail: (realm: string) => [...eventsConfigKeys.all(realm), "detail"] as const,
  types: (realm: string) => [...eventsConfigKeys.all(realm), "types"] as const,
  addable: (realm: string, addable: readonly string[]) => [...eventsConfigKeys.all(realm), "addable", addable] as const,
};

function useEventsConfigQuery(realm: string) {
  const adminClient = useAdminClient();
  return {
    queryKey: eventsConfigKeys.detail(realm),
    queryFn: () => adminClient.realms.getConfigEvents({ realm }),
  };
}

/** GET /events/config: whether and which events are saved, and the listeners. */
export function useEventsConfig(realm: string) {
  return useQuery(useEventsConfigQuery(realm));
}

/** The event types saved, one page at a time from the one answer of GET /events/config. */
export function useEnabledEventTypesSource(realm: string): TableSource<{ id: string }> {
  const queryClient = useQueryClient();
  const query = useEventsConfigQuery(realm);
  const loader = useCallback<TableLoader<{ id: string }>>(
    async (first, max, search) => {
      const config = await queryClient.fetchQuery(query);
      const rows = (config.enabledEventTypes ?? []).map((id) => ({ id }));
      return pageLocally(rows, first, max, search, (row) => row.id);
    },
    [queryClient, query],
  );
  return { queryKey: eventsConfigKeys.types(realm), loader };
}

/** The event types that may still be chosen (the server's less the saved ones), paged in the browser. */
export function addableEventTypesSource(realm: string, addable: readonly string[]): TableSource<{ id: string }> {
  return {
    queryKey: eventsConfigKeys.addable(realm, addable),
    loader: async (first, max, search) =>
      pageLocally(
        addable.map((id) => ({ id })),
        first,
        max,
        search,
        (row) => row.id,
      ),
  };
}

/** What a save of the events settings sends; the realm goes first when the admin events' expiration changed. */
export type EventsConfigUpdate = { config: RealmEventsConfigRepresentation; realm?: RealmRepresentation };

/**
 * PUT /events/config (and, with `realm`, PUT the realm: Keycloak keeps the admin events' expiration among the
 * realm's attributes). The server's message is shown on failure.
 */
export function useUpdateEventsConfig(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async ({ config, realm: representation }: EventsConfigUpdate) => {
      if (representation) await adminClient.realms.update({ realm }, representation);
      await adminClient.realms.updateConfigEvents({ realm }, config);
    },
    {
      successKey: "eventConfigSuccessfully",
      errorKey: "eventConfigError",
      keys: ({ realm: representation }) => [
        eventsConfigKeys.all(realm),
        ...(representation ? [realmKeys.all(realm)] : []),
      ],
    },
  );
}
