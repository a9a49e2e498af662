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
 * and a realm may override English texts too). Flat keys, ICU syntax.
 */
export async function loadRealmMessages(
  env: Pick<Environment, "adminBaseUrl">,
  realm: string,
  locale: string,
  load = loadResource,
): Promise<Record<string, string>> {
  const locales = locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [DEFAULT_LOCALE, locale];
  const bundles = await Promise.all(locales.map((lng) => loadLocale(env, realm, lng, load)));
  return Object.assign({}, ...bundles);
}
