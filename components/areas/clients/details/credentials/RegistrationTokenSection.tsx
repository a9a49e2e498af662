"use client";

import { Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { useRegenerateRegistrationToken } from "@/lib/queries/clients";
import { MaskedSecret } from "./MaskedSecret";

export type RegistrationTokenSectionProps = { realm: string; clientId: string; readOnly: boolean };

/** The registration access token: Keycloak keeps only its id, so the token is shown once, after Regenerate. */
export function RegistrationTokenSection({ realm, clientId, readOnly }: RegistrationTokenSectionProps) {
  const t = useTranslations();
  const regenerate = useRegenerateRegistrationToken(realm, clientId);
  const [ask, dialog] = useConfirmDialog({
    titleKey: "confirmAccessTokenTitle",
    messageKey: "confirmAccessTokenBody",
    continueKey: "yes",
    onConfirm: () => regenerate.mutateAsync(undefined).catch(() => undefined),
  });
  return (
    <>
      {dialog}
      <MaskedSecret
        label={t("registrationAccessToken")}
        value={regenerate.data ?? ""}
        helperText={t("registrationAccessTokenHelp")}
        action={
          !readOnly && (
            <Button variant="outline" onClick={ask}>
              {t("regenerate")}
            </Button>
          )
        }
      />
    </>
  );
}
