import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { realmKey } from "../keys";

/** The membership type is not in the admin client's type; Keycloak adds it when listing a member's organizations. */
export type OrganizationRow = OrganizationRepresentation & { membershipType?: string };

/** A member as GET /organizations/{id}/members answers: the user and how it belongs (MANAGED or UNMANAGED). */
export type OrganizationMemberRow = UserRepresentation & { membershipType?: string };

/** Keycloak's membership types: managed members came in through the organization's identity provider. */
export const MEMBERSHIP_TYPES = ["MANAGED", "UNMANAGED"] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** The identity-provider config keys Keycloak reads for an organization's provider. */
export const ORG_DOMAIN_CONFIG = "kc.org.domain";
export const ORG_REDIRECT_EMAIL_MATCHES_CONFIG = "kc.org.broker.redirect.mode.email-matches";

/** Every cached read of the realm's organizations: the list's pages, each organization and its parts. */
export const organizationKeys = {
  all: (realm: string) => [...realmKey(realm), "organizations"] as const,
  /** The list's pages; the table appends { first, max, search }. */
  list: (realm: string) => [...organizationKeys.all(realm), "list"] as const,
  detail: (realm: string, id: string) => [...organizationKeys.all(realm), "detail", id] as const,
  part: (
    realm: string,
    id: string,
    part: "members" | "identity-providers" | "member-picker" | "linkable" | "invitations",
    ...rest: unknown[]
  ) => [...organizationKeys.detail(realm, id), part, ...rest] as const,
};
