// An organization's members and identity providers as Keycloak relates them: a member is MANAGED when the
// organization's identity provider brought it in (the user is linked to one of the organization's providers), and a
// provider serves at most one organization, under one of that organization's domains.
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type { OrganizationRecord, RealmData, UserRecord } from "../store/model.js";
import { leaveOrganizationGroups } from "./organizationGroups.js";

/** The identity-provider config keys Keycloak reads for an organization's provider. */
export const ORG_DOMAIN_CONFIG = "kc.org.domain";
/** Keycloak's value of kc.org.domain for "any of the organization's domains". */
export const ANY_DOMAIN = "ANY";

export type MembershipType = "MANAGED" | "UNMANAGED";

export function membershipType(org: OrganizationRecord, user: UserRecord): MembershipType {
  const linked = new Set(org.identityProviderAliases);
  return user.federatedIdentities.some((link) => linked.has(link.identityProvider ?? "")) ? "MANAGED" : "UNMANAGED";
}

/**
 * Why the provider cannot be linked to the organization, with Keycloak's status: already linked here (409) or
 * linked to another organization (400). Its domain is checked only when the provider itself is updated.
 */
export function identityProviderLinkProblem(
  realm: RealmData,
  org: OrganizationRecord,
  alias: string,
): { status: 400 | 409; message: string } | undefined {
  if (org.identityProviderAliases.includes(alias))
    return { status: 409, message: "Identity provider already associated to the organization" };
  if ([...realm.organizations.values()].some((other) => other.identityProviderAliases.includes(alias)))
    return { status: 400, message: "Identity provider already associated with a different organization" };
  return undefined;
}

/** Keycloak's refusal of an update that sets a linked provider to a domain its organization does not own */
export function linkedDomainProblem(realm: RealmData, idp: IdentityProviderRepresentation): string | undefined {
  const org = idp.organizationId ? realm.organizations.get(idp.organizationId) : undefined;
  const domain = idp.config?.[ORG_DOMAIN_CONFIG]?.trim();
  if (!org || !domain || domain === ANY_DOMAIN || (org.domains ?? []).some((d) => d.name === domain)) return undefined;
  return "Domain does not match any domain from the organization";
}

/** An unlinked provider no longer serves a domain of the organization. */
export function unlinkIdentityProvider(realm: RealmData, org: OrganizationRecord, alias: string): void {
  org.identityProviderAliases = org.identityProviderAliases.filter((a) => a !== alias);
  const provider = realm.identityProviders.get(alias);
  if (!provider) return;
  delete provider.organizationId;
  delete provider.config?.[ORG_DOMAIN_CONFIG];
}

/** A domain the organization gives up is taken off the providers that served it (Keycloak's OrganizationAdapter). */
export function releaseRemovedDomains(realm: RealmData, org: OrganizationRecord, kept: readonly string[]): void {
  for (const alias of org.identityProviderAliases) {
    const config = realm.identityProviders.get(alias)?.config;
    const domain = config?.[ORG_DOMAIN_CONFIG];
    if (config && domain && domain !== ANY_DOMAIN && !kept.includes(domain)) delete config[ORG_DOMAIN_CONFIG];
  }
}

/** Unlinks every provider of an organization that goes away; the providers stay in the realm. */
export function unlinkAllIdentityProviders(realm: RealmData, org: OrganizationRecord): void {
  for (const alias of org.identityProviderAliases) unlinkIdentityProvider(realm, org, alias);
}

/** Users who go away leave every organization, and its groups. */
export function removeFromOrganizations(realm: RealmData, userIds: ReadonlySet<string>): void {
  for (const org of realm.organizations.values()) {
    org.memberIds = org.memberIds.filter((id) => !userIds.has(id));
    for (const id of userIds) leaveOrganizationGroups(org, id);
  }
}
