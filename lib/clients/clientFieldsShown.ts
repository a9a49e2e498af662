import type { ClientFormValues } from "./clientFormValues";

type Flows = Pick<ClientFormValues, "protocol" | "standardFlowEnabled" | "implicitFlowEnabled">;
type Protocol = Pick<ClientFormValues, "protocol">;

// Which conditional fields the form shows, as Keycloak's console does. The rules check only what is shown, so a
// hidden value can never keep the form from saving without saying why.

/** Redirect URIs matter only to a client whose browser flow redirects (and to every SAML client). */
export const showsRedirectUris = (v: Flows) => v.protocol === "saml" || v.standardFlowEnabled || v.implicitFlowEnabled;

export const showsPostLogoutRedirectUris = (v: Flows) => v.protocol !== "saml" && showsRedirectUris(v);

export const showsWebOrigins = (v: Protocol) => v.protocol !== "saml";

/** The front-channel logout URL, for OpenID Connect clients that log out through the browser. */
export const showsFrontchannelLogoutUrl = (v: Protocol & Pick<ClientFormValues, "frontchannelLogout">) =>
  v.protocol !== "saml" && v.frontchannelLogout;

/** Back-channel logout, which Keycloak drives for OpenID Connect clients only. */
export const showsBackchannelLogout = (v: Protocol) => v.protocol !== "saml";
