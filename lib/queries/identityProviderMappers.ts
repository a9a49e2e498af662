"use client";

import { useQuery } from "@tanstack/react-query";
import type IdentityProviderMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { identityProviderKeys } from "./identityProviders";

/** The provider's mappers, which Keycloak returns whole: paged and searched by name in the browser. */
export function useIdentityProviderMappersSource(
  realm: string,
  alias: string,
): TableSource<IdentityProviderMapperRepresentation> {
  const adminClient = useAdminClient();
  return {
    queryKey: identityProviderKeys.part(realm, alias, "mappers"),
    loader: (first, max, search) =>
      adminClient.identityProviders
        .findMappers({ realm, alias })
        .then((mappers) => pageLocally(mappers, first, max, search, (mapper) => mapper.name ?? "")),
  };
}

/** The mapper types the provider offers, by id, each with its configuration properties. */
export function useIdentityProviderMapperTypes(realm: string, alias: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: identityProviderKeys.part(realm, alias, "mapper-types"),
    queryFn: () => adminClient.identityProviders.findMapperTypes({ realm, alias }),
  });
}

/** One of the provider's mappers, or null when it has none with this id. */
export function useIdentityProviderMapper(realm: string, alias: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: identityProviderKeys.part(realm, alias, "mappers", id),
    queryFn: async () => (await adminClient.identityProviders.findOneMapper({ realm, alias, id })) ?? null,
  });
}

/** Adds a mapper; a taken name (409) is for the form to show on the name field. */
export function useAddIdentityProviderMapper(realm: string, alias: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (mapper: IdentityProviderMapperRepresentation) =>
      adminClient.identityProviders.createMapper({ realm, alias, identityProviderMapper: mapper }),
    {
      successKey: "mappingCreatedSuccess",
      fieldStatus: 409,
      keys: () => [identityProviderKeys.part(realm, alias, "mappers")],
    },
  );
}

export function useUpdateIdentityProviderMapper(realm: string, alias: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (mapper: IdentityProviderMapperRepresentation) =>
      adminClient.identityProviders.updateMapper({ realm, alias, id: mapper.id! }, mapper),
    { successKey: "mappingUpdatedSuccess", keys: () => [identityProviderKeys.part(realm, alias, "mappers")] },
  );
}

export function useDeleteIdentityProviderMapper(realm: string, alias: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (mapper: IdentityProviderMapperRepresentation) =>
      adminClient.identityProviders.delMapper({ realm, alias, id: mapper.id! }),
    {
      successKey: "mappingDeletedSuccess",
      errorKey: "identityProviderMapperDeleteError",
      keys: () => [identityProviderKeys.part(realm, alias, "mappers")],
    },
  );
}
