"use client";

import { useTranslations } from "next-intl";
import { translateServerText } from "@/lib/errors";
import { useShippedProviderTexts } from "@/lib/i18n/I18nProvider";
import propertyTexts from "@/messages/providers/en.json";

// English texts of the providers' property keys: loaded with the screens that render providers, not with the
// console, since only they need them
const PROPERTY_TEXTS: Readonly<Record<string, string>> = propertyTexts;

/**
 * Translates a property's label or help text: servers send Keycloak message keys (bare or as `${key}`), which the
 * realm's translation overlay, the bundled messages or the providers' texts (in the console's language when it
 * ships one, else English) may know, or plain text, shown as it is.
 */
export function useConfigText(): (text: string | undefined) => string | undefined {
  const t = useTranslations();
  const localTexts = useShippedProviderTexts();
  return (text) => {
    if (!text) return undefined;
    const translated = translateServerText(text, t);
    if (!Object.hasOwn(PROPERTY_TEXTS, translated)) return translated;
    return localTexts?.[translated] ?? PROPERTY_TEXTS[translated];
  };
}
