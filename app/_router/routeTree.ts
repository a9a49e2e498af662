import { indexRoute, realmRoute, rootRoute } from "@/components/shell/realmRoute";
// One line per area: each area's routes.ts exports the array of its routes (children of realmRoute).
import { dashboardRoutes } from "@/components/areas/dashboard/routes";
import { realmsRoutes } from "@/components/areas/realms/routes";
import { eventsRoutes } from "@/components/areas/events/routes";
import { userFederationRoutes } from "@/components/areas/user-federation/routes";
import { authenticationRoutes } from "@/components/areas/authentication/routes";
import { realmSettingsRoutes } from "@/components/areas/realm-settings/routes";
import { createUserRoutes } from "@/components/areas/users/create/routes";
import { userDetailsRoutes } from "@/components/areas/users/details/routes";
import { roleDetailsRoutes } from "@/components/areas/realm-roles/details/routes";
import { clientsRoutes } from "@/components/areas/clients/routes";
import { clientScopesRoutes } from "@/components/areas/client-scopes/routes";
import { clientAuthorizationRoutes } from "@/components/areas/client-authorization/routes";
import { identityProvidersRoutes } from "@/components/areas/identity-providers/routes";
import { organizationsRoutes } from "@/components/areas/organizations/routes";
import { usersRoutes } from "@/components/areas/users/routes";
import { groupsRoutes } from "@/components/areas/groups/routes";
import { realmRolesRoutes } from "@/components/areas/realm-roles/routes";
import { sessionsRoutes } from "@/components/areas/sessions/routes";
import { realmDiffRoutes } from "@/components/areas/realm-diff/routes";
import { advisorRoutes } from "@/components/areas/advisor/routes";
import { pageSectionRootRoutes, pageSectionRoutes } from "@/components/areas/page-section/routes";

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
    ...realmDiffRoutes,
    ...advisorRoutes,
    ...pageSectionRoutes,
  ]),
]);
