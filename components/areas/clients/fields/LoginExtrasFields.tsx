"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { SelectField, TextAreaField } from "@/components/kit/form";
import type { ClientFormValues } from "@/lib/clients/clientFormValues";
import { useServerInfo } from "@/lib/console-context";
import { ClientSwitch } from "./ClientSwitch";

export type LoginExtrasFieldsProps = { readOnly?: boolean };

/** The settings tab's login settings: the login theme the server offers, consent, and the consent screen's text. */
export function LoginExtrasFields({ readOnly }: LoginExtrasFieldsProps) {
  const t = useTranslations();
  const themes = useServerInfo().themes?.login ?? [];
  const { control } = useFormContext<ClientFormValues>();
  const [consentRequired, displayOnScreen] = useWatch({
    control,
    name: ["consentRequired", "displayOnConsentScreen"],
  });
  return (
    <Stack gap="5" maxW="2xl">
      <SelectField<ClientFormValues>
        name="loginTheme"
        label={t("loginTheme")}
        help={t("loginThemeHelp")}
        readOnly={readOnly}
        placeholder={t("choose")}
        options={themes.map((theme) => theme.name)}
      />
      <ClientSwitch
        name="consentRequired"
        label={t("consentRequired")}
        help={t("consentRequiredHelp")}
        readOnly={readOnly}
      />
      <ClientSwitch
        name="displayOnConsentScreen"
        label={t("displayOnClient")}
        help={t("displayOnClientHelp")}
        readOnly={readOnly}
        disabled={!consentRequired}
      />
      {consentRequired && displayOnScreen && (
        <TextAreaField<ClientFormValues>
          name="consentScreenText"
          label={t("consentScreenText")}
          help={t("consentScreenTextHelp")}
          rows={2}
          readOnly={readOnly}
        />
      )}
    </Stack>
  );
}
