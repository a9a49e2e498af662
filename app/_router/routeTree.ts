import { indexRoute, realmRoute, rootRoute } from "@/components/console/realmRoute";
// One line per area: each area's routes.ts exports the array of its routes (children of realmRoute).
import { dashboardRoutes } from "@/components/dashboard/routes";
import { realmsRoutes } from "@/components/realms/routes";
import { eventsRoutes } from "@/components/events/routes";
import { userFederationRoutes } from "@/components/user-federation/routes";
import { authenticationRoutes } from "@/components/authentication/routes";
import { realmSettingsRoutes } from "@/components/realm-settings/routes";
import { createUserRoutes } from "@/components/users/create/routes";
import { userDetailsRoutes } from "@/components/users/details/routes";
import { roleDetailsRoutes } from "@/components/realm-roles/details/routes";
import { clientsRoutes } from "@/components/clients/routes";
import { clientScopesRoutes } from "@/components/client-scopes/routes";
import { clientAuthorizationRoutes } from "@/components/client-authorization/routes";
import { identityProvidersRoutes } from "@/components/identity-providers/routes";
import { organizationsRoutes } from "@/components/organizations/routes";
import { usersRoutes } from "@/components/users/routes";
import { groupsRoutes } from "@/components/groups/routes";
import { realmRolesRoutes } from "@/components/realm-roles/routes";
import { sessionsRoutes } from "@/components/sessions/routes";
import { pageSectionRootRoutes, pageSectionRoutes } from "@/components/page-section/routes";

export const routeTree = rootRoute.addChildren([
  indexRoute,
  ...pageSectionRootRoutes,
  realmRoute.addChildren([
    ...dashboardRoutes,
    ...realmsRoutes,
    ...eventsRoutes,
    ...userFederationRoutes,
    ...authenticationRoutes,
    ...realmSettingsRoutes,
    ...createUserRoutes,
    ...userDetailsRoutes,
    ...roleDetailsRoutes,
    ...clientsRoutes,
    ...clientScopesRoutes,
    ...clientAuthorizationRoutes,
    ...identityProvidersRoutes,
    ...organizationsRoutes,
    ...usersRoutes,
    ...groupsRoutes,
    ...realmRolesRoutes,
    ...sessionsRoutes,
    ...pageSectionRoutes,
  ]),
]);
