// Keycloak's checks of a realm name (and id): RealmManager refuses a blank name, ReservedCharValidator the URL's
// reserved characters of RFC 3986 and the backslash. The name column holds 255 characters; Keycloak fails in the
// database beyond that, the dev server refuses it up front.
import { isUnsafeKey } from "../store/safeKeys.js";

const RESERVED = /[:/?#@!$&()*+,;=[\]\\]/;
const MAX_NAME_LENGTH = 255;

/** the error message Keycloak answers for this realm name, or undefined when it is acceptable */
export function realmNameProblem(name: string): string | undefined {
  if (!name.trim()) return "Realm name cannot be empty";
  if (name.length > MAX_NAME_LENGTH) return `Realm name is too long (maximum ${MAX_NAME_LENGTH} characters)`;
  // realm names key objects here and in the console; Keycloak itself does not refuse these
  if (isUnsafeKey(name)) return `Realm name '${name}' is not allowed`;
  return reservedCharProblem(name);
}

/** ReservedCharValidator's message for the first reserved character, or undefined */
export function reservedCharProblem(value: string): string | undefined {
  const found = RESERVED.exec(value)?.[0];
  return found ? `Character '${found}' not allowed.` : undefined;
}
