"use client";

import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type { ClientQuery } from "@keycloak/keycloak-admin-client/lib/resources/clients.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { readAllPages } from "@/lib/paging";
import { clientKeys } from "./keys";

/** One page of the realm's clients; a search matches part of the clientId on the server. */
export function findClients(
  adminClient: KeycloakAdminClient,
  realm: string,
  first: number,
  max: number,
  search: string,
): Promise<ClientRepresentation[]> {
  const query: ClientQuery = { first, max };
  if (search) Object.assign(query, { clientId: search, search: true });
  return adminClient.clients.find({ realm, ...query });
}

/** The clients table's loader: (first, max, search) => one server page. */
export function useClientsSource(realm: string) {
  const adminClient = useAdminClient();
  const loader = useCallback(
    (first: number, max: number, search: string) => findClients(adminClient, realm, first, max, search),
    [adminClient, realm],
  );
  return { queryKey: clientKeys.all(realm), loader };
}

/** Loader of a client picker: (first, max, search) => one server page. */
export function useClientPickerLoader(realm: string) {
  const adminClient = useAdminClient();
  return useCallback(
    (first: number, max: number, search: string) => findClients(adminClient, realm, first, max, search),
    [adminClient, realm],
  );
}

export function clientQuery(adminClient: KeycloakAdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: clientKeys.detail(realm, id),
    queryFn: async () => (await adminClient.clients.findOne({ realm, id })) ?? null,
  });
}

/** GET /clients/{id} (null: no such client). */
export function useClient(realm: string, id: string) {
  return useQuery(clientQuery(useAdminClient(), realm, id));
}

/** Every client of the realm, read a page at a time. */
export function useAllClients(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.whole(realm),
    queryFn: () => readAllPages((first, max) => adminClient.clients.find({ realm, first, max })),
  });
}
