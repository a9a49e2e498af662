const PREVIEW_KEY = "previewLocale";

/** `?lang=xx` in the query or in the hash route's query (`#/master/users?lang=de`). */
export function langFromUrl(location: Pick<Location, "search" | "hash"> = window.location): string | undefined {
  const hashQuery = location.hash.includes("?") ? location.hash.slice(location.hash.indexOf("?")) : "";
  for (const query of [location.search, hashQuery]) {
    const lang = new URLSearchParams(query).get("lang")?.trim();
    if (lang) return lang;
  }
  return undefined;
}

/**
 * The preview language holds for the browser session. It is kept in sessionStorage because the login round trip
 * comes back to the page without the query it was opened with.
 */
export function readPreviewLocale(): string | undefined {
  const fromUrl = langFromUrl();
  if (fromUrl) {
    writePreviewLocale(fromUrl);
    return fromUrl;
  }
  try {
    return window.sessionStorage.getItem(PREVIEW_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writePreviewLocale(locale: string | undefined): void {
  try {
    if (locale) window.sessionStorage.setItem(PREVIEW_KEY, locale);
    else window.sessionStorage.removeItem(PREVIEW_KEY);
  } catch {
    // sessionStorage disabled: the preview lasts until the page is reloaded
  }
}
