// The kinds of identity provider GET /admin/serverinfo lists, as Keycloak 26.7 does: every kind in
// identityProviders, grouped as user-defined or social, and the social ones again in socialProviders. The dev server
// brokers to the OpenID Connect kinds only; the others are stored as configuration.
type ProviderType = { id: string; name: string; groupName: "User-defined" | "Social" };

const userDefined = (id: string, name: string): ProviderType => ({ id, name, groupName: "User-defined" });
const social = (id: string, name: string): ProviderType => ({ id, name, groupName: "Social" });

export const SOCIAL_PROVIDER_TYPES: ProviderType[] = [
  social("linkedin-openid-connect", "LinkedIn"),
  social("twitter", "Twitter"),
  social("github", "GitHub"),
  social("openshift-v4", "Openshift v4"),
  social("facebook", "Facebook"),
  social("google", "Google"),
  social("gitlab", "GitLab"),
  social("microsoft", "Microsoft"),
  social("bitbucket", "BitBucket"),
  social("paypal", "PayPal"),
  social("stackoverflow", "StackOverflow"),
];

export const IDENTITY_PROVIDER_TYPES: ProviderType[] = [
  userDefined("kubernetes", "Kubernetes"),
  userDefined("jwt-authorization-grant", "JWT authorization grant"),
  userDefined("saml", "SAML v2.0"),
  userDefined("oauth2", "OAuth 2.0"),
  userDefined("oidc", "OpenID Connect v1.0"),
  userDefined("keycloak-oidc", "Keycloak OpenID Connect"),
  ...SOCIAL_PROVIDER_TYPES,
];
