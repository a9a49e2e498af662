// The user federation screens the accessibility sweep opens (e2e/support/screens.ts): the provider cards, LDAP's and
// Kerberos' screens, and the generic screens of any other user-storage type (the seeded readonly-property-file one).
import { ldapTabs } from "@/components/areas/user-federation/ldap/ldapTabs";
import { SEEDED, screen, tabbed, type SweptScreen } from "./sweptScreen";

const PROPERTY_FILE = "readonly-property-file";

export const USER_FEDERATION_SCREENS: readonly SweptScreen[] = [
  screen("user-federation", "user-federation", "User federation"),
  screen("user-federation/ldap", "user-federation/ldap", "User federation"),
  screen("user-federation/kerberos", "user-federation/kerberos", "User federation"),
  screen("user-federation/ldap/new", "user-federation/ldap/new", "Add LDAP provider"),
  ...tabbed(ldapTabs, SEEDED.ldapProvider, "ldapProvider"),
  screen(
    "user-federation/ldap/$id/mappers/$mapperId",
    "user-federation/ldap/{ldapProvider}/mappers/{ldapMapper}",
    SEEDED.ldapMapper,
  ),
  screen("user-federation/ldap/$id/mappers/$mapperId", "user-federation/ldap/{ldapProvider}/mappers/new", "Add mapper"),
  screen("user-federation/kerberos/new", "user-federation/kerberos/new", "Add Kerberos provider"),
  screen("user-federation/kerberos/$id", "user-federation/kerberos/{kerberosProvider}", SEEDED.kerberosProvider),
  screen(
    "user-federation/$providerId/new",
    `user-federation/${PROPERTY_FILE}/new`,
    "Add Readonly-property-file providers",
  ),
  screen(
    "user-federation/$providerId/$id",
    `user-federation/${PROPERTY_FILE}/{propertyFileProvider}`,
    SEEDED.propertyFileProvider,
  ),
  // a type the server does not offer is not found
  screen("user-federation/$providerId/new", "user-federation/no-such-type/new", "Page not found"),
];
