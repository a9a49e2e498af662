"use client";

import { useMemo } from "react";
import { Stack } from "@chakra-ui/react";
import { useLocale, useTranslations } from "next-intl";
import { FormActions, MultiSelectField, SelectField, SwitchField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
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
export function LocalesForm({ realm, readOnly }: RealmSettingsTabProps) {
  const t = useTranslations();
  const uiLocale = useLocale();
  const serverInfo = useServerInfo();
  const schema = useMemo(
    () => localesSchema({ required: t("required"), defaultNotSupported: t("defaultLocaleNotSupported") }),
    [t],
  );
  const { form, blocker, save } = useRealmForm<LocalesValues>({
    realm,
    schema,
    toValues: toLocalesValues,
    toRealm: localesToRealm,
  });
  const { control } = form;
  const enabled = form.watch("internationalizationEnabled");
  const supported = form.watch("supportedLocales");

  const names = useMemo(() => new Intl.DisplayNames([uiLocale], { type: "language" }), [uiLocale]);
  const option = (locale: string) => ({ value: locale, label: localeLabel(names, locale) });
  // the realm's own choices stay offered even when the server's themes no longer list them
  const all = [...new Set([...themeLocales(serverInfo), ...(realm.supportedLocales ?? [])])];

  return (
    <form onSubmit={save} noValidate aria-label={t("locales")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="5" maxW="2xl" py="6">
        <SwitchField
          control={control}
          name="internationalizationEnabled"
          label={t("internationalization")}
          help={t("internationalizationHelp")}
          onText={t("enabled")}
          offText={t("disabled")}
          readOnly={readOnly}
        />
        {enabled && (
          <>
            <MultiSelectField
              control={control}
              name="supportedLocales"
              label={t("supportedLocales")}
              placeholder={t("selectLocales")}
              options={all.map(option)}
              readOnly={readOnly}
              required
            />
            <SelectField
              control={control}
              name="defaultLocale"
              label={t("defaultLocale")}
              placeholder={t("choose")}
              options={supported.map(option)}
              readOnly={readOnly}
              disabled={readOnly}
              required
            />
          </>
        )}
        {!readOnly && <FormActions form={form} />}
      </Stack>
    </form>
  );
}
