"use client";

import { useAdminMutation } from "./adminMutation";
import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type { ClientQuery } from "@keycloak/keycloak-admin-client/lib/resources/clients.js";
import { useAdminClient } from "@/lib/console-context";
import { realmKey } from "./keys";

export const clientsKey = (realm: string) => [...realmKey(realm), "clients"] as const;

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
  return { queryKey: clientsKey(realm), loader };
}

/** Deletes a client (by its internal id) and says how it went; the clients table reloads. */
export function useDeleteClient(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((client: ClientRepresentation) => adminClient.clients.del({ realm, id: client.id! }), {
    successKey: "clientDeletedSuccess",
    errorKey: "clientDeleteError",
    keys: () => [clientsKey(realm)],
  });
}

/** The client picker's pages: under clientsKey, so client changes reload them, apart from the table's pages. */
export const clientPickerKey = (realm: string) => [...clientsKey(realm), "picker"] as const;

/** Loader of a client picker: (first, max, search) => one server page. */
export function useClientPickerLoader(realm: string) {
  const adminClient = useAdminClient();
  return useCallback(
    (first: number, max: number, search: string) => findClients(adminClient, realm, first, max, search),
    [adminClient, realm],
  );
}
