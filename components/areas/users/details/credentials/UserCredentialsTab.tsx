"use client";

import { useState } from "react";
import { Button, HStack, IconButton, Stack, Table, VisuallyHidden } from "@chakra-ui/react";
import type CredentialRepresentation from "@keycloak/keycloak-admin-client/lib/defs/credentialRepresentation.js";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { ListEmptyState } from "@/components/kit/data-table";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { ChevronDownIcon } from "@/components/kit/ui/icons";
import {
  useCredentials,
  useDeleteCredential,
  useExecuteActionsEmail,
  useMoveCredential,
  useRenameCredential,
  useResetPassword,
  type UserWithMetadata,
} from "@/lib/queries/users";
import { FormattedDate } from "@/components/kit/ui/FormattedDate";
import { CredentialDataDialog } from "./CredentialDataDialog";
import { CredentialLabel } from "./CredentialLabel";
import { moveDown, moveUp } from "./credentialMoves";
import { CredentialResetDialog } from "./CredentialResetDialog";
import { ResetPasswordDialog } from "./ResetPasswordDialog";
import { QueryError } from "@/components/kit/ui/QueryError";

export type UserCredentialsTabProps = { realm: string; user: UserWithMetadata; canManage: boolean };

/** The user's credentials in priority order: set/reset password, reset email, rename, show data, move, delete. */
export function UserCredentialsTab({ realm, user, canManage }: UserCredentialsTabProps) {
  const t = useTranslations();
  const id = user.id ?? "";
  const credentials = useCredentials(realm, id);
  const resetPassword = useResetPassword(realm, id);
  const sendEmail = useExecuteActionsEmail(realm, id);
  const deleteCredential = useDeleteCredential(realm, id);
  const renameCredential = useRenameCredential(realm, id);
  const moveCredential = useMoveCredential(realm, id);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [shown, setShown] = useState<CredentialRepresentation>();
  const [toDelete, setToDelete] = useState<CredentialRepresentation>();

  const [confirmDelete, deleteDialog] = useConfirmDialog({
    titleKey: "deleteCredentialsConfirmTitle",
    messageKey: "deleteCredentialsConfirm",
    messageValues: { type: toDelete?.userLabel || toDelete?.type || "" },
    continueKey: "delete",
    variant: "danger",
    onConfirm: () => (toDelete?.id ? deleteCredential.mutateAsync(toDelete.id).catch(() => undefined) : undefined),
  });

  const rows = credentials.data ?? [];
  const ids = rows.map((credential) => credential.id ?? "");
  const hasPassword = rows.some((credential) => credential.type === "password");

  const toolbar = canManage && (
    <HStack gap="3">
      <Button colorPalette="blue" size="sm" onClick={() => setPasswordOpen(true)}>
        {t(hasPassword ? "resetPassword" : "setPassword")}
      </Button>
      {user.email && (
        <Button variant="outline" size="sm" onClick={() => setEmailOpen(true)}>
          {t("credentialResetBtn")}
        </Button>
      )}
    </HStack>
  );

  return (
    <Stack gap="4" py="6">
      {deleteDialog}
      <ResetPasswordDialog
        open={passwordOpen}
        reset={hasPassword}
        username={user.username ?? ""}
        onClose={() => setPasswordOpen(false)}
        onSave={(values) => resetPassword.mutateAsync(values)}
      />
      <CredentialResetDialog
        realm={realm}
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        onSend={(values) => sendEmail.mutateAsync(values)}
      />
      <CredentialDataDialog credential={shown} onClose={() => setShown(undefined)} />
      {toolbar}
      {credentials.isPending ? (
        <LoadingSpinner />
      ) : credentials.isError ? (
        <QueryError query={credentials} />
      ) : rows.length === 0 ? (
        <ListEmptyState messageKey="noCredentials" instructionsKey="noCredentialsText" />
      ) : (
        <Table.Root size="sm" aria-label={t("credentials")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("position")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("type")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("userLabel")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("createdAt")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("data")}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>{t("rowActions")}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((credential, index) => {
              const name = credential.userLabel || credential.type || "";
              const up = moveUp(ids, index);
              const down = moveDown(ids, index);
              return (
                <Table.Row key={credential.id}>
                  <Table.Cell>
                    {canManage && (
                      <HStack gap="1">
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={t("moveUpCredential", { name })}
                          disabled={!up || moveCredential.isPending}
                          onClick={() => up && moveCredential.mutateAsync(up).catch(() => undefined)}
                        >
                          <ChevronDownIcon transform="rotate(180deg)" />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={t("moveDownCredential", { name })}
                          disabled={!down || moveCredential.isPending}
                          onClick={() => down && moveCredential.mutateAsync(down).catch(() => undefined)}
                        >
                          <ChevronDownIcon />
                        </IconButton>
                      </HStack>
                    )}
                  </Table.Cell>
                  <Table.Cell>{credential.type}</Table.Cell>
                  <Table.Cell>
                    <CredentialLabel
                      label={credential.userLabel}
                      type={credential.type ?? ""}
                      editable={canManage}
                      onRename={(label) => renameCredential.mutateAsync({ credentialId: credential.id ?? "", label })}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <FormattedDate time={credential.createdDate} />
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t("showDataFor", { name })}
                      onClick={() => setShown(credential)}
                    >
                      {t("showData")}
                    </Button>
                  </Table.Cell>
                  <Table.Cell>
                    {canManage && (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t("deleteCredentialFor", { name })}
                        onClick={() => {
                          setToDelete(credential);
                          confirmDelete();
                        }}
                      >
                        {t("delete")}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
