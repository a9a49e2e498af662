"use client";

import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type ClientInitialAccessPresentation from "@keycloak/keycloak-admin-client/lib/defs/clientInitialAccessPresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableLoader, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { realmKey } from "./keys";

export const initialAccessTokenKeys = {
  all: (realm: string) => [...realmKey(realm), "clients-initial-access"] as const,
  list: (realm: string) => [...initialAccessTokenKeys.all(realm), "list"] as const,
  table: (realm: string) => [...initialAccessTokenKeys.all(realm), "table"] as const,
};

/** The realm's initial access tokens, newest first, paged in the browser (Keycloak answers the whole list). */
export function useInitialAccessTokensSource(realm: string): TableSource<ClientInitialAccessPresentation> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const loader = useCallback<TableLoader<ClientInitialAccessPresentation>>(
    async (first, max, search) => {
      const tokens = await queryClient.fetchQuery({
        queryKey: initialAccessTokenKeys.list(realm),
        queryFn: () => adminClient.realms.getClientsInitialAccess({ realm }),
      });
      const newestFirst = [...tokens].sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0));
      return pageLocally(newestFirst, first, max, search, (token) => token.id ?? "");
    },
    [adminClient, queryClient, realm],
  );
  return { queryKey: initialAccessTokenKeys.table(realm), loader };
}

/** Creates an initial access token; the answer carries the token itself, which the server shows only this once. */
export function useCreateInitialAccessToken(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (settings: { expiration: number; count: number }) =>
      adminClient.realms.createClientsInitialAccess({ realm }, settings),
    {
      successKey: "tokenSaveSuccess",
      errorKey: "tokenSaveError",
      fieldStatus: 400,
      keys: () => [initialAccessTokenKeys.all(realm)],
    },
  );
}

export function useDeleteInitialAccessToken(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (token: ClientInitialAccessPresentation) => adminClient.realms.delClientsInitialAccess({ realm, id: token.id! }),
    {
      successKey: "tokenDeleteSuccess",
      errorKey: "tokenDeleteError",
      keys: () => [initialAccessTokenKeys.all(realm)],
    },
  );
}
