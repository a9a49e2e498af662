// Keycloak's checks of a client's URLs (DefaultClientValidationProvider): no script schemes, no fragment in the
// root URL or a redirect URI. Stricter than Keycloak, which compares the scheme as written: any case, leading spaces
// or control characters, tabs and line breaks inside the scheme, and vbscript are refused too, as a browser would run
// them all. (Keycloak refuses a tab or line break in a URL as a syntax error.)
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";

const SCRIPT_SCHEMES = ["javascript:", "data:", "vbscript:"];

/**
 * Whether a browser would run the URI as script. Its URL parser skips leading spaces and control characters, drops
 * every tab and line break ("java\tscript:" is "javascript:") and ignores case.
 */
export function usesScriptScheme(uri: string): boolean {
  let start = 0;
  while (start < uri.length && uri.charCodeAt(start) <= 0x20) start++;
  const rest = uri
    .slice(start)
    .replace(/[\t\n\r]/g, "")
    .toLowerCase();
  return SCRIPT_SCHEMES.some((scheme) => rest.startsWith(scheme));
}

type UrlField = { value: string | undefined; scheme: string; fragment?: string };

/** Keycloak's message for the first URL of the client that it would refuse, if any. */
export function clientUrlError(client: ClientRepresentation): string | undefined {
  const attributes = client.attributes ?? {};
  const fields: UrlField[] = [
    {
      value: client.rootUrl,
      scheme: "Root URL uses an illegal scheme",
      fragment: "Root URL must not contain an URL fragment",
    },
    { value: client.baseUrl, scheme: "Base URL uses an illegal scheme" },
    {
      value: attributes["backchannel.logout.url"],
      scheme: "Backchannel logout URL uses an illegal scheme",
    },
    ...(client.redirectUris ?? []).map((value) => ({
      value,
      scheme: "A redirect URI uses an illegal scheme",
      fragment: "Redirect URIs must not contain an URI fragment",
    })),
    { value: attributes.logoUri, scheme: "Logo URL uses an illegal scheme" },
    { value: attributes.policyUri, scheme: "Policy URL uses an illegal scheme" },
    { value: attributes.tosUri, scheme: "Terms of service URL uses an illegal scheme" },
  ];
  for (const { value, scheme, fragment } of fields) {
    if (!value) continue;
    if (usesScriptScheme(value)) return scheme;
    if (fragment && value.includes("#")) return fragment;
  }
  return undefined;
}
