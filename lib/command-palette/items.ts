import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type { SearchAnswers, SearchKind } from "@/lib/queries/globalSearch";
import type { PaletteItem } from "./results";

type ItemOf<K extends SearchKind> = (hit: SearchAnswers[K][number], realm: string) => PaletteItem;

/** The route each kind's items open; the admin sees a kind only when they may open its route. */
export const KIND_ROUTES: Record<SearchKind, string> = {
  user: "/$realm/users/$id/$tab",
  group: "/$realm/groups/$",
  client: "/$realm/clients/$clientId/$tab",
  realmRole: "/$realm/roles/$id/$tab",
  clientRole: "/$realm/clients/$clientId/roles/$id/$tab",
  identityProvider: "/$realm/identity-providers/$providerId/$alias/$tab",
  realm: "/$realm",
};

const fullName = (first?: string, last?: string) => [first, last].filter(Boolean).join(" ");

/** The groups of a search answer's tree whose names hold the term, each with the ids down to it. */
export function matchingGroups(
  roots: readonly GroupRepresentation[],
  term: string,
): { group: GroupRepresentation; ids: string[] }[] {
  const needle = term.trim().toLocaleLowerCase();
  const walk = (
    groups: readonly GroupRepresentation[],
    above: string[],
  ): { group: GroupRepresentation; ids: string[] }[] =>
    groups.flatMap((group) => {
      const ids = [...above, group.id ?? ""];
      const own = group.name?.toLocaleLowerCase().includes(needle) ? [{ group, ids }] : [];
      return [...own, ...walk(group.subGroups ?? [], ids)];
    });
  return walk(roots, []);
}

const ITEM_OF: { [K in Exclude<SearchKind, "group">]: ItemOf<K> } = {
  user: (user, realm) => ({
    kind: "user",
    key: `user:${realm}:${user.id}`,
    label: user.username ?? "",
    detail: [user.email, fullName(user.firstName, user.lastName)].filter(Boolean).join(" · ") || undefined,
    to: KIND_ROUTES.user,
    params: { realm, id: user.id ?? "", tab: "settings" },
  }),
  client: (client, realm) => ({
    kind: "client",
    key: `client:${realm}:${client.id}`,
    label: client.clientId ?? "",
    detail: client.name || undefined,
    to: KIND_ROUTES.client,
    params: { realm, clientId: client.id ?? "", tab: "settings" },
  }),
  realmRole: (role, realm) => ({
    kind: "realmRole",
    key: `realmRole:${realm}:${role.id}`,
    label: role.name ?? "",
    detail: role.description || undefined,
    to: KIND_ROUTES.realmRole,
    params: { realm, id: role.id ?? "", tab: "details" },
  }),
  clientRole: (role, realm) => ({
    kind: "clientRole",
    key: `clientRole:${realm}:${role.id}`,
    label: role.role,
    detail: role.client,
    to: KIND_ROUTES.clientRole,
    params: { realm, clientId: role.clientId, id: role.id, tab: "details" },
  }),
  identityProvider: (provider, realm) => ({
    kind: "identityProvider",
    key: `identityProvider:${realm}:${provider.alias}`,
    label: provider.displayName || provider.alias || "",
    detail: provider.alias,
    to: KIND_ROUTES.identityProvider,
    params: { realm, providerId: provider.providerId ?? "", alias: provider.alias ?? "", tab: "settings" },
  }),
  realm: (named) => ({
    kind: "realm",
    key: `realm:${named.name}`,
    label: named.displayName || named.name,
    detail: named.displayName ? named.name : undefined,
    to: KIND_ROUTES.realm,
    params: { realm: named.name },
  }),
};

/** A kind's answer as palette items opening each hit's page. */
export function searchItems<K extends SearchKind>(
  kind: K,
  answer: SearchAnswers[K],
  realm: string,
  term: string,
): PaletteItem[] {
  if (kind === "group") {
    return matchingGroups(answer as SearchAnswers["group"], term).map(({ group, ids }) => ({
      kind: "group",
      key: `group:${realm}:${group.id}`,
      label: group.name ?? "",
      detail: group.path,
      to: KIND_ROUTES.group,
      params: { realm, _splat: ids.join("/") },
    }));
  }
  const itemOf = ITEM_OF[kind as Exclude<SearchKind, "group">] as ItemOf<SearchKind>;
  return (answer as SearchAnswers[SearchKind][number][]).map((hit) => itemOf(hit, realm));
}
