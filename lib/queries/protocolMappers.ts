"use client";

import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { clientScopeKeys } from "./clientScopes/keys";
import { clientKeys } from "./clients/keys";

/** What carries protocol mappers: a client scope, or a client (its dedicated scope). */
export type MapperOwner = { realm: string; kind: "clientScopes" | "clients"; id: string };

/** The owner's mappers, from the owner's factory: under its details, so a change reloads them too. */
export const mappersOf = ({ realm, kind, id }: MapperOwner, ...rest: unknown[]) =>
  kind === "clientScopes"
    ? clientScopeKeys.part(realm, id, "mappers", ...rest)
    : clientKeys.part(realm, id, "mappers", ...rest);

// Pages of the table read one cached copy of the list instead of one request each.
const LIST_STALE_MS = 5_000;

function resource(adminClient: KeycloakAdminClient, { kind }: MapperOwner) {
  return kind === "clientScopes" ? adminClient.clientScopes : adminClient.clients;
}

/** GET …/protocol-mappers/models, by name. */
export async function fetchProtocolMappers(
  adminClient: KeycloakAdminClient,
  owner: MapperOwner,
): Promise<ProtocolMapperRepresentation[]> {
  const mappers = await resource(adminClient, owner).listProtocolMappers({ realm: owner.realm, id: owner.id });
  return [...mappers].sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
}

export function protocolMappersQuery(adminClient: KeycloakAdminClient, owner: MapperOwner) {
  return queryOptions({
    queryKey: mappersOf(owner, "all"),
    queryFn: () => fetchProtocolMappers(adminClient, owner),
  });
}

/** The owner's mappers whole, for what must know them all (which predefined mappers it already has). */
export function useProtocolMappers(owner: MapperOwner) {
  return useQuery(protocolMappersQuery(useAdminClient(), owner));
}

/** The mappers tab's data: Keycloak answers an owner's mappers whole, so the browser pages one cached copy. */
export function useProtocolMappersSource(owner: MapperOwner): TableSource<ProtocolMapperRepresentation> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return {
    queryKey: mappersOf(owner, "table"),
    loader: async (first, max, search) =>
      pageLocally(
        await queryClient.fetchQuery({ ...protocolMappersQuery(adminClient, owner), staleTime: LIST_STALE_MS }),
        first,
        max,
        search,
        (mapper) => mapper.name ?? "",
      ),
  };
}

/** GET …/protocol-mappers/models/{mapperId}; null when the owner has no such mapper. */
export function protocolMapperQuery(adminClient: KeycloakAdminClient, owner: MapperOwner, mapperId: string) {
  return queryOptions({
    queryKey: mappersOf(owner, mapperId),
    queryFn: async () => {
      const query = { realm: owner.realm, id: owner.id, mapperId };
      const mapper =
        owner.kind === "clientScopes"
          ? await adminClient.clientScopes.findProtocolMapper(query)
          : await adminClient.clients.findProtocolMapperById(query);
      return mapper ?? null;
    },
  });
}

export function useProtocolMapper(owner: MapperOwner, mapperId: string) {
  return useQuery(protocolMapperQuery(useAdminClient(), owner, mapperId));
}

/** POST …/protocol-mappers/models: a mapper configured by hand. A name taken (409) is the form's to show. */
export function useAddProtocolMapper(owner: MapperOwner) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (mapper: ProtocolMapperRepresentation) =>
      resource(adminClient, owner).addProtocolMapper({ realm: owner.realm, id: owner.id }, mapper),
    { successKey: "mappingCreatedSuccess", fieldStatus: 409, keys: () => [mappersOf(owner)] },
  );
}

/** POST …/protocol-mappers/add-models: the chosen predefined mappers at once. */
export function useAddPredefinedMappers(owner: MapperOwner) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (mappers: ProtocolMapperRepresentation[]) =>
      resource(adminClient, owner).addMultipleProtocolMappers({ realm: owner.realm, id: owner.id }, mappers),
    { successKey: "mappingCreatedSuccess", errorKey: "mappingCreatedError", keys: () => [mappersOf(owner)] },
  );
}

/** PUT …/protocol-mappers/models/{mapperId} with the whole representation. */
export function useUpdateProtocolMapper(owner: MapperOwner, mapperId: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (mapper: ProtocolMapperRepresentation) =>
      resource(adminClient, owner).updateProtocolMapper({ realm: owner.realm, id: owner.id, mapperId }, mapper),
    { successKey: "mappingUpdatedSuccess", keys: () => [mappersOf(owner)] },
  );
}

/** DELETE …/protocol-mappers/models/{mapperId}. */
export function useDeleteProtocolMapper(owner: MapperOwner) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (mapper: ProtocolMapperRepresentation) =>
      resource(adminClient, owner).delProtocolMapper({ realm: owner.realm, id: owner.id, mapperId: mapper.id ?? "" }),
    {
      successKey: "mappingDeletedSuccess",
      errorKey: "protocolMapperDeleteError",
      keys: () => [mappersOf(owner)],
    },
  );
}
