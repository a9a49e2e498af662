// Whether a redirect URI matches one a client registered, as Keycloak's RedirectUtils decides. Before any matching,
// a URI is refused when a strict parser would refuse it (spaces, control characters, a backslash), when it carries
// user info, or when its path holds a ".." segment, encoded or not: a prefix match would otherwise let
// "http://app*" reach "http://app@evil" or "/app/../evil". A registered URI ending in "*" (and holding no "?")
// matches a URI whose part before its query and fragment starts with the prefix, the match ending at a host
// boundary when the prefix stops in the host; "*" alone matches any URI. Any other registered URI matches only itself.

/** characters java.net.URI refuses, which a browser would quietly fix up: controls, space and these */
const UNSAFE_PRINTABLE = new Set([...'\\<>"{}|^`']);
const unsafeCharacter = (uri: string) =>
  [...uri].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f || UNSAFE_PRINTABLE.has(c));
const SCHEME_AND_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;
/** Keycloak decodes a redirect URI up to this many times before it gives up on it */
const MAX_DECODINGS = 5;

/** the URI's part before its query and fragment */
function beforeQuery(uri: string): string {
  const end = uri.search(/[?#]/);
  return end < 0 ? uri : uri.slice(0, end);
}

function hasDotDotSegment(uri: string): boolean {
  let path = beforeQuery(uri).replace(SCHEME_AND_AUTHORITY, "");
  for (let i = 0; i < MAX_DECODINGS; i++) {
    if (path.split("/").includes("..")) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true;
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return true;
}

/** whether a redirect URI may be matched at all */
export function acceptableRedirectUri(uri: string): boolean {
  if (unsafeCharacter(uri)) return false;
  const parsed = URL.parse(uri);
  if (!parsed || parsed.username || parsed.password) return false;
  return !hasDotDotSegment(uri);
}

export function redirectUriMatches(registered: string, uri: string): boolean {
  if (registered === "*") return true;
  if (!registered.endsWith("*") || registered.includes("?")) return uri === registered;
  const prefix = registered.slice(0, -1);
  const candidate = beforeQuery(uri);
  if (candidate.startsWith(prefix)) {
    const stopsInHost = SCHEME_AND_AUTHORITY.exec(prefix)?.[0] === prefix;
    const next = candidate.charAt(prefix.length);
    return !stopsInHost || next === "" || next === "/";
  }
  // "http://host/app/*" also matches "http://host/app"
  return prefix.length > 1 && prefix.endsWith("/") && candidate === prefix.slice(0, -1);
}
