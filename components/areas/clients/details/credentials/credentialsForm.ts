import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";

/** Keycloak's client authenticators, with the message key of each one's name. */
export const CLIENT_AUTHENTICATORS = ["client-secret", "client-jwt", "client-secret-jwt", "client-x509"] as const;

export const SIGNING_ALG = "token.endpoint.auth.signing.alg";
export const X509_REGEX = "x509.allow.regex.pattern.comparison";
export const X509_SUBJECT = "x509.subjectdn";

export type CredentialsValues = {
  clientAuthenticatorType: string;
  signingAlg: string;
  allowRegex: boolean;
  subjectDn: string;
};

/** Authenticators that check the client's secret, which the tab then shows. */
export const usesSecret = (type: string) => type === "client-secret" || type === "client-secret-jwt";

export function toCredentialsValues(client: ClientRepresentation): CredentialsValues {
  const attributes = (client.attributes ?? {}) as Record<string, string | undefined>;
  return {
    clientAuthenticatorType: client.clientAuthenticatorType ?? "client-secret",
    signingAlg: attributes[SIGNING_ALG] ?? "",
    allowRegex: attributes[X509_REGEX] !== "false",
    subjectDn: attributes[X509_SUBJECT] ?? "",
  };
}

/** The client with the tab's values; attributes of authenticators not chosen are kept as they were. */
export function fromCredentialsValues(values: CredentialsValues, client: ClientRepresentation): ClientRepresentation {
  const attributes: Record<string, string> = { ...(client.attributes ?? {}) };
  const type = values.clientAuthenticatorType;
  if (type === "client-jwt" || type === "client-secret-jwt") attributes[SIGNING_ALG] = values.signingAlg;
  if (type === "client-x509") {
    attributes[X509_REGEX] = String(values.allowRegex);
    attributes[X509_SUBJECT] = values.subjectDn;
  }
  return { ...client, clientAuthenticatorType: type, attributes };
}
