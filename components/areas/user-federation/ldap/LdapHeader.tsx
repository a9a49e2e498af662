"use client";

import { useReadOnly } from "@/components/kit/form";
import { HStack } from "@chakra-ui/react";
import { ActionsMenu } from "@/components/kit/ui/MenuButton";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { ProviderEnabledSwitch } from "../shared/ProviderEnabledSwitch";
import { useDeleteProvider } from "../shared/useDeleteProvider";
import { useLdapActions } from "./useLdapActions";

type LdapHeaderProps = { realm: string; provider: ComponentRepresentation };

/** An LDAP provider's name, enabled switch and actions: the syncs, unlink and remove imported users, delete. */
export function LdapHeader({ realm, provider }: LdapHeaderProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const id = provider.id ?? "";
  const actions = useLdapActions(realm, id);
  const importEnabled = provider.config?.importEnabled?.[0] !== "false";
  const [askDelete, deleteDialog] = useDeleteProvider(
    realm,
    () => void navigate({ to: "/$realm/user-federation", params: { realm } }),
  );
  const [askRemoveImported, removeImportedDialog] = useConfirmDialog({
    titleKey: "removeImportedUsers",
    messageKey: "removeImportedUsersMessage",
    continueKey: "remove",
    variant: "danger",
    onConfirm: actions.removeImported,
  });

  return (
    <>
      {deleteDialog}
      {removeImportedDialog}
      <PageHeader
        title={provider.name}
        subtitle={t("ldap")}
        actions={
          <HStack gap="4">
            <ProviderEnabledSwitch realm={realm} provider={provider} />
            {!readOnly && (
              <ActionsMenu
                size="md"
                loading={actions.pending}
                actions={[
                  {
                    value: "sync-changed",
                    labelKey: "syncChangedUsers",
                    onSelect: () => void actions.sync("triggerChangedUsersSync"),
                    hidden: !importEnabled,
                  },
                  {
                    value: "sync-all",
                    labelKey: "syncAllUsers",
                    onSelect: () => void actions.sync("triggerFullSync"),
                    hidden: !importEnabled,
                  },
                  { value: "unlink", labelKey: "unlinkUsers", onSelect: () => void actions.unlink() },
                  { value: "remove-imported", labelKey: "removeImportedUsers", onSelect: askRemoveImported },
                  { value: "delete", labelKey: "delete", danger: true, onSelect: () => askDelete(provider) },
                ]}
              />
            )}
          </HStack>
        }
      />
    </>
  );
}
