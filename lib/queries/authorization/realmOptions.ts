"use client";

import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import type { SearchOption } from "@/lib/form/searchOption";
import { abandonOnAbort } from "../abandonOnAbort";
import { fetchAvailableClientRoles, fetchRealmRoleRows } from "../roleMappings";
import { findClients } from "../clients/reads";
import { realmKey } from "../keys";

/** How many matches one search offers: the first of the server's order, refined by typing more. */
export const SEARCH_MATCHES = 20;

export type RealmOptionKind = "users" | "clients" | "realmRoles" | "roles" | "groups" | "clientScopes";

/** The policy and permission forms' pick lists of the realm's users, clients, roles, groups and client scopes. */
export const authzOptionKeys = {
  all: (realm: string) => [...realmKey(realm), "authz-options"] as const,
  of: (realm: string, kind: RealmOptionKind, ...rest: unknown[]) =>
    [...authzOptionKeys.all(realm), kind, ...rest] as const,
};

/** Every group of a search's answer (matches come with their parents, as Keycloak returns the tree), by path. */
function groupOptions(groups: GroupRepresentation[], search: string): SearchOption[] {
  const needle = search.toLocaleLowerCase();
  const walk = (group: GroupRepresentation): SearchOption[] => [
    ...(!needle || (group.name ?? "").toLocaleLowerCase().includes(needle)
      ? [{ value: group.id ?? "", label: group.path ?? group.name ?? "" }]
      : []),
    ...(group.subGroups ?? []).flatMap(walk),
  ];
  return groups.flatMap(walk);
}

async function findRoles(adminClient: KeycloakAdminClient, realm: string, search: string, withClientRoles: boolean) {
  const page = { realm, first: 0, max: SEARCH_MATCHES, search };
  const [realmRoles, clientRoles] = await Promise.all([
    fetchRealmRoleRows(adminClient, page),
    withClientRoles ? fetchAvailableClientRoles(adminClient, page) : [],
  ]);
  return [
    ...realmRoles.map(({ role }) => ({ value: role.id ?? "", label: role.name ?? "" })),
    ...clientRoles.map((role) => ({ value: role.id, label: `${role.client} ${role.role}` })),
  ];
}

/** The matches of `search` among the realm's objects of that kind, searched by the server. */
async function findOptions(
  adminClient: KeycloakAdminClient,
  realm: string,
  kind: RealmOptionKind,
  search: string,
): Promise<SearchOption[]> {
  const page = { realm, first: 0, max: SEARCH_MATCHES };
  switch (kind) {
    case "users":
      return (await adminClient.users.find({ ...page, search: search || undefined, briefRepresentation: true })).map(
        (user) => ({ value: user.id ?? "", label: user.username ?? "", detail: user.email }),
      );
    case "clients":
      return (await findClients(adminClient, realm, 0, SEARCH_MATCHES, search)).map((client) => ({
        value: client.id ?? "",
        label: client.clientId ?? "",
      }));
    case "realmRoles":
    case "roles":
      return findRoles(adminClient, realm, search, kind === "roles");
    case "groups":
      return groupOptions(
        await adminClient.groups.find({ ...page, search: search || undefined, briefRepresentation: true }),
        search,
      );
    case "clientScopes": {
      // Keycloak returns a realm's client scopes whole, without search
      const needle = search.toLocaleLowerCase();
      return (await adminClient.clientScopes.find({ realm }))
        .filter((scope) => (scope.name ?? "").toLocaleLowerCase().includes(needle))
        .slice(0, SEARCH_MATCHES)
        .map((scope) => ({ value: scope.id ?? "", label: scope.name ?? "" }));
    }
  }
}

/** One object by its id, as an option; undefined when it no longer exists. */
async function findOption(
  adminClient: KeycloakAdminClient,
  realm: string,
  kind: RealmOptionKind,
  id: string,
): Promise<SearchOption | undefined> {
  switch (kind) {
    case "users": {
      const user = await adminClient.users.findOne({ realm, id });
      return user ? { value: id, label: user.username ?? id, detail: user.email } : undefined;
    }
    case "clients": {
      const client = await adminClient.clients.findOne({ realm, id });
      return client ? { value: id, label: client.clientId ?? id } : undefined;
    }
    case "realmRoles":
    case "roles": {
      const role = await adminClient.roles.findOneById({ realm, id });
      if (!role) return undefined;
      if (!role.clientRole) return { value: id, label: role.name ?? id };
      const client = await adminClient.clients.findOne({ realm, id: role.containerId ?? "" });
      return { value: id, label: `${client?.clientId ?? role.containerId} ${role.name}` };
    }
    case "groups": {
      const group = await adminClient.groups.findOne({ realm, id });
      return group ? { value: id, label: group.path ?? group.name ?? id } : undefined;
    }
    case "clientScopes": {
      const scope = await adminClient.clientScopes.findOne({ realm, id });
      return scope ? { value: id, label: scope.name ?? id } : undefined;
    }
  }
}

/** What the typed text matches among the realm's users, clients, roles, groups or client scopes, on the server. */
export function useRealmMatches(realm: string, kind: RealmOptionKind, search: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: authzOptionKeys.of(realm, kind, "search", search),
    queryFn: ({ signal }) => abandonOnAbort(signal, findOptions(adminClient, realm, kind, search)),
    placeholderData: keepPreviousData,
  });
}

/** The chosen objects a form holds by id, with their names, however far they are from the first page. */
export function useRealmOptionsById(realm: string, kind: RealmOptionKind, ids: readonly string[]) {
  const adminClient = useAdminClient();
  const sorted = [...ids].sort();
  return useQuery({
    queryKey: authzOptionKeys.of(realm, kind, "ids", sorted),
    enabled: sorted.length > 0,
    queryFn: async () =>
      (await Promise.all(sorted.map((id) => findOption(adminClient, realm, kind, id)))).filter(
        (option): option is SearchOption => option !== undefined,
      ),
  });
}
