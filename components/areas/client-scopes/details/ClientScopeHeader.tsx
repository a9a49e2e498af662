"use client";

import { Badge, Button } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { protocolName } from "@/lib/protocolName";
import { useDeleteClientScope, type ClientScopeRow } from "@/lib/queries/clientScopes";

export type ClientScopeHeaderProps = { realm: string; scope: ClientScopeRow; canManage: boolean };

/** The scope's name and protocol; deleting it (asked first) for admins who manage clients. */
export function ClientScopeHeader({ realm, scope, canManage }: ClientScopeHeaderProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const deleteScope = useDeleteClientScope(realm);
  const [confirmDelete, deleteDialog] = useConfirmDelete<ClientScopeRow>({
    titleKey: "deleteClientScopeTitle",
    messageKey: "deleteConfirmClientScopeNamed",
    messageValues: () => ({ name: scope.name ?? "" }),
    onDelete: deleteScope.mutateAsync,
    onDeleted: () => navigate({ to: "/$realm/client-scopes", params: { realm } }),
  });

  return (
    <PageHeader
      title={scope.name ?? ""}
      badges={<Badge>{protocolName(t, scope.protocol)}</Badge>}
      actions={
        canManage && (
          <Button colorPalette="red" variant="outline" size="sm" onClick={() => confirmDelete(scope)}>
            {t("delete")}
          </Button>
        )
      }
    >
      {deleteDialog}
    </PageHeader>
  );
}
