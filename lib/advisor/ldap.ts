import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { Subject } from "./types";

/** The LDAP providers among the realm's user-storage components. */
export const ldapProviders = (components: readonly ComponentRepresentation[]) =>
  components.filter((component) => component.providerId === "ldap");

export const ldapSubject = (component: ComponentRepresentation): Subject => ({
  kind: "userStorage",
  id: component.id ?? "",
  name: component.name ?? "",
  providerId: component.providerId ?? "",
});
