"use client";

import { useTranslations } from "next-intl";
import { FormActions, SelectField, EditForm, useReadOnly } from "@/components/kit/form";
import { useServerInfo } from "@/lib/console-context";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { useRealmForm } from "@/components/kit/form/useRealmForm";
import {
  THEME_FIELDS,
  themeOptions,
  themesSchema,
  themesToRealm,
  toThemesValues,
  type ThemeField,
  type ThemesValues,
} from "./themesForm";

const THEME_HELP: Record<ThemeField, string> = {
  loginTheme: "realmLoginThemeHelp",
  accountTheme: "accountThemeHelp",
  adminTheme: "adminThemeHelp",
  emailTheme: "emailThemeHelp",
};

/** /{realm}/realm-settings/themes: the login, account, admin and email themes, from the server's theme lists. */
export default function ThemesTab({ realm }: RealmSettingsTabProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const serverInfo = useServerInfo();
  const edit = useRealmForm<ThemesValues>({
    readOnly,
    realm,
    schema: themesSchema,
    toValues: toThemesValues,
    toRealm: themesToRealm,
  });

  return (
    <EditForm edit={edit} label={t("themes")} review layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      {THEME_FIELDS.map(({ name, type }) => (
        <SelectField
          key={name}
          name={name}
          label={t(name)}
          help={t(THEME_HELP[name])}
          placeholder={t("choose")}
          options={themeOptions(serverInfo, type, realm[name] ?? "")}
          // a select ignores readonly, so a read-only one is disabled to stay unchangeable
          disabled={readOnly}
        />
      ))}
      <FormActions />
    </EditForm>
  );
}
