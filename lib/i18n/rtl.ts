/** Languages written right to left (Keycloak's list, old codes iw/ji included). */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set([
  "ar",
  "dv",
  "fa",
  "ha",
  "he",
  "iw",
  "ji",
  "ps",
  "sd",
  "ug",
  "ur",
  "yi",
]);

export function isRtl(locale: string): boolean {
  return RTL_LANGUAGES.has(locale.toLowerCase().split(/[-_]/)[0]);
}

export function textDirection(locale: string): "rtl" | "ltr" {
  return isRtl(locale) ? "rtl" : "ltr";
}

/** Sets `lang` and `dir` on <html>, which mirrors the whole layout for right-to-left languages. */
export function applyDocumentLocale(locale: string, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = textDirection(locale);
}
