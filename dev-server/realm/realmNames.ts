// Keycloak's checks of a realm name (and id): RealmManager refuses a blank name, ReservedCharValidator the URL's
// reserved characters of RFC 3986, the backslash and the ASCII control characters (and spaces too in an identity
// provider's alias). The name column holds 255 characters; Keycloak fails in the database beyond that, the dev server
// refuses it up front.
import { isUnsafeKey } from "../store/safeKeys.js";

// eslint-disable-next-line no-control-regex -- Keycloak refuses the ASCII control characters with the reserved ones
const RESERVED = /[\u0000-\u001F:/?#@!$&()*+,;=[\]\\]/;
/** Java's \s, which ReservedCharValidator.validateNoSpace looks for first */
const JAVA_SPACE = /[ \t\n\v\f\r]/;
const MAX_NAME_LENGTH = 255;

/** the error message Keycloak answers for this realm name, or undefined when it is acceptable */
export function realmNameProblem(name: string): string | undefined {
  if (!name.trim()) return "Realm name cannot be empty";
  if (name.length > MAX_NAME_LENGTH) return `Realm name is too long (maximum ${MAX_NAME_LENGTH} characters)`;
  // realm names key objects here and in the console; Keycloak itself does not refuse these
  if (isUnsafeKey(name)) return `Realm name '${name}' is not allowed`;
  return reservedCharProblem(name);
}

/** ReservedCharValidator's message for the first reserved (or control) character, or undefined */
export function reservedCharProblem(value: string): string | undefined {
  const found = RESERVED.exec(value)?.[0];
  if (!found) return undefined;
  const code = found.charCodeAt(0);
  return `Character ${code < 0x20 ? `0x${code.toString(16)}` : `'${found}'`} not allowed.`;
}

/** ReservedCharValidator.validateNoSpace (identity provider aliases): no space, then no reserved character */
export function noSpaceProblem(value: string): string | undefined {
  return JAVA_SPACE.test(value) ? "Empty Space not allowed." : reservedCharProblem(value);
}
