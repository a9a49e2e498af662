// What the console accepts as a client id. Keycloak stores up to 255 characters; a client id travels in the
// client_id parameter and in URLs, and the service-account user's name is made from it, so whitespace and control
// characters, which make it ambiguous there, are refused.

export const CLIENT_ID_MAX_LENGTH = 255;
export const DESCRIPTION_MAX_LENGTH = 255;

/** The message key of what is wrong with a client id, if anything. */
export function clientIdProblem(clientId: string): string | undefined {
  if (clientId.trim() === "") return "required";
  if (clientId.length > CLIENT_ID_MAX_LENGTH) return "clientIdTooLong";
  if ([...clientId].some((c) => /\s/.test(c) || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return "clientIdInvalidCharacters";
  return undefined;
}
