// The frame of the accessibility sweep's screen list (e2e/support/screens.ts): the swept realm, its seeded objects
// by name, and the helpers that turn a route and a path into a swept screen.
import type { TabList } from "@/lib/router/tabList";

export const SWEPT_REALM = "acme";

/** The seeded objects the details screens show, by the placeholder their paths use ("{user}"). */
export type SeededIds = {
  user: string;
  role: string;
  scope: string;
  mapper: string;
  group: string;
  subgroup: string;
  client: string;
  roleClient: string;
  clientRole: string;
  keyProvider: string;
  browserFlow: string;
  registrationPolicy: string;
  organization: string;
  authzClient: string;
  authzResource: string;
  authzScope: string;
  authzPolicy: string;
  authzPermission: string;
  ldapProvider: string;
  ldapMapper: string;
  kerberosProvider: string;
  propertyFileProvider: string;
  pageItem: string;
};

/** The seeded objects' names, to look their ids up and to know the details screens' headings. */
export const SEEDED = {
  user: "alice",
  role: "manager",
  scope: "profile",
  mapper: "username",
  group: "Engineering",
  subgroup: "Backend",
  // confidential with service accounts, so every tab of a client's details shows
  client: "acme-reporting",
  // a client with roles, and one of them
  roleClient: "acme-webapp",
  clientRole: "reader",
  // a key provider of the realm, which the keys tab links to its settings
  keyProvider: "rsa-generated",
  // the built-in browser flow, which the flow editor shows read-only
  browserFlow: "browser",
  // one of the client registration policies Keycloak gives every realm
  registrationPolicy: "Max Clients Limit",
  organization: "ACME Europe",
  // a client with authorization services and, in them, a resource, a scope, a role policy and a scope permission
  authzClient: "acme-documents",
  authzResource: "Document",
  authzScope: "document:view",
  authzPolicy: "Managers",
  authzPermission: "View documents",
  // the user-storage providers of dev-server/seed/acme.json, and a mapper of the LDAP one
  ldapProvider: "corporate-ldap",
  ldapMapper: "username",
  kerberosProvider: "corporate-kerberos",
  // a provider of the third user-storage type, which the generic provider screen shows
  propertyFileProvider: "Contractors file",
  // an item of the example declarative admin page (PAGE_PROVIDER)
  pageItem: "Review admin roles",
} as const satisfies SeededIds;

/** The example declarative admin page: the dev server's UI page provider. */
export const PAGE_PROVIDER = "Todo";
/** Its name, which the example's admin messages give it. */
export const PAGE_PROVIDER_NAME = "Example: to-do list";

export type SweptScreen = {
  /** The route's full path in the route tree; undefined for what no route answers (the not-found page). */
  route: string | undefined;
  /** The hash the sweep opens, with placeholders for the seeded objects' ids ("/acme/users/{user}/settings"). */
  path: string;
  /** The screen's level-1 heading, which the sweep waits for. */
  heading: string | RegExp;
};

export const inRealm = (path: string) => `/${SWEPT_REALM}${path ? `/${path}` : ""}`;

export const screen = (route: string, path: string, heading: string | RegExp): SweptScreen => ({
  route: `/$realm${route ? `/${route}` : ""}`,
  path: inRealm(path),
  heading,
});

/** A tabbed screen: its bare path when it has one, then every tab's own URL; `ids` fills the path's parameter. */
export function tabbed(tabs: TabList<string, string>, heading: string | RegExp, id?: keyof SeededIds): SweptScreen[] {
  const path = id ? tabs.path.replace(/\$(id|clientId)\b/, `{${id}}`) : tabs.path;
  return [
    ...(tabs.bare ? [screen(tabs.path, path, heading)] : []),
    ...tabs.tabs.map((tab) => screen(tabs.tabPath, path ? `${path}/${tab}` : tab, heading)),
  ];
}
