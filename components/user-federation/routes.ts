import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";

const UserFederationScreen = lazyRouteComponent(() => import("./UserFederationScreen"));
const access = { any: ["view-realm"] };

// Keycloak shows the same provider cards at /ldap and /kerberos.
const listRoute = (path: string) =>
  createRoute({
    getParentRoute: () => realmRoute,
    path,
    component: UserFederationScreen,
    staticData: { access, title: "userFederation" },
  });

export const userFederationRoute = listRoute("user-federation");
export const userFederationLdapRoute = listRoute("user-federation/ldap");
export const userFederationKerberosRoute = listRoute("user-federation/kerberos");

export const userFederationRoutes = [
  userFederationRoute,
  userFederationLdapRoute,
  userFederationKerberosRoute,
] as const;
