"use client";

import { useState } from "react";
import { Button, HStack, Stack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type CredentialRepresentation from "@keycloak/keycloak-admin-client/lib/defs/credentialRepresentation.js";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { ListEmptyState } from "@/components/kit/data-table";
import { RowDeleteButton } from "@/components/kit/ui/RowDeleteButton";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
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
import { CredentialMoveButton } from "./CredentialMoveButton";
import { credentialName, moveDown, moveUp } from "./credentialMoves";
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
  const [confirmDelete, deleteDialog] = useConfirmDelete<CredentialRepresentation>({
    titleKey: "deleteCredentialsConfirmTitle",
    messageKey: "deleteCredentialsConfirm",
    messageValues: (credential) => ({ type: credentialName(credential) }),
    onDelete: (credential) => deleteCredential.mutateAsync(credential.id ?? ""),
  });

  const rows = credentials.data ?? [];
  const ids = rows.map((credential) => credential.id ?? "");
  const hasPassword = rows.some((credential) => credential.type === "password");

  const toolbar = canManage && (
    <HStack gap="3">
      <PrimaryButton size="sm" onClick={() => setPasswordOpen(true)}>
        {t(hasPassword ? "resetPassword" : "setPassword")}
      </PrimaryButton>
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
        <SimpleTable
          label={t("credentials")}
          rows={rows}
          rowKey={(credential) => credential.id ?? ""}
          columns={[
            {
              headerKey: "position",
              cell: (credential, index) =>
                canManage && (
                  <HStack gap="1">
                    <CredentialMoveButton
                      labelKey="moveUpCredential"
                      credential={credential}
                      move={moveUp(ids, index)}
                      onMove={moveCredential}
                    />
                    <CredentialMoveButton
                      labelKey="moveDownCredential"
                      credential={credential}
                      move={moveDown(ids, index)}
                      onMove={moveCredential}
                    />
                  </HStack>
                ),
            },
            { headerKey: "type", cell: (credential) => credential.type },
            {
              headerKey: "userLabel",
              cell: (credential) => (
                <CredentialLabel
                  label={credential.userLabel}
                  type={credential.type ?? ""}
                  editable={canManage}
                  onRename={(label) => renameCredential.mutateAsync({ credentialId: credential.id ?? "", label })}
                />
              ),
            },
            { headerKey: "createdAt", cell: (credential) => <FormattedDate time={credential.createdDate} /> },
            {
              headerKey: "data",
              cell: (credential) => (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t("showDataFor", { name: credentialName(credential) })}
                  onClick={() => setShown(credential)}
                >
                  {t("showData")}
                </Button>
              ),
            },
            {
              cell: (credential) =>
                canManage && (
                  <RowDeleteButton
                    label={t("deleteCredentialFor", { name: credentialName(credential) })}
                    onClick={() => confirmDelete(credential)}
                  />
                ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
