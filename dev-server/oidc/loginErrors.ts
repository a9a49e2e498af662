// The page a browser login ends at when its flow fails, with Keycloak's message for each AuthenticationFlowError; a
// step this server does not run is named on the page, so a realm bound to a flow it cannot run is never locked
// without a word.
import { FlowError } from "./login/authSession.js";
import { ENGLISH, type LoginMessageKey } from "./loginPage.js";
import { renderErrorPage } from "./flowPages.js";
import type { LoginContext } from "./loginContext.js";
import { recordLoginEvent } from "./loginEvents.js";

const MESSAGES: Partial<Record<FlowError["kind"], LoginMessageKey>> = {
  USER_DISABLED: "accountDisabledMessage",
  CREDENTIAL_SETUP_REQUIRED: "credentialSetupRequired",
  ACCESS_DENIED: "access-denied",
  UNSUPPORTED: "unsupportedAuthenticatorMessage",
};

/** Keycloak's event error for the failure */
const EVENT_ERRORS: Partial<Record<FlowError["kind"], string>> = {
  USER_DISABLED: "user_disabled",
  ACCESS_DENIED: "access_denied",
  UNSUPPORTED: "generic_authentication_error",
  GENERIC_AUTHENTICATION_ERROR: "generic_authentication_error",
};

function messageOf(error: FlowError): { key: LoginMessageKey; detail?: string; text?: string } {
  if (error.kind === "UNSUPPORTED") return { key: "unsupportedAuthenticatorMessage", detail: error.detail };
  // a deny-access step may say why, in its own words or by a message key
  if (error.kind === "ACCESS_DENIED" && error.detail)
    return error.detail in ENGLISH
      ? { key: error.detail as LoginMessageKey }
      : { key: "access-denied", text: error.detail };
  if (error.kind === "GENERIC_AUTHENTICATION_ERROR" && error.detail && error.detail in ENGLISH)
    return { key: error.detail as LoginMessageKey };
  return { key: MESSAGES[error.kind] ?? "invalidUserMessage" };
}

export function flowErrorPage(ctx: LoginContext, error: FlowError): string {
  recordLoginEvent(ctx.store, ctx.realm, {
    type: "LOGIN_ERROR",
    clientId: ctx.state.clientId,
    userId: ctx.state.session.userId,
    ipAddress: ctx.req.ip,
    error: EVENT_ERRORS[error.kind] ?? "invalid_user_credentials",
    details: { auth_method: "openid-connect", auth_type: "code", username: ctx.state.session.loginHint },
  });
  const { key, detail, text } = messageOf(error);
  return renderErrorPage({ realm: ctx.realm, locale: ctx.locale, error: key, detail, text });
}
