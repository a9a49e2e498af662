"use client";

import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { EnabledSwitch } from "@/components/kit/ui/EnabledSwitch";
import { useAlerts } from "@/lib/console-context";
import { errorStatus, explainError } from "@/lib/errors";
import { useUpdateClient } from "@/lib/queries/clients";

export type ClientEnabledSwitchProps = { realm: string; client: ClientRepresentation; readOnly: boolean };

/** Turns the client on at once, and off after asking, since a disabled client can no longer log anyone in. */
export function ClientEnabledSwitch({ realm, client, readOnly }: ClientEnabledSwitchProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const update = useUpdateClient(realm, client.id!);
  const enabled = client.enabled !== false;

  const save = async (next: boolean) => {
    try {
      await update.mutateAsync({ ...client, enabled: next });
    } catch (error) {
      // the update leaves a 409 to forms; here there is no field to put it on
      if (errorStatus(error) === 409) addError("clientSaveError", explainError(error, t));
    }
  };
  const [askDisable, disableDialog] = useConfirmDialog({
    titleKey: "disableConfirmClientTitle",
    messageKey: "disableConfirmClient",
    continueKey: "confirm",
    onConfirm: () => save(false),
  });

  return (
    <>
      {disableDialog}
      <EnabledSwitch
        label={t("clientEnabledLabel")}
        enabled={enabled}
        disabled={readOnly || update.isPending}
        onChange={(checked) => (checked ? void save(true) : askDisable())}
      />
    </>
  );
}
