"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { TextField } from "@/components/kit/form";
import { showsBackchannelLogout, showsFrontchannelLogoutUrl } from "@/lib/clients/clientFieldsShown";
import type { ClientFormValues } from "@/lib/clients/clientFormValues";
import { ClientSwitch } from "./ClientSwitch";

export type LogoutFieldsProps = { readOnly?: boolean };

/**
 * Logout: front-channel logout for every client; its URL and session flag, and back-channel logout, for OpenID
 * Connect, whose logout Keycloak drives through them.
 */
export function LogoutFields({ readOnly }: LogoutFieldsProps) {
  const t = useTranslations();
  const { control } = useFormContext<ClientFormValues>();
  const [protocol, frontchannelLogout] = useWatch({ control, name: ["protocol", "frontchannelLogout"] });
  const shape = { protocol, frontchannelLogout };
  return (
    <Stack gap="5" maxW="2xl">
      <ClientSwitch
        name="frontchannelLogout"
        label={t("frontchannelLogout")}
        help={t("frontchannelLogoutHelp")}
        readOnly={readOnly}
      />
      {showsFrontchannelLogoutUrl(shape) && (
        <>
          <TextField<ClientFormValues>
            name="frontchannelLogoutUrl"
            label={t("frontchannelLogoutUrl")}
            help={t("frontchannelLogoutUrlHelp")}
            readOnly={readOnly}
          />
          <ClientSwitch
            name="frontchannelLogoutSessionRequired"
            label={t("frontchannelLogoutSessionRequired")}
            help={t("frontchannelLogoutSessionRequiredHelp")}
            readOnly={readOnly}
          />
        </>
      )}
      {showsBackchannelLogout(shape) && (
        <>
          <TextField<ClientFormValues>
            name="backchannelLogoutUrl"
            label={t("backchannelLogoutUrl")}
            help={t("backchannelLogoutUrlHelp")}
            readOnly={readOnly}
          />
          <ClientSwitch
            name="backchannelLogoutSessionRequired"
            label={t("backchannelLogoutSessionRequired")}
            help={t("backchannelLogoutSessionRequiredHelp")}
            readOnly={readOnly}
          />
          <ClientSwitch
            name="backchannelLogoutRevokeOfflineSessions"
            label={t("backchannelLogoutRevokeOfflineSessions")}
            help={t("backchannelLogoutRevokeOfflineSessionsHelp")}
            readOnly={readOnly}
          />
        </>
      )}
    </Stack>
  );
}
