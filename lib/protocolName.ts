type Translate = (key: string) => string;

/** The name of a client or client-scope protocol; an absent protocol means OpenID Connect, as in Keycloak. */
export function protocolName(t: Translate, protocol: string | undefined): string {
  if (protocol === undefined || protocol === "openid-connect") return t("openIdConnect");
  if (protocol === "saml") return t("saml");
  return protocol;
}

/** The protocols a client or client scope can speak. */
export const PROTOCOLS: readonly string[] = ["openid-connect", "saml"];
