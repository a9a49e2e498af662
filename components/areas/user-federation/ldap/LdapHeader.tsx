"use client";

import { useReadOnly } from "@/components/kit/form";
import { Button, HStack, Menu, Portal } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { ChevronDownIcon } from "@/components/kit/ui/icons";
import { useDeleteComponent } from "@/lib/queries/userFederation";
import { ProviderEnabledSwitch } from "../shared/ProviderEnabledSwitch";
import { useLdapActions } from "./useLdapActions";

type LdapHeaderProps = { realm: string; provider: ComponentRepresentation };

/** An LDAP provider's name, enabled switch and actions: the syncs, unlink and remove imported users, delete. */
export function LdapHeader({ realm, provider }: LdapHeaderProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const id = provider.id ?? "";
  const actions = useLdapActions(realm, id);
  const deleteProvider = useDeleteComponent(realm, "provider");
  const importEnabled = provider.config?.importEnabled?.[0] !== "false";
  const [askDelete, deleteDialog] = useConfirmDelete<ComponentRepresentation>({
    titleKey: "userFedDeleteConfirmTitle",
    messageKey: "userFedDeleteConfirm",
    messageValues: (item) => ({ name: item.name ?? "" }),
    onDelete: async (item) => {
      await deleteProvider.mutateAsync(item);
      void navigate({ to: "/$realm/user-federation", params: { realm } });
    },
  });
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
              <Menu.Root positioning={{ placement: "bottom-end" }}>
                <Menu.Trigger asChild>
                  <Button variant="outline" loading={actions.pending}>
                    {t("action")}
                    <ChevronDownIcon />
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      {importEnabled && (
                        <>
                          <Menu.Item value="sync-changed" onSelect={() => void actions.sync("triggerChangedUsersSync")}>
                            {t("syncChangedUsers")}
                          </Menu.Item>
                          <Menu.Item value="sync-all" onSelect={() => void actions.sync("triggerFullSync")}>
                            {t("syncAllUsers")}
                          </Menu.Item>
                        </>
                      )}
                      <Menu.Item value="unlink" onSelect={() => void actions.unlink()}>
                        {t("unlinkUsers")}
                      </Menu.Item>
                      <Menu.Item value="remove-imported" onSelect={askRemoveImported}>
                        {t("removeImportedUsers")}
                      </Menu.Item>
                      <Menu.Item value="delete" color="fg.error" onSelect={() => askDelete(provider)}>
                        {t("delete")}
                      </Menu.Item>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            )}
          </HStack>
        }
      />
    </>
  );
}
