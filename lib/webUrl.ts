/**
 * Whether a URL that comes from data (a client's home URL, the environment's logo link, an impersonation redirect)
 * may be followed: only http and https, or a path on the console's own server. `javascript:`, `data:` and the like,
 * in any case and behind leading spaces or control characters (which the URL parser strips as a browser does), are not.
 */
export function isWebUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value, "http://relative.invalid/");
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}
