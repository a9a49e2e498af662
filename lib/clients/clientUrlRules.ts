// Keycloak's rules for a client's URLs, as message keys the form translates. A browser would run a script scheme
// however it is spelled (case, leading spaces, tabs inside), so those are refused before anything else.

const SCRIPT_SCHEMES = ["javascript:", "data:", "vbscript:"];

export function usesScriptScheme(uri: string): boolean {
  let start = 0;
  while (start < uri.length && uri.charCodeAt(start) <= 0x20) start++;
  const compact = uri
    .slice(start)
    .replace(/[\t\n\r]/g, "")
    .toLowerCase();
  return SCRIPT_SCHEMES.some((scheme) => compact.startsWith(scheme));
}

// Keycloak replaces these with the server's own URLs, so a value may start with one (its built-in clients do).
const SERVER_URL_PLACEHOLDERS = ["${authBaseUrl}", "${authAdminUrl}"];

function isAbsoluteUrl(written: string): boolean {
  const placeholder = SERVER_URL_PLACEHOLDERS.find((p) => written.startsWith(p));
  const value = placeholder ? `https://server.invalid${written.slice(placeholder.length)}` : written;
  if (!/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** A single URL setting (root, home, admin, logout URLs); relative paths only where Keycloak resolves them. */
export function urlProblem(value: string, { allowRelative = false } = {}): string | undefined {
  const url = value.trim();
  if (url === "") return undefined;
  if (usesScriptScheme(url)) return "clientUrlIllegalScheme";
  if (url !== value || /\s/.test(url)) return "clientUrlInvalid";
  if (allowRelative && url.startsWith("/")) return undefined;
  return isAbsoluteUrl(url) ? undefined : "clientUrlInvalid";
}

/** The root URL: absolute and, as Keycloak requires, without a fragment. */
export function rootUrlProblem(value: string): string | undefined {
  return urlProblem(value) ?? (value.includes("#") ? "clientUrlFragment" : undefined);
}

/**
 * One valid redirect URI: absolute, or a path when a root URL resolves it; a trailing `*` is a wildcard, a lone `*`
 * allows any. Keycloak refuses a fragment and script schemes. Post-logout URIs may also be `+` (the redirect URIs).
 */
export function redirectUriProblem(
  uri: string,
  { rootUrl = "", postLogout = false }: { rootUrl?: string; postLogout?: boolean } = {},
): string | undefined {
  if (uri === "*" || (postLogout && uri === "+")) return undefined;
  if (usesScriptScheme(uri)) return "clientUrlIllegalScheme";
  if (uri.trim() !== uri || /\s/.test(uri)) return "redirectUriInvalid";
  if (uri.includes("#")) return "redirectUriFragment";
  const bare = uri.endsWith("*") ? uri.slice(0, -1) : uri;
  if (bare.startsWith("/")) return rootUrl.trim() ? undefined : "redirectUriRelativeNeedsRoot";
  return isAbsoluteUrl(bare) ? undefined : "redirectUriInvalid";
}

/**
 * One web origin: `+` (the origins of the redirect URIs), `*` (any), or an origin: scheme and host with an optional
 * port, nothing after it, since a browser's Origin header never carries a path.
 */
export function webOriginProblem(origin: string): string | undefined {
  if (origin === "+" || origin === "*") return undefined;
  if (usesScriptScheme(origin)) return "clientUrlIllegalScheme";
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#\s@]+)$/.exec(origin);
  if (!match || !isAbsoluteUrl(origin)) return "webOriginInvalid";
  return undefined;
}

/** The first problem among a list's entries, with the entry it concerns. */
export function firstListProblem(
  entries: readonly string[],
  check: (entry: string) => string | undefined,
): { key: string; entry: string } | undefined {
  for (const entry of entries) {
    const key = check(entry);
    if (key) return { key, entry };
  }
  return undefined;
}
