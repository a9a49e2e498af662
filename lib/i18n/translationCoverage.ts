import type EffectiveMessageBundleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/effectiveMessageBundleRepresentation.js";
import { DEFAULT_LOCALE } from "./serverTranslations";

/** How one of the realm's locales covers the console's message keys. */
export type LocaleCoverage = {
  locale: string;
  /** The console's keys counted. */
  total: number;
  /** Keys the server's admin theme translates into the locale. */
  theme: number;
  /** Keys the realm overrides in the locale. */
  realm: number;
  /** Keys shown in English in this locale, sorted. */
  missing: string[];
};

/**
 * Sorts the console's keys by what gives their text in `locale`, from the admin theme's texts for it with their
 * source (GET /resources/{realm}/admin/{locale}?source=true). The server falls back to English for a key its bundle
 * for the locale lacks, so a theme text equal to the English one (`english`, the theme's English texts) counts as
 * missing; in English itself every theme text counts.
 */
export function localeCoverage(
  locale: string,
  consoleKeys: readonly string[],
  english: Readonly<Record<string, string>>,
  texts: readonly EffectiveMessageBundleRepresentation[],
): LocaleCoverage {
  const byKey = new Map(texts.map((text) => [text.key, text]));
  const coverage: LocaleCoverage = { locale, total: consoleKeys.length, theme: 0, realm: 0, missing: [] };
  for (const key of consoleKeys) {
    const text = byKey.get(key);
    if (text?.source === "REALM") coverage.realm += 1;
    else if (text && (locale === DEFAULT_LOCALE || text.value !== english[key])) coverage.theme += 1;
    else coverage.missing.push(key);
  }
  coverage.missing.sort();
  return coverage;
}

/** The English texts of the admin theme itself: realm overrides of English are not what other locales fall back to. */
export function themeEnglish(
  texts: readonly EffectiveMessageBundleRepresentation[],
  bundled: Readonly<Record<string, string>>,
): Record<string, string> {
  const english: Record<string, string> = { ...bundled };
  for (const text of texts) if (text.source !== "REALM") english[text.key] = text.value;
  return english;
}
