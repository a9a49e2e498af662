// Keycloak's names for what went wrong talking to LDAP (LDAPServerCapabilitiesManager.getErrorCode), from the
// ldapts result codes and Node's socket errors standing in for JNDI's exceptions and their root causes.
import {
  InvalidCredentialsError,
  InvalidDNSyntaxError,
  NoSuchObjectError,
  ResultCodeError,
  UnavailableError,
  BusyError,
} from "ldapts";

export class InvalidBindDnError extends Error {}

// Keycloak's checks of the root cause run one after another, the last match winning, and the last asks for any
// java.net.SocketException: a refused connection (ConnectException) and an unreachable host (NoRouteToHostException)
// are socket exceptions too, so Keycloak 26.7 answers SocketReset for them, never ConnectionFailed or NoRouteToHost
const SOCKET_CODES: Record<string, string> = {
  ECONNREFUSED: "SocketReset",
  ENOTFOUND: "UnknownHost",
  EAI_AGAIN: "UnknownHost",
  EHOSTUNREACH: "SocketReset",
  ENETUNREACH: "SocketReset",
  ECONNRESET: "SocketReset",
  EPIPE: "SocketReset",
};

export function ldapErrorCode(error: unknown): string {
  if (error instanceof InvalidBindDnError) return "InvalidBindDN";
  if (error instanceof InvalidCredentialsError) return "AuthenticationFailure";
  if (error instanceof UnavailableError || error instanceof BusyError) return "ServiceUnavailable";
  if (error instanceof InvalidDNSyntaxError) return "InvalidName";
  if (error instanceof NoSuchObjectError) return "NameNotFound";
  if (error instanceof ResultCodeError) return "NamingError";
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === "string" && SOCKET_CODES[code]) return SOCKET_CODES[code];
  if (typeof code === "string" && (code.startsWith("ERR_TLS") || code.startsWith("ERR_SSL") || code.includes("CERT")))
    return "SSLHandshakeFailed";
  if (error instanceof TypeError && /url/i.test(error.message)) return "MalformedURL";
  // a connect or answer that did not come within the timeout, or a connection dropped before answering, is JNDI's
  // CommunicationException
  if (error instanceof Error && /time(d )?out|connection closed/i.test(error.message)) return "CommunicationError";
  return "UnknownError";
}
