// OrganizationRepresentation: an organization with its domains; members and providers are linked by their own calls.
import type OrganizationDomainRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationDomainRepresentation.js";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import { flag, list, nested, representation, text, TEXT_MAX, textListMap } from "./jackson.js";

export const organizationSchema = representation<OrganizationRepresentation>({
  id: text(),
  name: text(),
  alias: text(),
  description: text(TEXT_MAX),
  redirectUrl: text(),
  enabled: flag(),
  attributes: textListMap(),
  domains: list(nested<OrganizationDomainRepresentation>({ name: text(), verified: flag() })),
});
