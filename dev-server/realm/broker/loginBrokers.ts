// Which identity providers a realm's login page offers: enabled, not hidden on the login page (hideOnLogin, or the
// legacy hideOnLoginPage config), not link-only, not bound to an organization (those appear through the
// organization's own login), and of a kind the dev server can broker to (OpenID Connect); in Keycloak's order, by
// guiOrder and then by display name.
import type { RealmData } from "../../store/model.js";

type IdentityProvider = RealmData["identityProviders"] extends Map<string, infer P> ? P : never;

export const BROKERABLE_PROVIDERS = new Set(["oidc", "keycloak-oidc"]);

const order = (idp: IdentityProvider) => {
  const n = Number.parseInt(idp.config?.guiOrder ?? "", 10);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
};
const label = (idp: IdentityProvider) => idp.displayName || idp.alias;

export function loginPageBrokers(realm: RealmData): IdentityProvider[] {
  return [...realm.identityProviders.values()]
    .filter(
      (idp) =>
        idp.enabled !== false &&
        !idp.hideOnLogin &&
        idp.config?.hideOnLoginPage !== "true" &&
        !idp.linkOnly &&
        !(idp as { organizationId?: string }).organizationId &&
        BROKERABLE_PROVIDERS.has(idp.providerId ?? ""),
    )
    .sort((a, b) => order(a) - order(b) || label(a).localeCompare(label(b)));
}
