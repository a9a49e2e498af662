import type { Environment } from "@/lib/env";
import { bootAnswerKey } from "@/lib/boot/bootGlobal";
import { takeBootAnswer } from "@/lib/boot/bootAnswers";
import { toIcuMessages, type TranslationEntry } from "./icu";
import { createTranslationLoader, isEntryList } from "./loader";

export const DEFAULT_LOCALE = "en";

const loadResource = createTranslationLoader();

export function translationsUrl(env: Pick<Environment, "adminBaseUrl">, realm: string, locale: string): string {
  return `${env.adminBaseUrl}/resources/${encodeURIComponent(realm)}/admin/${encodeURIComponent(locale)}`;
}

/** One locale's realm translations as flat ICU messages; a failed load logs a warning and gives none. */
async function loadLocale(
  env: Pick<Environment, "adminBaseUrl">,
  realm: string,
  locale: string,
  load: (url: string) => Promise<{ key: string; value: string }[]>,
): Promise<Record<string, string>> {
  try {
    const atBoot = await takeBootAnswer<TranslationEntry[]>(bootAnswerKey.translations(realm, locale), isEntryList);
    return toIcuMessages(atBoot ?? (await load(translationsUrl(env, realm, locale))));
  } catch (error) {
    console.warn(`Translations for "${locale}" in realm "${realm}" could not be loaded; using English.`, error);
    return {};
  }
}

/**
 * The realm's translations for `locale`, over the realm's English ones (English is the fallback language,
 * and a realm may override English texts too). `between` stands over the English and under the locale's own: the
 * console's shipped translation. The server answers a locale with English wherever its bundle lacks the key (as
 * Keycloak does), so a locale's text equal to the English one is that fallback and must not hide `between`.
 * Flat keys, ICU syntax.
 */
export async function loadRealmMessages(
  env: Pick<Environment, "adminBaseUrl">,
  realm: string,
  locale: string,
  load = loadResource,
  between: Promise<Record<string, string>> | Record<string, string> = {},
): Promise<Record<string, string>> {
  const locales = locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [DEFAULT_LOCALE, locale];
  const [[english, translated = {}], middle] = await Promise.all([
    Promise.all(locales.map((lng) => loadLocale(env, realm, lng, load))),
    between,
  ]);
  const own = Object.entries(translated).filter(([key, text]) => text !== english[key]);
  return { ...english, ...middle, ...Object.fromEntries(own) };
}
