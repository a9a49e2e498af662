"use client";

import { useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { FormActions, MultiSelectField, SelectField, SwitchField, EditForm, useReadOnly } from "@/components/kit/form";
import { useServerInfo } from "@/lib/console-context";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { useRealmForm } from "@/components/kit/form/useRealmForm";
import {
  localeLabel,
  localesSchema,
  localesToRealm,
  themeLocales,
  toLocalesValues,
  type LocalesValues,
} from "./localesForm";

/** Internationalisation on or off, the supported locales and the default one; read-only without manage-realm. */
export function LocalesForm({ realm }: RealmSettingsTabProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const uiLocale = useLocale();
  const serverInfo = useServerInfo();
  const schema = useMemo(
    () => localesSchema({ required: t("required"), defaultNotSupported: t("defaultLocaleNotSupported") }),
    [t],
  );
  const edit = useRealmForm<LocalesValues>({
    readOnly,
    realm,
    schema,
    toValues: toLocalesValues,
    toRealm: localesToRealm,
  });
  const enabled = edit.form.watch("internationalizationEnabled");
  const supported = edit.form.watch("supportedLocales");

  const names = useMemo(() => new Intl.DisplayNames([uiLocale], { type: "language" }), [uiLocale]);
  const option = (locale: string) => ({ value: locale, label: localeLabel(names, locale) });
  // the realm's own choices stay offered even when the server's themes no longer list them
  const all = [...new Set([...themeLocales(serverInfo), ...(realm.supportedLocales ?? [])])];

  return (
    <EditForm edit={edit} label={t("locales")} layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <SwitchField
        name="internationalizationEnabled"
        label={t("internationalization")}
        help={t("internationalizationHelp")}
        onText={t("enabled")}
        offText={t("disabled")}
      />
      {enabled && (
        <>
          <MultiSelectField
            name="supportedLocales"
            label={t("supportedLocales")}
            placeholder={t("selectLocales")}
            options={all.map(option)}
            required
          />
          <SelectField
            name="defaultLocale"
            label={t("defaultLocale")}
            placeholder={t("choose")}
            options={supported.map(option)}
            disabled={readOnly}
            required
          />
        </>
      )}
      <FormActions />
    </EditForm>
  );
}
