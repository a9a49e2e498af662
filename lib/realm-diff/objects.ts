// The objects of an export by section, each under its natural key: what the diff compares and what a copy sends.
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { realmNeutral } from "./flatten";
import type { DiffSection } from "./types";

/** One object of a section: its key, how the screen names it, and the object as exported. */
export type RawObject = { key: string; label: string; value: Record<string, unknown> };

/** What the realm settings section leaves to the other sections, or to nobody (ids, the server's version). */
const NOT_SETTINGS = new Set([
  "id",
  "realm",
  "keycloakVersion",
  "clients",
  "clientScopes",
  "roles",
  "groups",
  "authenticationFlows",
  "authenticatorConfig",
  "identityProviders",
  "identityProviderMappers",
  "components",
  "users",
  "federatedUsers",
  // organizations come with their members, who are users, which the partial export otherwise leaves out
  "organizations",
]);

type Components = Record<string, ComponentRepresentation[]>;

function groupObjects(groups: GroupRepresentation[] | undefined, parent = ""): RawObject[] {
  return (groups ?? []).flatMap((group) => {
    const path = `${parent}/${group.name ?? ""}`;
    const { subGroups, ...own } = group;
    // the path is the group's key already, and Keycloak's own path field is only sometimes there
    delete own.path;
    return [{ key: path, label: path, value: own as Record<string, unknown> }, ...groupObjects(subGroups, path)];
  });
}

const named = <T extends object>(items: T[] | undefined, field: keyof T, prefix = ""): RawObject[] =>
  (items ?? []).map((item) => {
    const name = String(item[field] ?? "");
    return { key: `${prefix}${name}`, label: name, value: item as Record<string, unknown> };
  });

/** The section's objects in the realm's export. */
export function sectionObjects(rep: RealmRepresentation, section: DiffSection): RawObject[] {
  switch (section) {
    case "realm": {
      const settings = Object.fromEntries(Object.entries(rep).filter(([key]) => !NOT_SETTINGS.has(key)));
      return [{ key: "realm", label: "realm", value: settings }];
    }
    case "clients":
      return named(rep.clients, "clientId");
    case "clientScopes":
      return named(rep.clientScopes, "name");
    case "roles":
      return [
        // the default role is named after its realm
        ...named(rep.roles?.realm, "name", "realm:").map((role) => ({
          ...role,
          key: `realm:${realmNeutral(role.label, rep.realm ?? "")}`,
        })),
        ...Object.entries(rep.roles?.client ?? {}).flatMap(([clientId, roles]) =>
          named(roles, "name", `client:${clientId}:`).map((role) => ({
            ...role,
            label: `${clientId} / ${role.label}`,
          })),
        ),
      ];
    case "groups":
      return groupObjects(rep.groups);
    case "flows":
      return [
        ...named(rep.authenticationFlows, "alias", "flow:"),
        ...named(rep.authenticatorConfig, "alias", "config:"),
      ];
    case "identityProviders":
      return [
        ...named(rep.identityProviders, "alias", "idp:"),
        ...(rep.identityProviderMappers ?? []).map((mapper) => {
          const label = `${mapper.identityProviderAlias ?? ""} / ${mapper.name ?? ""}`;
          return { key: `mapper:${mapper.identityProviderAlias}:${mapper.name}`, label, value: { ...mapper } };
        }),
      ];
    case "components":
      return Object.entries((rep.components ?? {}) as Components).flatMap(([type, list]) =>
        list.map((component) => ({
          // client registration policies come in pairs of one name, for anonymous and for authenticated requests
          key: `${type}:${component.providerId}:${component.subType ?? ""}:${component.name}`,
          label: `${component.name ?? ""} (${component.providerId ?? ""})`,
          value: component as Record<string, unknown>,
        })),
      );
  }
}
