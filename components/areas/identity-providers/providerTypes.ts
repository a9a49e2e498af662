import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";

/** A kind of identity provider the server can broker to, e.g. { id: "oidc", name: "OpenID Connect v1.0" }. */
export type ProviderType = { id: string; name: string };

export type ProviderTypes = { userDefined: ProviderType[]; social: ProviderType[] };

/** Keycloak's own provider kinds, for a server info without them (e.g. an admin who may not read it). */
export const KEYCLOAK_PROVIDER_TYPES: ProviderTypes = {
  userDefined: [
    { id: "keycloak-oidc", name: "Keycloak OpenID Connect" },
    { id: "oidc", name: "OpenID Connect v1.0" },
    { id: "saml", name: "SAML v2.0" },
  ],
  social: [
    { id: "bitbucket", name: "BitBucket" },
    { id: "facebook", name: "Facebook" },
    { id: "github", name: "GitHub" },
    { id: "gitlab", name: "GitLab" },
    { id: "google", name: "Google" },
    { id: "instagram", name: "Instagram" },
    { id: "linkedin-openid-connect", name: "LinkedIn" },
    { id: "microsoft", name: "Microsoft" },
    { id: "openshift-v4", name: "Openshift v4" },
    { id: "paypal", name: "PayPal" },
    { id: "stackoverflow", name: "StackOverflow" },
    { id: "twitter", name: "Twitter" },
  ],
};

function readTypes(list: Record<string, string>[] | undefined): ProviderType[] {
  return (list ?? []).filter((entry) => entry.id).map((entry) => ({ id: entry.id, name: entry.name || entry.id }));
}

const byName = (a: ProviderType, b: ProviderType) => a.name.localeCompare(b.name);

/**
 * The provider kinds from server info (social ones by name), or Keycloak's when the server names none. Keycloak 26.7
 * lists the social kinds among its identity providers too (grouped "Social"): they are offered once, as social.
 */
export function providerTypes(serverInfo: ServerInfoRepresentation): ProviderTypes {
  const social = readTypes(serverInfo.socialProviders).sort(byName);
  const socialIds = new Set(social.map((type) => type.id));
  const userDefined = readTypes(
    (serverInfo.identityProviders ?? []).filter((entry) => entry.groupName !== "Social"),
  ).filter((type) => !socialIds.has(type.id));
  if (userDefined.length === 0 && social.length === 0) return KEYCLOAK_PROVIDER_TYPES;
  return { userDefined, social };
}

/** How a provider id reads: its kind's name from server info or Keycloak's list, else the id capitalised. */
export function providerTypeLabel(providerId: string | undefined, types: ProviderTypes): string {
  if (!providerId) return "";
  const known = [
    ...types.userDefined,
    ...types.social,
    ...KEYCLOAK_PROVIDER_TYPES.userDefined,
    ...KEYCLOAK_PROVIDER_TYPES.social,
  ];
  const match = known.find((type) => type.id === providerId);
  return match ? match.name : providerId.charAt(0).toUpperCase() + providerId.slice(1);
}
