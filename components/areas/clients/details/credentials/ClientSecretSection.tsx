"use client";

import { Button, Stack } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { useClientSecret, useInvalidateRotatedSecret, useRegenerateClientSecret } from "@/lib/queries/clients";
import { MaskedSecret } from "./MaskedSecret";

export type ClientSecretSectionProps = {
  realm: string;
  client: ClientRepresentation;
  readOnly: boolean;
  /** Unsaved authenticator changes: regenerating now would mix them up with the new secret, as Keycloak avoids. */
  formDirty: boolean;
};

const ROTATED_SECRET = "client.secret.rotated";

/**
 * The client's secret (masked) with Regenerate, and the rotated secret while a secret-rotation policy keeps one.
 * Keycloak reads the secret only for admins who may configure the client, so view-only admins do not see it.
 */
export function ClientSecretSection({ realm, client, readOnly, formDirty }: ClientSecretSectionProps) {
  const t = useTranslations();
  const id = client.id!;
  const secret = useClientSecret(realm, id, !readOnly);
  const regenerate = useRegenerateClientSecret(realm, id);
  const invalidate = useInvalidateRotatedSecret(realm, id);
  // Keycloak's console reads the rotated secret from the client's attributes too, so it follows every reload
  const rotated = (client.attributes as Record<string, string | undefined> | undefined)?.[ROTATED_SECRET];

  const [askRegenerate, regenerateDialog] = useConfirmDialog({
    titleKey: "confirmClientSecretTitle",
    messageKey: "confirmClientSecretBody",
    continueKey: "yes",
    onConfirm: () => regenerate.mutateAsync(undefined).catch(() => undefined),
  });
  const [askInvalidate, invalidateDialog] = useConfirmDialog({
    titleKey: "invalidateRotatedSecret",
    messageKey: "invalidateRotatedSecretExplain",
    onConfirm: () => invalidate.mutateAsync(undefined).catch(() => undefined),
  });

  if (readOnly) return null;
  return (
    <Stack gap="4">
      {regenerateDialog}
      {invalidateDialog}
      {secret.isError ? (
        <QueryError query={secret} messageKey="clientSecretLoadError" />
      ) : (
        <MaskedSecret
          label={t("clientSecret")}
          value={regenerate.data?.value ?? secret.data ?? ""}
          action={
            <Button variant="outline" disabled={formDirty || secret.isLoading} onClick={askRegenerate}>
              {t("regenerate")}
            </Button>
          }
        />
      )}
      {rotated && (
        <MaskedSecret
          label={t("secretRotated")}
          value={rotated}
          action={
            <Button variant="outline" onClick={askInvalidate}>
              {t("invalidateSecret")}
            </Button>
          }
        />
      )}
    </Stack>
  );
}
