"use client";

import { useReadOnly } from "@/components/kit/form";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { EnabledSwitch } from "@/components/kit/ui/EnabledSwitch";
import { useSaveComponent } from "@/lib/queries/userFederation";
import { isProviderEnabled } from "../providerLabel";
import { useServerErrorAlert } from "./useServerErrorAlert";

type ProviderEnabledSwitchProps = { realm: string; provider: ComponentRepresentation };

/** Turns the provider on at once, and off after asking, since its users can no longer sign in then. */
export function ProviderEnabledSwitch({ realm, provider }: ProviderEnabledSwitchProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const save = useSaveComponent(realm, "provider");
  const showError = useServerErrorAlert();
  const enabled = isProviderEnabled(provider.config);
  const setEnabled = (next: boolean) =>
    save
      .mutateAsync({ ...provider, config: { ...provider.config, enabled: [String(next)] } })
      .catch((error: unknown) => showError("saveProviderError", error));
  const [askDisable, disableDialog] = useConfirmDialog({
    titleKey: "disableProviderConfirmTitle",
    messageKey: "userFedDisableConfirm",
    continueKey: "disable",
    onConfirm: () => setEnabled(false),
  });
  return (
    <>
      {disableDialog}
      <EnabledSwitch
        label={t("providerEnabledLabel")}
        enabled={enabled}
        disabled={readOnly || save.isPending}
        onChange={(checked) => (checked ? void setEnabled(true) : askDisable())}
      />
    </>
  );
}
