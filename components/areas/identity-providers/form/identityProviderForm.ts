import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { z } from "@/lib/form/zod";

/**
 * What the settings forms edit: the representation's own switches and flows, and its config map as strings (Keycloak
 * stores every config value, switches included, as text).
 */
export type IdentityProviderFormValues = {
  alias: string;
  displayName: string;
  trustEmail: boolean;
  storeToken: boolean;
  addReadTokenRoleOnCreate: boolean;
  linkOnly: boolean;
  hideOnLogin: boolean;
  firstBrokerLoginFlowAlias: string;
  postBrokerLoginFlowAlias: string;
  config: Record<string, string>;
};

export type IdentityProviderSchemaMessages = { required: string; noSpaces: string };

export const isOidcProvider = (providerId: string) => providerId === "oidc" || providerId === "keycloak-oidc";

/**
 * The settings a provider of the kind does not work without, whose fields are marked required: an OpenID Connect
 * provider's endpoints (typed, or filled in by importing its discovery document), a SAML provider's entity id and
 * single sign-on URL, and the client the realm is at the provider.
 */
export function requiredConfigKeys(providerId: string): string[] {
  if (providerId === "saml") return ["entityId", "singleSignOnServiceUrl"];
  return isOidcProvider(providerId) ? ["authorizationUrl", "tokenUrl", "clientId"] : ["clientId"];
}

/**
 * The alias is required and, being part of the broker's URLs, has no whitespace (the server refuses it too); the
 * config keys given must hold something other than blanks.
 */
export function identityProviderSchema(messages: IdentityProviderSchemaMessages, requiredConfig: string[] = []) {
  const filled = z.string({ error: messages.required }).refine((value) => value.trim() !== "", messages.required);
  return z.looseObject({
    alias: z
      .string()
      .refine((alias) => alias.trim().length > 0, messages.required)
      .refine((alias) => !/\s/.test(alias.trim()), messages.noSpaces),
    ...(requiredConfig.length > 0 && {
      config: z.looseObject(Object.fromEntries(requiredConfig.map((key) => [key, filled]))),
    }),
  });
}

/** What Keycloak does with a provider that names no sync mode; the form's required sync mode shows it so. */
const SYNC_MODE_UNSET = "LEGACY";

/** The defaults Keycloak's console starts a new provider of the kind with. */
export function newProviderDefaults(providerId: string, realmUrl: string): IdentityProviderRepresentation {
  const shared = { syncMode: SYNC_MODE_UNSET };
  const config: Record<string, string> =
    providerId === "saml"
      ? {
          ...shared,
          entityId: realmUrl,
          nameIDPolicyFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
          principalType: "SUBJECT",
          signatureAlgorithm: "RSA_SHA256",
          postBindingResponse: "true",
          postBindingAuthnRequest: "true",
          postBindingLogout: "true",
        }
      : providerId === "oidc" || providerId === "keycloak-oidc"
        ? { ...shared, clientAuthMethod: "client_secret_post", validateSignature: "true", useJwksUrl: "true" }
        : shared;
  return { alias: providerId, providerId, enabled: true, config };
}

/** The form's values of a provider (stored or new); missing settings read as off or empty, a sync mode as Keycloak's. */
export function toIdentityProviderFormValues(provider: IdentityProviderRepresentation): IdentityProviderFormValues {
  return {
    alias: provider.alias ?? "",
    displayName: provider.displayName ?? "",
    trustEmail: provider.trustEmail ?? false,
    storeToken: provider.storeToken ?? false,
    addReadTokenRoleOnCreate: provider.addReadTokenRoleOnCreate ?? false,
    linkOnly: provider.linkOnly ?? false,
    hideOnLogin: provider.hideOnLogin ?? false,
    firstBrokerLoginFlowAlias: provider.firstBrokerLoginFlowAlias ?? "first broker login",
    postBrokerLoginFlowAlias: provider.postBrokerLoginFlowAlias ?? "",
    config: { syncMode: SYNC_MODE_UNSET, ...((provider.config ?? {}) as Record<string, string>) },
  };
}

/**
 * The representation to save: the provider with the form's values on top. Empty config values are left out, as
 * Keycloak's console leaves untouched fields out, and so is the sync mode Keycloak assumes for a provider stored
 * without one; an empty post login flow means none.
 */
export function fromIdentityProviderFormValues(
  provider: IdentityProviderRepresentation,
  values: IdentityProviderFormValues,
): IdentityProviderRepresentation {
  const assumed = (key: string, value: string) =>
    key === "syncMode" && value === SYNC_MODE_UNSET && provider.config?.syncMode === undefined;
  const config = Object.fromEntries(
    Object.entries(values.config).filter(([key, value]) => value !== "" && !assumed(key, value)),
  );
  return {
    ...provider,
    ...values,
    alias: values.alias.trim(),
    postBrokerLoginFlowAlias: values.postBrokerLoginFlowAlias || undefined,
    config,
  };
}
