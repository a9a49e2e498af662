"use client";

import type { Control, FieldPath } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { SelectField } from "@/components/kit/form/SelectField";
import { LOCALE_ATTRIBUTE, userProfileFieldName, type UserFormValues } from "@/lib/form/userProfile";

export type LocaleFieldProps = {
  control: Control<UserFormValues>;
  supportedLocales: readonly string[];
};

/** The user's locale (attributes.locale): a select of the realm's locales, a typeahead from 10; hidden when there are none. */
export function LocaleField({ control, supportedLocales }: LocaleFieldProps) {
  const t = useTranslations();
  const uiLocale = useLocale();
  if (supportedLocales.length === 0) return null;
  const names = new Intl.DisplayNames([uiLocale], { type: "language" });
  const options = supportedLocales.map((locale) => ({ value: locale, label: names.of(locale) ?? locale }));
  return (
    <SelectField<UserFormValues>
      control={control}
      name={userProfileFieldName(LOCALE_ATTRIBUTE) as FieldPath<UserFormValues>}
      label={t("selectALocale")}
      options={options}
    />
  );
}
