"use client";
import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { useEnvironment, useI18nControl } from "@/lib/console-context";
import { SHIPPED_LOCALES } from "@/lib/i18n/shippedLocales";
import { useRealm } from "@/lib/queries/realms";
import { RadioSubmenu } from "./RadioSubmenu";

/** The radio value of "no choice": the language of the admin's account ("Default"). */
const ACCOUNT_LANGUAGE = "";

/** A language named in itself ("Deutsch", "العربية"), as language pickers name them; the code when unknown. */
function endonym(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/**
 * The console's language, kept in this browser: the languages the console ships and those the admin's sign-in realm
 * supports (read when the menu opens, so nothing of it is in the first load). A `?lang=` preview shows as chosen
 * until another choice ends it. The admin's locale on the server stays as it is.
 */
export function LanguageMenu() {
  const t = useTranslations();
  const control = useI18nControl();
  const signInRealm = useRealm(useEnvironment().realm);
  const options = useMemo(() => {
    const rep = signInRealm.data;
    const supported = rep?.internationalizationEnabled ? (rep.supportedLocales ?? []) : [];
    const locales = [...new Set([...SHIPPED_LOCALES, ...supported])];
    return [
      { value: ACCOUNT_LANGUAGE, label: t("default") },
      ...locales.map((locale) => ({ value: locale, label: endonym(locale), lang: locale })),
    ];
  }, [signInRealm.data, t]);

  return (
    <RadioSubmenu
      label={t("languageMenu")}
      value={control.previewLocale ?? control.chosenLocale ?? ACCOUNT_LANGUAGE}
      options={options}
      onValueChange={(value) => control.chooseLocale(value === ACCOUNT_LANGUAGE ? undefined : value)}
    />
  );
}
