"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FormActions, ReviewBeforeSave, SelectField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
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
export default function ThemesTab({ realm, readOnly }: RealmSettingsTabProps) {
  const t = useTranslations();
  const serverInfo = useServerInfo();
  const { form, blocker, save } = useRealmForm<ThemesValues>({
    realm,
    schema: themesSchema,
    toValues: toThemesValues,
    toRealm: themesToRealm,
  });

  return (
    <ReviewBeforeSave form={form}>
      <form onSubmit={save} noValidate aria-label={t("themes")}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Stack gap="5" maxW="2xl" py="6">
          {THEME_FIELDS.map(({ name, type }) => (
            <SelectField
              key={name}
              control={form.control}
              name={name}
              label={t(name)}
              help={t(THEME_HELP[name])}
              placeholder={t("choose")}
              options={themeOptions(serverInfo, type, realm[name] ?? "")}
              readOnly={readOnly}
              // a select ignores readonly, so a read-only one is disabled to stay unchangeable
              disabled={readOnly}
            />
          ))}
          {!readOnly && <FormActions form={form} />}
        </Stack>
      </form>
    </ReviewBeforeSave>
  );
}
