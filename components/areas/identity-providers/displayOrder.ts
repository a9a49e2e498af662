import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";

const place = (provider: IdentityProviderRepresentation) => {
  const order = Number.parseInt(provider.config?.guiOrder ?? "", 10);
  return Number.isFinite(order) ? order : Number.MAX_SAFE_INTEGER;
};

/** The providers in their display order: by `config.guiOrder`, those without one last, then by alias. */
export function inDisplayOrder(providers: readonly IdentityProviderRepresentation[]): IdentityProviderRepresentation[] {
  return [...providers].sort((a, b) => place(a) - place(b) || (a.alias ?? "").localeCompare(b.alias ?? ""));
}
