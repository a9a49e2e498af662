import { hasNavAccess } from "@/lib/access";
import type { NavGroup } from "@/lib/router/staticData";
import { routePathShape } from "@/lib/router/routePath";
import { specAccessEntry } from "@/lib/router/specAccessTable";

export type NavItem = {
  /** Message key of the label, or the label itself for provider-defined pages. */
  label: string;
  translate: boolean;
  /** Route path pattern, e.g. "/$realm/users". */
  to: string;
  params: Record<string, string>;
};

export type NavSection = { group: NavGroup; label: NavGroup; items: NavItem[] };

type NavDefinition = { label: string; to: string };

const ORGANIZATIONS: NavDefinition = { label: "organizations", to: "/$realm/organizations" };

const MANAGE: NavDefinition[] = [
  { label: "clients", to: "/$realm/clients" },
  { label: "clientScopes", to: "/$realm/client-scopes" },
  { label: "realmRoles", to: "/$realm/roles" },
  { label: "users", to: "/$realm/users" },
  { label: "groups", to: "/$realm/groups" },
  { label: "sessions", to: "/$realm/sessions" },
  { label: "events", to: "/$realm/events" },
];

const CONFIGURE: NavDefinition[] = [
  { label: "realmSettings", to: "/$realm/realm-settings" },
  { label: "authentication", to: "/$realm/authentication" },
  { label: "identityProviders", to: "/$realm/identity-providers" },
  { label: "userFederation", to: "/$realm/user-federation" },
];

const PROVIDER_PAGE = "/$realm/page-section/$providerId";

export const MANAGE_GROUP_PERMISSIONS = ["view-realm", "query-groups", "query-users", "query-clients", "view-events"];
export const CONFIGURE_GROUP_PERMISSIONS = ["view-realm", "query-clients", "view-identity-providers"];

export type NavigationInput = {
  realm: string;
  permissions: readonly string[];
  /** Shapes of the registered routes (registeredRouteShapes); items of missing routes are left out. */
  registeredShapes: ReadonlySet<string>;
  /** The organizations feature and the realm's organizationsEnabled flag are both on. */
  organizationsEnabled: boolean;
  /** Provider ids of the UI pages when the declarative UI feature is on. */
  providerPages: readonly string[];
  onCreateRealmPage: boolean;
};

/**
 * The sidebar's groups and items: an item shows when its route exists and the user holds any of
 * the permissions the spec's table names for it; a group shows when the user holds any of its
 * permissions and it has an item. Nothing shows on the create-realm page.
 */
export function navigationSections(input: NavigationInput): NavSection[] {
  if (input.onCreateRealmPage) return [];
  const holdsAny = (permissions: readonly string[]) => permissions.some((p) => input.permissions.includes(p));
  const visible = (definition: NavDefinition, params: Record<string, string> = {}): NavItem[] => {
    if (!input.registeredShapes.has(routePathShape(definition.to))) return [];
    if (!hasNavAccess(specAccessEntry(definition.to)?.access, input.permissions)) return [];
    return [
      {
        label: definition.label,
        translate: !params.providerId,
        to: definition.to,
        params: { realm: input.realm, ...params },
      },
    ];
  };

  const manage = [...(input.organizationsEnabled ? [ORGANIZATIONS] : []), ...MANAGE].flatMap((item) => visible(item));
  const configure = [
    ...CONFIGURE.flatMap((item) => visible(item)),
    ...input.providerPages.flatMap((providerId) => visible({ label: providerId, to: PROVIDER_PAGE }, { providerId })),
  ];

  const sections: NavSection[] = [];
  if (holdsAny(MANAGE_GROUP_PERMISSIONS) && manage.length > 0)
    sections.push({ group: "manage", label: "manage", items: manage });
  if (holdsAny(CONFIGURE_GROUP_PERMISSIONS) && configure.length > 0) {
    sections.push({ group: "configure", label: "configure", items: configure });
  }
  return sections;
}
