"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { TextField, useReadOnly } from "@/components/kit/form";
import type { IdentityProviderFormValues } from "./identityProviderForm";
import { RedirectUriField } from "./RedirectUriField";

type GeneralFieldsProps = { realm: string; stored: boolean };

/** Redirect URI, alias (fixed once stored: the broker's URLs carry it), display name and login-page order. */
export function GeneralFields({ realm, stored }: GeneralFieldsProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  return (
    <Stack gap="5">
      <RedirectUriField realm={realm} />
      <TextField<IdentityProviderFormValues>
        name="alias"
        label={t("alias")}
        help={t("aliasHelp")}
        required
        readOnly={readOnly || stored}
      />
      <TextField<IdentityProviderFormValues> name="displayName" label={t("displayName")} />
      {stored && (
        <TextField<IdentityProviderFormValues>
          name="config.guiOrder"
          label={t("displayOrder")}
          help={t("displayOrderHelp")}
          type="number"
          min={0}
        />
      )}
    </Stack>
  );
}
