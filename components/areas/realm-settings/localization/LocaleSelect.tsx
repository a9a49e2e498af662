"use client";

import { Field, NativeSelect } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

type LocaleSelectProps = {
  locale: string;
  locales: readonly string[];
  /** A locale's name as the admin reads it. */
  localeName(code: string): string;
  onChange(locale: string): void;
};

/** The locale whose texts are shown, from the realm's locales. */
export function LocaleSelect({ locale, locales, localeName, onChange }: LocaleSelectProps) {
  const t = useTranslations();
  return (
    <Field.Root maxW="xs">
      <Field.Label>{t("selectLocale")}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={locale} onChange={(event) => onChange(event.target.value)}>
          {locales.map((code) => (
            <option key={code} value={code}>
              {localeName(code)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
