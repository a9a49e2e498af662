import type { AccessRule } from "@/lib/access";
import { expandOptionalSegments, routePathShape } from "./routePath";

// The spec's section 2 route table as data. Rows with "[/{tab}]" are written out as two paths;
// where the spec leaves a path open, Keycloak 26's admin console path is used.
// Every route in the tree is checked against this table (__tests__/router/routeAccess.test.ts).

export type SpecAccessEntry = { path: string; access: AccessRule };

const anyone: AccessRule = undefined;
const anyOf = (...permissions: string[]): AccessRule => ({ any: permissions });

const rows = (access: AccessRule, ...paths: string[]): SpecAccessEntry[] => paths.map((path) => ({ path, access }));

const clientAuthorization = "/$realm/clients/$clientId/authorization";
const clientPolicies = "/$realm/realm-settings/client-policies";
const userProfile = "/$realm/realm-settings/user-profile";
const identityProviders = "/$realm/identity-providers";
const userFederation = "/$realm/user-federation";

export const specAccessTable: readonly SpecAccessEntry[] = [
  ...rows(anyone, "/", "/$realm", "/$realm/$tab"),
  ...rows(anyOf("view-realm"), "/$realm/add-realm"),

  ...rows(
    anyOf("view-realm"),
    "/page-section/$providerId",
    "/$realm/page-section/$providerId",
    "/$realm/page-section/$providerId/$id",
    "/$realm/page-section/$providerId/add",
  ),

  ...rows(
    anyOf("view-realm", "view-identity-providers", "view-clients"),
    "/$realm/authentication",
    "/$realm/authentication/$tab",
  ),
  ...rows(anyOf("manage-authorization"), "/$realm/authentication/flows/create"),
  ...rows(
    anyOf("view-authorization"),
    "/$realm/authentication/$id/$usedBy",
    "/$realm/authentication/$id/$usedBy/$builtIn",
  ),

  ...rows(anyOf("view-clients"), "/$realm/client-scopes"),
  ...rows(anyOf("manage-clients"), "/$realm/client-scopes/new"),
  ...rows(anyOf("view-clients"), "/$realm/client-scopes/$id/$tab", "/$realm/client-scopes/$id/mappers/$mapperId"),

  ...rows(anyOf("query-clients"), "/$realm/clients", "/$realm/clients/$tab"),
  ...rows(
    anyOf("manage-clients"),
    "/$realm/clients/add-client",
    "/$realm/clients/import-client",
    "/$realm/clients/initialAccessToken/create",
  ),
  ...rows(anyOf("view-clients"), "/$realm/clients/client-registration/$subTab"),
  ...rows(
    anyOf("manage-clients"),
    "/$realm/clients/client-registration/$subTab/$providerId",
    "/$realm/clients/client-registration/$subTab/$providerId/$id",
  ),
  ...rows(anyOf("query-clients"), "/$realm/clients/$clientId/$tab"),
  ...rows(
    anyOf("view-clients"),
    "/$realm/clients/$clientId/clientScopes/$tab",
    "/$realm/clients/$clientId/clientScopes/dedicated",
    "/$realm/clients/$clientId/clientScopes/dedicated/$tab",
    "/$realm/clients/$clientId/clientScopes/dedicated/mappers/$mapperId",
  ),
  ...rows(anyOf("query-clients"), "/$realm/clients/$clientId/roles/new", "/$realm/clients/$clientId/roles/$id/$tab"),
  ...rows(anyOf("view-authorization", "manage-authorization"), `${clientAuthorization}/$tab`),
  ...rows(
    anyOf("manage-clients", "manage-authorization"),
    `${clientAuthorization}/permission/new/$permissionType`,
    `${clientAuthorization}/permission/new/$permissionType/$selectedId`,
    `${clientAuthorization}/policy/new/$policyType`,
    `${clientAuthorization}/resource/new`,
    `${clientAuthorization}/scope/new`,
  ),
  ...rows(
    anyOf("manage-clients", "view-authorization", "manage-authorization"),
    `${clientAuthorization}/permission/$permissionType/$permissionId`,
    `${clientAuthorization}/policy/$policyId/$policyType`,
    `${clientAuthorization}/resource`,
    `${clientAuthorization}/resource/$resourceId`,
  ),
  ...rows(
    anyOf("manage-clients", "view-authorization"),
    `${clientAuthorization}/scope`,
    `${clientAuthorization}/scope/$scopeId`,
  ),

  ...rows(anyOf("view-events"), "/$realm/events", "/$realm/events/$tab"),

  // "/{realm}/groups/*" also matches the bare list path
  ...rows(anyOf("query-groups"), "/$realm/groups", "/$realm/groups/$", "/$realm/groups/$id"),

  ...rows(anyOf("view-identity-providers"), identityProviders, `${identityProviders}/$providerId/$alias/$tab`),
  ...rows(
    anyOf("manage-identity-providers"),
    `${identityProviders}/keycloak-oidc/add`,
    `${identityProviders}/oidc/add`,
    `${identityProviders}/saml/add`,
    `${identityProviders}/$providerId/add`,
    `${identityProviders}/$providerId/$alias/$tab/create`,
    `${identityProviders}/$providerId/$alias/mappers/$id`,
  ),

  ...rows(anyOf("query-groups"), "/$realm/organizations"),
  ...rows(anyOf("manage-users"), "/$realm/organizations/new", "/$realm/organizations/$id/$tab"),

  ...rows(anyOf("view-realm"), "/$realm/roles"),
  ...rows(anyOf("manage-realm"), "/$realm/roles/new"),
  ...rows(anyOf("view-realm", "view-users"), "/$realm/roles/$id/$tab"),

  ...rows(
    anyOf("view-realm"),
    "/$realm/realm-settings",
    "/$realm/realm-settings/$tab",
    "/$realm/realm-settings/keys/$tab",
    "/$realm/realm-settings/keys/providers/$id/$providerType/settings",
    `${clientPolicies}/$tab`,
    `${userProfile}/$tab`,
    `${userProfile}/attributesGroup/new`,
    `${userProfile}/attributesGroup/edit/$name`,
  ),
  ...rows(
    anyOf("manage-realm"),
    `${clientPolicies}/$tab/add-profile`,
    `${clientPolicies}/$profileName/add-executor`,
    `${clientPolicies}/$profileName/edit-profile/$executorName`,
    `${clientPolicies}/$policyName/edit-policy`,
    `${userProfile}/attributes/add-attribute`,
    `${userProfile}/attributes/$attributeName/edit-attribute`,
  ),
  ...rows(anyOf("view-realm", "view-users"), `${clientPolicies}/$profileName/edit-profile`),
  ...rows(
    anyOf("manage-clients"),
    `${clientPolicies}/policies/add-client-policy`,
    `${clientPolicies}/$policyName/edit-policy/create-condition`,
    `${clientPolicies}/$policyName/edit-policy/$conditionName/edit-condition`,
  ),

  ...rows(anyOf("view-realm", "view-clients", "view-users"), "/$realm/sessions"),
  // not in the spec: issue 39's realm diff, read by who may view the realm (partial export asks no more)
  ...rows(anyOf("view-realm"), "/$realm/realm-diff"),

  // Not in the spec: the configuration advisor comes from issue 39; it reads the realm's configuration as a whole.
  ...rows(anyOf("view-realm"), "/$realm/advisor"),

  ...rows(
    anyOf("view-realm"),
    userFederation,
    `${userFederation}/kerberos`,
    `${userFederation}/ldap`,
    `${userFederation}/kerberos/new`,
    `${userFederation}/kerberos/$id`,
    `${userFederation}/ldap/new`,
    `${userFederation}/ldap/$id`,
    `${userFederation}/ldap/$id/$tab`,
    `${userFederation}/ldap/$id/mappers/$mapperId`,
    `${userFederation}/$providerId/new`,
    `${userFederation}/$providerId/$id`,
  ),

  ...rows(anyOf("query-users"), "/$realm/users", "/$realm/users/$tab", "/$realm/users/$id/$tab"),
  ...rows(anyOf("query-users", "query-groups"), "/$realm/users/add-user"),
];

const entriesByShape = new Map(specAccessTable.map((entry) => [routePathShape(entry.path), entry]));

/**
 * The table entries for a route path (parameter names may differ from the table's; an optional
 * parameter yields one entry per variant, undefined where a variant has no row).
 */
export function specAccessEntries(path: string): (SpecAccessEntry | undefined)[] {
  return expandOptionalSegments(routePathShape(path)).map((shape) => entriesByShape.get(shape));
}

/** The table entry for a path without optional parameters. */
export function specAccessEntry(path: string): SpecAccessEntry | undefined {
  return entriesByShape.get(routePathShape(path));
}

/**
 * One spelling per meaning, so rules compare by what they allow: a one-item "any" list is a
 * required permission, lists are sets.
 */
export function canonicalAccessRule(rule: AccessRule): { all: string[]; any: string[] } | undefined {
  const any = rule?.any ?? [];
  const all = rule?.all ?? [];
  const required = any.length === 1 ? [...all, ...any] : all;
  const oneOf = any.length === 1 ? [] : any;
  if (required.length === 0 && oneOf.length === 0) return undefined;
  return { all: [...new Set(required)].sort(), any: [...new Set(oneOf)].sort() };
}

export function sameAccessRule(a: AccessRule, b: AccessRule): boolean {
  return JSON.stringify(canonicalAccessRule(a)) === JSON.stringify(canonicalAccessRule(b));
}
