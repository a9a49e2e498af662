import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";

/** Everything the wizard, the import and the settings tab edit, flat, with Keycloak's attributes as fields. */
export type ClientFormValues = {
  protocol: string;
  clientId: string;
  name: string;
  description: string;
  alwaysDisplayInConsole: boolean;
  clientAuthentication: boolean;
  authorizationServicesEnabled: boolean;
  standardFlowEnabled: boolean;
  directAccessGrantsEnabled: boolean;
  implicitFlowEnabled: boolean;
  serviceAccountsEnabled: boolean;
  tokenExchange: boolean;
  deviceGrant: boolean;
  ciba: boolean;
  pkceMethod: string;
  samlEncrypt: boolean;
  samlClientSignature: boolean;
  rootUrl: string;
  baseUrl: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  webOrigins: string[];
  adminUrl: string;
  idpInitiatedSsoUrlName: string;
  idpInitiatedSsoRelayState: string;
  loginTheme: string;
  consentRequired: boolean;
  displayOnConsentScreen: boolean;
  consentScreenText: string;
  frontchannelLogout: boolean;
  frontchannelLogoutUrl: string;
  frontchannelLogoutSessionRequired: boolean;
  backchannelLogoutUrl: string;
  backchannelLogoutSessionRequired: boolean;
  backchannelLogoutRevokeOfflineSessions: boolean;
};

/** The attributes Keycloak keeps these settings in. */
export const CLIENT_ATTRIBUTES = {
  tokenExchange: "standard.token.exchange.enabled",
  deviceGrant: "oauth2.device.authorization.grant.enabled",
  ciba: "oidc.ciba.grant.enabled",
  pkceMethod: "pkce.code.challenge.method",
  samlEncrypt: "saml.encrypt",
  samlClientSignature: "saml.client.signature",
  postLogoutRedirectUris: "post.logout.redirect.uris",
  idpInitiatedSsoUrlName: "saml_idp_initiated_sso_url_name",
  idpInitiatedSsoRelayState: "saml_idp_initiated_sso_relay_state",
  loginTheme: "login_theme",
  displayOnConsentScreen: "display.on.consent.screen",
  consentScreenText: "consent.screen.text",
  frontchannelLogoutUrl: "frontchannel.logout.url",
  frontchannelLogoutSessionRequired: "frontchannel.logout.session.required",
  backchannelLogoutUrl: "backchannel.logout.url",
  backchannelLogoutSessionRequired: "backchannel.logout.session.required",
  backchannelLogoutRevokeOfflineSessions: "backchannel.logout.revoke.offline.tokens",
} as const;

export const PKCE_METHODS = ["", "plain", "S256"] as const;

const OIDC = "openid-connect";
const SEPARATOR = "##";

const flag = (value: string | undefined, fallback: boolean) => (value === undefined ? fallback : value === "true");

export function toClientFormValues(client: ClientRepresentation): ClientFormValues {
  const a: Record<string, string | undefined> = client.attributes ?? {};
  const post = a[CLIENT_ATTRIBUTES.postLogoutRedirectUris];
  return {
    protocol: client.protocol ?? OIDC,
    clientId: client.clientId ?? "",
    name: client.name ?? "",
    description: client.description ?? "",
    alwaysDisplayInConsole: client.alwaysDisplayInConsole ?? false,
    clientAuthentication: !(client.publicClient ?? false),
    authorizationServicesEnabled: client.authorizationServicesEnabled ?? false,
    standardFlowEnabled: client.standardFlowEnabled ?? true,
    directAccessGrantsEnabled: client.directAccessGrantsEnabled ?? false,
    implicitFlowEnabled: client.implicitFlowEnabled ?? false,
    serviceAccountsEnabled: client.serviceAccountsEnabled ?? false,
    tokenExchange: flag(a[CLIENT_ATTRIBUTES.tokenExchange], false),
    deviceGrant: flag(a[CLIENT_ATTRIBUTES.deviceGrant], false),
    ciba: flag(a[CLIENT_ATTRIBUTES.ciba], false),
    pkceMethod: a[CLIENT_ATTRIBUTES.pkceMethod] ?? "",
    samlEncrypt: flag(a[CLIENT_ATTRIBUTES.samlEncrypt], false),
    samlClientSignature: flag(a[CLIENT_ATTRIBUTES.samlClientSignature], true),
    rootUrl: client.rootUrl ?? "",
    baseUrl: client.baseUrl ?? "",
    redirectUris: [...(client.redirectUris ?? [])],
    postLogoutRedirectUris: post ? post.split(SEPARATOR) : [],
    webOrigins: [...(client.webOrigins ?? [])],
    adminUrl: client.adminUrl ?? "",
    idpInitiatedSsoUrlName: a[CLIENT_ATTRIBUTES.idpInitiatedSsoUrlName] ?? "",
    idpInitiatedSsoRelayState: a[CLIENT_ATTRIBUTES.idpInitiatedSsoRelayState] ?? "",
    loginTheme: a[CLIENT_ATTRIBUTES.loginTheme] ?? "",
    consentRequired: client.consentRequired ?? false,
    displayOnConsentScreen: flag(a[CLIENT_ATTRIBUTES.displayOnConsentScreen], true),
    consentScreenText: a[CLIENT_ATTRIBUTES.consentScreenText] ?? "",
    frontchannelLogout: client.frontchannelLogout ?? true,
    frontchannelLogoutUrl: a[CLIENT_ATTRIBUTES.frontchannelLogoutUrl] ?? "",
    frontchannelLogoutSessionRequired: flag(a[CLIENT_ATTRIBUTES.frontchannelLogoutSessionRequired], true),
    backchannelLogoutUrl: a[CLIENT_ATTRIBUTES.backchannelLogoutUrl] ?? "",
    backchannelLogoutSessionRequired: flag(a[CLIENT_ATTRIBUTES.backchannelLogoutSessionRequired], true),
    backchannelLogoutRevokeOfflineSessions: flag(a[CLIENT_ATTRIBUTES.backchannelLogoutRevokeOfflineSessions], false),
  };
}

/** A new client as Keycloak's wizard starts it: public OpenID Connect with the standard flow and direct access. */
export const NEW_CLIENT: ClientFormValues = toClientFormValues({
  protocol: OIDC,
  publicClient: true,
  standardFlowEnabled: true,
  directAccessGrantsEnabled: true,
  frontchannelLogout: true,
});

function protocolAttributes(values: ClientFormValues): Record<string, string> {
  if (values.protocol === "saml")
    return {
      [CLIENT_ATTRIBUTES.samlEncrypt]: String(values.samlEncrypt),
      [CLIENT_ATTRIBUTES.samlClientSignature]: String(values.samlClientSignature),
      [CLIENT_ATTRIBUTES.idpInitiatedSsoUrlName]: values.idpInitiatedSsoUrlName,
      [CLIENT_ATTRIBUTES.idpInitiatedSsoRelayState]: values.idpInitiatedSsoRelayState,
    };
  return {
    [CLIENT_ATTRIBUTES.tokenExchange]: String(values.tokenExchange),
    [CLIENT_ATTRIBUTES.deviceGrant]: String(values.deviceGrant),
    [CLIENT_ATTRIBUTES.ciba]: String(values.clientAuthentication && values.ciba),
    [CLIENT_ATTRIBUTES.pkceMethod]: values.pkceMethod,
    [CLIENT_ATTRIBUTES.postLogoutRedirectUris]: values.postLogoutRedirectUris.join(SEPARATOR),
    [CLIENT_ATTRIBUTES.frontchannelLogoutUrl]: values.frontchannelLogoutUrl,
    [CLIENT_ATTRIBUTES.frontchannelLogoutSessionRequired]: String(values.frontchannelLogoutSessionRequired),
    [CLIENT_ATTRIBUTES.backchannelLogoutUrl]: values.backchannelLogoutUrl,
    [CLIENT_ATTRIBUTES.backchannelLogoutSessionRequired]: String(values.backchannelLogoutSessionRequired),
    [CLIENT_ATTRIBUTES.backchannelLogoutRevokeOfflineSessions]: String(values.backchannelLogoutRevokeOfflineSessions),
  };
}

/**
 * The representation to send: the form's settings over what the client holds besides (its id, mappers, scopes,
 * other attributes). Service accounts and authorization need client authentication, as Keycloak enforces.
 */
export function fromClientFormValues(values: ClientFormValues, base: ClientRepresentation = {}): ClientRepresentation {
  const confidential = values.clientAuthentication;
  const oidc = values.protocol !== "saml";
  return {
    ...base,
    protocol: values.protocol,
    clientId: values.clientId,
    name: values.name,
    description: values.description,
    alwaysDisplayInConsole: values.alwaysDisplayInConsole,
    publicClient: oidc ? !confidential : (base.publicClient ?? false),
    authorizationServicesEnabled: oidc && confidential && values.authorizationServicesEnabled,
    standardFlowEnabled: values.standardFlowEnabled,
    directAccessGrantsEnabled: values.directAccessGrantsEnabled,
    implicitFlowEnabled: values.implicitFlowEnabled,
    serviceAccountsEnabled: oidc && confidential && values.serviceAccountsEnabled,
    rootUrl: values.rootUrl,
    baseUrl: values.baseUrl,
    redirectUris: values.redirectUris,
    webOrigins: values.webOrigins,
    adminUrl: values.adminUrl,
    consentRequired: values.consentRequired,
    frontchannelLogout: values.frontchannelLogout,
    attributes: {
      ...base.attributes,
      ...protocolAttributes(values),
      [CLIENT_ATTRIBUTES.loginTheme]: values.loginTheme,
      [CLIENT_ATTRIBUTES.displayOnConsentScreen]: String(values.displayOnConsentScreen),
      [CLIENT_ATTRIBUTES.consentScreenText]: values.consentScreenText,
    },
  };
}
