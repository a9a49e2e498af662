// The console's Content-Security-Policy: its own files and the inline scripts of its build (by hash) may run, and it
// may talk to and frame the identity server it was told about. Also what an operator configures for the Keycloak
// theme (scripts/build-theme.ts prints it).
import { BASE_DIRECTIVES } from "../hardening/securityHeaders.js";

/** The origins of `urls`, those that are URLs, without repeats. */
function origins(urls: readonly string[]): string[] {
  const found = new Set<string>();
  for (const url of urls) {
    if (URL.canParse(url)) found.add(new URL(url).origin);
  }
  return [...found];
}

/**
 * @param scriptHashes the build's inline scripts, 'sha256-…' (console/scriptHashes.ts)
 * @param serverUrls where the console finds its identity server (the environment's adminBaseUrl); a server on the
 * page's own origin is covered by 'self' already
 */
export function consolePolicy(scriptHashes: readonly string[], serverUrls: readonly string[] = []): string {
  const servers = origins(serverUrls);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // Chakra's styles are <style> elements Emotion writes at run time, and React writes style attributes
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // the admin API, the token endpoint and the translations
    ["connect-src 'self'", ...servers].join(" "),
    // the silent sign-in opens the authorization endpoint in a hidden frame, which comes back to the console page
    ["frame-src 'self'", ...servers].join(" "),
    ...BASE_DIRECTIVES,
  ].join("; ");
}
