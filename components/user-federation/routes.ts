import { screenRoute } from "@/components/console/screenRoutes";

const screen = () => import("./UserFederationScreen");
const data = { access: { any: ["view-realm"] }, title: "userFederation" };

// Keycloak shows the same provider cards at /ldap and /kerberos.
export const userFederationRoutes = [
  screenRoute("user-federation", screen, {
    ...data,
    nav: { group: "configure", order: 4, label: "userFederation" },
  }),
  screenRoute("user-federation/ldap", screen, data),
  screenRoute("user-federation/kerberos", screen, data),
] as const;
