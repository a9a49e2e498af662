import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { z } from "@/lib/form/zod";
import {
  ORG_DOMAIN_CONFIG,
  ORG_REDIRECT_EMAIL_MATCHES_CONFIG,
  type OrganizationProviderLink,
} from "@/lib/queries/organizations";

export type LinkIdentityProviderValues = {
  alias: string;
  /** One of the organization's domains, or "" for none. */
  domain: string;
  hideOnLogin: boolean;
  redirectWhenEmailMatches: boolean;
};

export function linkIdentityProviderSchema(required: string) {
  return z.object({
    alias: z.string().refine((alias) => alias !== "", required),
    domain: z.string(),
    hideOnLogin: z.boolean(),
    redirectWhenEmailMatches: z.boolean(),
  });
}

/** A linked provider's values, or a new link's: Keycloak's console hides a newly linked provider on the login page. */
export function toLinkValues(provider: IdentityProviderRepresentation | undefined): LinkIdentityProviderValues {
  return {
    alias: provider?.alias ?? "",
    domain: provider?.config?.[ORG_DOMAIN_CONFIG] ?? "",
    hideOnLogin: provider ? provider.hideOnLogin === true : true,
    redirectWhenEmailMatches: provider?.config?.[ORG_REDIRECT_EMAIL_MATCHES_CONFIG] === "true",
  };
}

/** What is saved on the provider: the domain (blank clears it, as Keycloak drops a blank one) and the flags. */
export function toProviderLink(values: LinkIdentityProviderValues, linked: boolean): OrganizationProviderLink {
  return {
    alias: values.alias,
    hideOnLogin: values.hideOnLogin,
    linked,
    config: {
      [ORG_DOMAIN_CONFIG]: values.domain,
      [ORG_REDIRECT_EMAIL_MATCHES_CONFIG]: String(values.redirectWhenEmailMatches),
    },
  };
}
