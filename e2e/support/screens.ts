// Every screen of the console as the accessibility sweep (e2e/accessibility.spec.ts) opens it: each route of the route
// tree (app/_router/routeTree.ts) and each tab of a tabbed screen, the details screens showing objects of the seeded
// acme realm. __tests__/router/accessibilitySweep.test.ts fails when a route of the tree is missing here.
import { authenticationTabs } from "@/components/areas/authentication/authenticationTabs";
import { clientListTabs } from "@/components/areas/clients/clientListTabs";
import { clientRegistrationTabs } from "@/components/areas/clients/registration/clientRegistrationTabs";
import { clientTabs } from "@/components/areas/clients/details/clientTabs";
import { clientRoleTabs } from "@/components/areas/clients/details/roles/clientRoleTabs";
import {
  clientScopesTabs,
  dedicatedScopeTabs,
} from "@/components/areas/clients/details/client-scopes/clientScopesTabs";
import { clientScopeTabs } from "@/components/areas/client-scopes/details/clientScopeTabs";
import { authorizationTabs } from "@/components/areas/client-authorization/authorizationTabs";
import { dashboardTabs } from "@/components/areas/dashboard/dashboardTabs";
import { eventTabs } from "@/components/areas/events/eventTabs";
import { GROUP_TABS } from "@/components/areas/groups/groupLocation";
import { identityProviderTabs } from "@/components/areas/identity-providers/identityProviderTabs";
import { roleTabs } from "@/components/areas/realm-roles/details/roleTabs";
import { realmSettingsTabs } from "@/components/areas/realm-settings/realmSettingsTabs";
import { userProfileTabs } from "@/components/areas/realm-settings/user-profile/userProfileTabs";
import { keysTabs } from "@/components/areas/realm-settings/keys/keysTabs";
import { clientPoliciesTabs } from "@/components/areas/realm-settings/client-policies/clientPoliciesTabs";
import { organizationTabs } from "@/components/areas/organizations/details/organizationTabs";
import { userTabs } from "@/components/areas/users/details/userTabs";
import { userListTabs } from "@/components/areas/users/userListTabs";
import { USER_FEDERATION_SCREENS } from "./userFederationScreens";
import {
  PAGE_PROVIDER,
  PAGE_PROVIDER_NAME,
  SEEDED,
  SWEPT_REALM,
  inRealm,
  screen,
  tabbed,
  type SeededIds,
  type SweptScreen,
} from "./sweptScreen";

export { PAGE_PROVIDER, SEEDED, SWEPT_REALM, type SeededIds, type SweptScreen };

const CP = "realm-settings/client-policies";
const AUTHZ = "clients/$clientId/authorization";
const AUTHZ_PATH = "clients/{authzClient}/authorization";

export const SWEPT_SCREENS: readonly SweptScreen[] = [
  { route: "/", path: "/", heading: "master realm" },
  ...tabbed(dashboardTabs, `${SWEPT_REALM} realm`),
  screen("add-realm", "add-realm", "Create realm"),
  ...tabbed(eventTabs, "Events"),
  ...USER_FEDERATION_SCREENS,
  ...tabbed(authenticationTabs, "Authentication"),
  screen("authentication/$id/$usedBy", "authentication/{browserFlow}/DEFAULT", SEEDED.browserFlow),
  screen("authentication/$id/$usedBy/$builtIn", "authentication/{browserFlow}/DEFAULT/builtIn", SEEDED.browserFlow),
  screen("authentication/flows/create", "authentication/flows/create", "Create flow"),
  // the realm's display name, which e2e/realm-settings.spec.ts changes
  ...tabbed(realmSettingsTabs, /^ACME /),
  ...tabbed(userProfileTabs, /^ACME /),
  screen(
    "realm-settings/user-profile/attributes/add-attribute",
    "realm-settings/user-profile/attributes/add-attribute",
    "Create attribute",
  ),
  screen(
    "realm-settings/user-profile/attributes/$attributeName/edit-attribute",
    "realm-settings/user-profile/attributes/email/edit-attribute",
    "email",
  ),
  screen(
    "realm-settings/user-profile/attributesGroup/new",
    "realm-settings/user-profile/attributesGroup/new",
    "Create attributes group",
  ),
  screen(
    "realm-settings/user-profile/attributesGroup/edit/$name",
    "realm-settings/user-profile/attributesGroup/edit/user-metadata",
    "user-metadata",
  ),
  ...keysTabs.tabs.map((tab) => screen(keysTabs.tabPath, `realm-settings/keys/${tab}`, /^ACME /)),
  screen(
    "realm-settings/keys/providers/$id/$providerType/settings",
    "realm-settings/keys/providers/{keyProvider}/rsa-generated/settings",
    SEEDED.keyProvider,
  ),
  ...tabbed(clientPoliciesTabs, /^ACME /),
  // acme's own profile and policy (dev-server/seed/acme.json), editable, rather than a read-only global profile
  screen(`${CP}/$tab/add-profile`, `${CP}/profiles/add-profile`, "Create client profile"),
  screen(`${CP}/$profileName/edit-profile`, `${CP}/acme-profile/edit-profile`, "acme-profile"),
  screen(`${CP}/$profileName/add-executor`, `${CP}/acme-profile/add-executor`, "Add executor"),
  screen(
    `${CP}/$profileName/edit-profile/$executorName`,
    `${CP}/acme-profile/edit-profile/pkce-enforcer`,
    "Executor details",
  ),
  screen(`${CP}/policies/add-client-policy`, `${CP}/policies/add-client-policy`, "Create client policy"),
  screen(`${CP}/$policyName/edit-policy`, `${CP}/acme-policy/edit-policy`, "acme-policy"),
  screen(
    `${CP}/$policyName/edit-policy/create-condition`,
    `${CP}/acme-policy/edit-policy/create-condition`,
    "Add condition",
  ),
  screen(
    `${CP}/$policyName/edit-policy/$conditionName/edit-condition`,
    `${CP}/acme-policy/edit-policy/client-access-type/edit-condition`,
    "Edit condition",
  ),
  ...tabbed(userListTabs, "Users"),
  screen("users/add-user", "users/add-user", "Create user"),
  ...tabbed(userTabs, SEEDED.user, "user"),
  screen("roles", "roles", "Realm roles"),
  screen("roles/new", "roles/new", "Create role"),
  ...tabbed(roleTabs, SEEDED.role, "role"),
  ...tabbed(clientListTabs, "Clients"),
  screen("clients/add-client", "clients/add-client", "Create client"),
  screen("clients/import-client", "clients/import-client", "Import client"),
  screen("clients/initialAccessToken/create", "clients/initialAccessToken/create", "Create access token"),
  ...tabbed(clientRegistrationTabs, "Clients"),
  screen(
    "clients/client-registration/$subTab/$providerId",
    "clients/client-registration/anonymous/max-clients",
    "Create policy",
  ),
  screen(
    "clients/client-registration/$subTab/$providerId/$id",
    "clients/client-registration/anonymous/max-clients/{registrationPolicy}",
    SEEDED.registrationPolicy,
  ),
  // the seeded client has no authorization services (its tab would be Page Not Found): the authorization client's is
  ...tabbed(clientTabs, SEEDED.client, "client").filter((swept) => !swept.path.endsWith("/authorization")),
  screen("clients/$clientId/roles/new", "clients/{client}/roles/new", "Create role"),
  ...clientRoleTabs.tabs.map((tab) =>
    screen(clientRoleTabs.tabPath, `clients/{roleClient}/roles/{clientRole}/${tab}`, SEEDED.clientRole),
  ),
  ...tabbed(clientScopesTabs, SEEDED.client, "client"),
  ...tabbed(dedicatedScopeTabs, `${SEEDED.client}-dedicated`, "client"),
  // a new mapper's form: the seeded client has no mapper of its own
  screen(
    "clients/$clientId/clientScopes/dedicated/mappers/$mapperId",
    "clients/{client}/clientScopes/dedicated/mappers/oidc-hardcoded-claim-mapper",
    "Add mapper",
  ),
  ...tabbed(authorizationTabs, SEEDED.authzClient, "authzClient"),
  screen(`${AUTHZ}/resource/new`, `${AUTHZ_PATH}/resource/new`, "Create resource"),
  screen(`${AUTHZ}/resource/$resourceId`, `${AUTHZ_PATH}/resource/{authzResource}`, SEEDED.authzResource),
  screen(`${AUTHZ}/scope/new`, `${AUTHZ_PATH}/scope/new`, "Create authorization scope"),
  screen(`${AUTHZ}/scope/$scopeId`, `${AUTHZ_PATH}/scope/{authzScope}`, SEEDED.authzScope),
  screen(`${AUTHZ}/policy/new/$policyType`, `${AUTHZ_PATH}/policy/new/time`, "Create Time policy"),
  screen(`${AUTHZ}/policy/$policyId/$policyType`, `${AUTHZ_PATH}/policy/{authzPolicy}/role`, SEEDED.authzPolicy),
  screen(
    `${AUTHZ}/permission/new/$permissionType`,
    `${AUTHZ_PATH}/permission/new/scope`,
    "Create scope-based permission",
  ),
  screen(
    `${AUTHZ}/permission/new/$permissionType/$selectedId`,
    `${AUTHZ_PATH}/permission/new/resource/{authzResource}`,
    "Create resource-based permission",
  ),
  screen(
    `${AUTHZ}/permission/$permissionType/$permissionId`,
    `${AUTHZ_PATH}/permission/scope/{authzPermission}`,
    SEEDED.authzPermission,
  ),
  screen("client-scopes", "client-scopes", "Client scopes"),
  screen("client-scopes/new", "client-scopes/new", "Create client scope"),
  ...tabbed(clientScopeTabs, SEEDED.scope, "scope"),
  screen("client-scopes/$id/mappers/$mapperId", "client-scopes/{scope}/mappers/{mapper}", SEEDED.mapper),
  screen("identity-providers", "identity-providers", "Identity providers"),
  screen("identity-providers/keycloak-oidc/add", "identity-providers/keycloak-oidc/add", /^Add Keycloak OpenID/),
  screen("identity-providers/oidc/add", "identity-providers/oidc/add", /^Add OpenID Connect/),
  screen("identity-providers/saml/add", "identity-providers/saml/add", /^Add SAML/),
  screen("identity-providers/$providerId/add", "identity-providers/github/add", /^Add GitHub/),
  ...identityProviderTabs.tabs.map((tab) =>
    screen(identityProviderTabs.tabPath, `identity-providers/oidc/corporate-sso/${tab}`, "Corporate SSO"),
  ),
  // the router answers .../mappers/create with the edit route's screen, which shows the new mapper's form
  screen(
    "identity-providers/$providerId/$alias/$tab/create",
    "identity-providers/oidc/corporate-sso/mappers/create",
    "Add identity provider mapper",
  ),
  // acme's seeded "department" attribute importer (dev-server/seed/acme.json)
  screen(
    "identity-providers/$providerId/$alias/mappers/$id",
    "identity-providers/oidc/corporate-sso/mappers/eecc58b4-1f2e-5dca-9703-3f3a4c36d22e",
    "department",
  ),
  screen("organizations", "organizations", "Organizations"),
  screen("organizations/new", "organizations/new", "Create organization"),
  ...tabbed(organizationTabs, SEEDED.organization, "organization"),
  screen("groups/$", "groups", "Groups"),
  ...GROUP_TABS.map((tab) =>
    screen("groups/$", tab === "child-groups" ? "groups/{group}" : `groups/{group}/${tab}`, SEEDED.group),
  ),
  screen("groups/$", "groups/{group}/{subgroup}", SEEDED.subgroup),
  screen("sessions", "sessions", "Sessions"),
  screen("realm-diff", "realm-diff", "Realm diff"),
  screen("advisor", "advisor", "Advisor"),
  screen("page-section/$providerId", `page-section/${PAGE_PROVIDER}`, PAGE_PROVIDER_NAME),
  screen("page-section/$providerId/add", `page-section/${PAGE_PROVIDER}/add`, "Create item"),
  screen("page-section/$providerId/$id", `page-section/${PAGE_PROVIDER}/{pageItem}`, SEEDED.pageItem),
  // the official console's path without a realm opens the page in the console's realm
  { route: "/page-section/$providerId", path: `/page-section/${PAGE_PROVIDER}`, heading: PAGE_PROVIDER_NAME },
  { route: undefined, path: inRealm("no/such/page"), heading: "Page not found" },
];

/** The hash of a swept screen, its placeholders replaced by the seeded objects' ids. */
export const sweptHash = (path: string, ids: SeededIds) =>
  path.replace(/\{(\w+)\}/g, (_, key: keyof SeededIds) => encodeURIComponent(ids[key]));
