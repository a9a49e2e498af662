"use client";

import { useEffect } from "react";
import { Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormActions, SelectField } from "@/components/form";
import { UnsavedChangesDialog } from "@/components/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/form/useUnsavedChangesBlocker";
import { useAlerts, useServerInfo } from "@/lib/console-context";
import { applyServerErrors } from "@/lib/errors";
import { useUpdateRealm } from "@/lib/queries/realmSettings";
import type { RealmSettingsTabProps } from "../realmSettingsTabPanels";
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
  const { addError } = useAlerts();
  const updateRealm = useUpdateRealm(realm.realm ?? "");
  const form = useForm<ThemesValues>({ defaultValues: toThemesValues(realm), resolver: zodResolver(themesSchema) });

  // Reloaded data (after a save, or changed elsewhere) becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toThemesValues(realm));
  }, [realm, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: ThemesValues) => {
    try {
      await updateRealm.mutateAsync(themesToRealm(realm, values));
      form.reset(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, t)) addError("realmSaveError", error);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("themes")}>
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
  );
}
