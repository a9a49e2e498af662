"use client";

import { Badge, Button, HStack } from "@chakra-ui/react";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { EnabledSwitch } from "@/components/kit/ui/EnabledSwitch";
import { useServerInfo } from "@/lib/console-context";
import { useDeleteIdentityProvider, useUpdateIdentityProvider } from "@/lib/queries/identityProviders";
import { providerTypeLabel, providerTypes } from "../providerTypes";

type IdentityProviderHeaderProps = { realm: string; provider: IdentityProviderRepresentation; canManage: boolean };

/** The provider's name and kind, its enabled switch (disabling asks first, as Keycloak does) and delete. */
export function IdentityProviderHeader({ realm, provider, canManage }: IdentityProviderHeaderProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const serverInfo = useServerInfo();
  const alias = provider.alias ?? "";
  const enabled = provider.enabled !== false;
  const update = useUpdateIdentityProvider(realm, alias);
  const deleteProvider = useDeleteIdentityProvider(realm);
  const setEnabled = (next: boolean) => update.mutateAsync({ ...provider, enabled: next }).catch(() => undefined);
  const [askDisable, disableDialog] = useConfirmDialog({
    titleKey: "disableProvider",
    messageKey: "disableConfirmIdentityProvider",
    messageValues: { provider: provider.displayName || alias },
    continueKey: "disable",
    onConfirm: () => setEnabled(false),
  });
  const [askDelete, deleteDialog] = useConfirmDelete<IdentityProviderRepresentation>({
    titleKey: "deleteProvider",
    messageKey: "deleteConfirmIdentityProvider",
    messageValues: () => ({ provider: alias }),
    onDelete: deleteProvider.mutateAsync,
    onDeleted: () => void navigate({ to: "/$realm/identity-providers", params: { realm } }),
  });
  return (
    <PageHeader
      title={provider.displayName || alias}
      badges={<Badge>{providerTypeLabel(provider.providerId, providerTypes(serverInfo))}</Badge>}
      actions={
        canManage && (
          <HStack gap="4">
            <EnabledSwitch
              label={t("enabled")}
              enabled={enabled}
              disabled={update.isPending}
              onChange={(checked) => (checked ? void setEnabled(true) : askDisable())}
            />
            <Button colorPalette="red" variant="outline" size="sm" onClick={() => askDelete(provider)}>
              {t("delete")}
            </Button>
          </HStack>
        )
      }
    >
      {disableDialog}
      {deleteDialog}
    </PageHeader>
  );
}
