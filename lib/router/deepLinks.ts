import { routePathSegments } from "./routePath";

// Paths of Keycloak 26's official admin console (js/apps/admin-ui/src/**/routes/*.tsx) that name a screen of this
// console differently. Both consoles share every other path, so a bookmark or a link from Keycloak's documentation
// lands on the same screen here. The table is read only for a path no route answers (the not-found handler), so a
// row can never hide a screen. "$name" segments are carried over by name; any other segment must match literally.

export type DeepLink = {
  /** the official console's path */
  from: string;
  /** this console's path for the same screen, or the nearest one where it has no screen of that name */
  to: string;
};

const clientScopeMapper = "/$realm/client-scopes/$id/mappers/$mapperId";
const dedicatedMapper = "/$realm/clients/$clientId/clientScopes/dedicated/mappers/$mapperId";
const authorization = "/$realm/clients/$clientId/authorization";

export const DEEP_LINKS: readonly DeepLink[] = [
  // the official console names a mapper's form "edit" or "new" in a last segment; here the mapper's id (or, for a
  // new one, its type) says which
  { from: `${clientScopeMapper}/edit`, to: clientScopeMapper },
  { from: `${clientScopeMapper}/new`, to: clientScopeMapper },
  { from: `${dedicatedMapper}/edit`, to: dedicatedMapper },
  { from: `${dedicatedMapper}/new`, to: dedicatedMapper },
  // a client's own mappers live in its dedicated scope
  { from: "/$realm/clients/$clientId/mappers", to: "/$realm/clients/$clientId/clientScopes/dedicated" },
  // without an id the official console opens the create form
  { from: `${authorization}/resource`, to: `${authorization}/resource/new` },
  { from: `${authorization}/scope`, to: `${authorization}/scope/new` },
  // the themes tab has no sub-tabs here
  { from: "/$realm/realm-settings/themes/settings", to: "/$realm/realm-settings/themes" },
  { from: "/$realm/realm-settings/themes/colors", to: "/$realm/realm-settings/themes" },
  // the unmanaged attributes policy is set on the general tab, as in Keycloak 26.0
  { from: "/$realm/realm-settings/user-profile/unmanaged-attributes", to: "/$realm/realm-settings/general" },
  { from: "/$realm/organizations/$id/identityProviders", to: "/$realm/organizations/$id/identity-providers" },
  { from: "/$realm/users/$id/user-events", to: "/$realm/users/$id/events" },
];

/** The values of a row's "$name" segments in the path, or undefined when the path is not that row's. */
function matchSegments(pattern: string[], segments: string[]): Map<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const values = new Map<string, string>();
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index];
    if (part.startsWith("$")) {
      if (segment === "") return undefined;
      values.set(part, segment);
    } else if (part !== segment) return undefined;
  }
  return values;
}

/** Where an official console's path lands here (a path with its query dropped), or undefined when it is no deep link. */
export function deepLinkTarget(pathname: string, links: readonly DeepLink[] = DEEP_LINKS): string | undefined {
  const segments = routePathSegments(pathname);
  for (const { from, to } of links) {
    const values = matchSegments(routePathSegments(from), segments);
    if (values)
      return (
        "/" +
        routePathSegments(to)
          .map((part) => (part.startsWith("$") ? (values.get(part) ?? part) : part))
          .join("/")
      );
  }
  return undefined;
}
