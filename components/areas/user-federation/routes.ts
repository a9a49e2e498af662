import { screenRoute, tabbedRoutes } from "@/components/shell/screenRoutes";
import { ldapTabs } from "./ldap/ldapTabs";

const screen = () => import("./UserFederationScreen");
const access = { any: ["view-realm"] };
const data = { access, title: "userFederation" };
const customProvider = () => import("./custom/CustomProviderScreen");

// Keycloak shows the same provider cards at /ldap and /kerberos.
export const userFederationRoutes = [
  screenRoute("user-federation", screen, {
    ...data,
    nav: { group: "configure", order: 4, label: "userFederation" },
  }),
  screenRoute("user-federation/ldap", screen, data),
  screenRoute("user-federation/kerberos", screen, data),
  screenRoute("user-federation/ldap/new", () => import("./ldap/NewLdapScreen"), { access, title: "addLdapProvider" }),
  ...tabbedRoutes(ldapTabs, () => import("./ldap/LdapDetailsScreen"), { access, title: "ldapProviderDetails" }),
  screenRoute("user-federation/ldap/$id/mappers/$mapperId", () => import("./mappers/LdapMapperScreen"), {
    access,
    title: "mappingDetails",
  }),
  screenRoute("user-federation/kerberos/new", () => import("./kerberos/NewKerberosScreen"), {
    access,
    title: "addKerberosProvider",
  }),
  screenRoute("user-federation/kerberos/$id", () => import("./kerberos/KerberosDetailsScreen"), {
    access,
    title: "kerberosProviderDetails",
  }),
  screenRoute("user-federation/$providerId/new", customProvider, { access, title: "addCustomProvider" }),
  screenRoute("user-federation/$providerId/$id", customProvider, { access, title: "customProviderDetails" }),
] as const;
