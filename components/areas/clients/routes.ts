import { screenRoute, tabRoute, tabbedRoutes } from "@/components/shell/screenRoutes";
import { clientListTabs } from "./clientListTabs";
import { clientRegistrationTabs } from "./registration/clientRegistrationTabs";
import { clientTabs } from "./details/clientTabs";
import { clientRoleTabs } from "./details/roles/clientRoleTabs";
import { clientScopesTabs, dedicatedScopeTabs } from "./details/client-scopes/clientScopesTabs";

export const clientsRoutes = [
  ...tabbedRoutes(clientListTabs, () => import("./ClientsScreen"), {
    access: { any: ["query-clients"] },
    title: "clients",
    nav: { group: "manage", order: 1, label: "clients" },
  }),
  screenRoute("clients/add-client", () => import("./add/CreateClientScreen"), {
    access: { any: ["manage-clients"] },
    title: "createClient",
  }),
  screenRoute("clients/import-client", () => import("./import/ImportClientScreen"), {
    access: { any: ["manage-clients"] },
    title: "importClient",
  }),
  screenRoute("clients/initialAccessToken/create", () => import("./registration/CreateInitialAccessTokenScreen"), {
    access: { any: ["manage-clients"] },
    title: "createToken",
  }),
  tabRoute(clientRegistrationTabs, () => import("./registration/ClientRegistrationSubTabScreen"), {
    access: { any: ["view-clients"] },
    title: "clientRegistration",
  }),
  screenRoute(
    "clients/client-registration/$subTab/$providerId",
    () => import("./registration/RegistrationPolicyScreen"),
    { access: { any: ["manage-clients"] }, title: "createPolicy" },
  ),
  screenRoute(
    "clients/client-registration/$subTab/$providerId/$id",
    () => import("./registration/RegistrationPolicyScreen"),
    { access: { any: ["manage-clients"] }, title: "clientRegistrationPolicy" },
  ),
  tabRoute(clientTabs, () => import("./details/ClientDetailsScreen"), {
    access: { any: ["query-clients"] },
    title: "clientDetails",
  }),
  screenRoute("clients/$clientId/roles/new", () => import("./details/roles/CreateClientRoleScreen"), {
    access: { any: ["query-clients"] },
    title: "createRole",
  }),
  tabRoute(clientRoleTabs, () => import("./details/roles/ClientRoleDetailsScreen"), {
    access: { any: ["query-clients"] },
    title: "roleDetails",
  }),
  tabRoute(clientScopesTabs, () => import("./details/client-scopes/ClientScopesSubTabScreen"), {
    access: { any: ["view-clients"] },
    title: "clientDetails",
  }),
  ...tabbedRoutes(dedicatedScopeTabs, () => import("./details/client-scopes/dedicated/DedicatedScopeScreen"), {
    access: { any: ["view-clients"] },
    title: "dedicatedScopes",
  }),
  screenRoute(
    "clients/$clientId/clientScopes/dedicated/mappers/$mapperId",
    () => import("./details/client-scopes/dedicated/DedicatedMapperScreen"),
    { access: { any: ["view-clients"] }, title: "mappingDetails" },
  ),
] as const;
