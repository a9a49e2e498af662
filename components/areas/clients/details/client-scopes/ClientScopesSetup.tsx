"use client";

import { useState } from "react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import {
  isDedicatedRow,
  useAddClientScopes,
  useChangeClientScopeType,
  useClientScopesTabSource,
  useRemoveClientScope,
  type AssignedClientScope,
  type ClientScopeTabRow,
} from "@/lib/queries/clients";
import { AddClientScopesDialog } from "./AddClientScopesDialog";
import { useSetupColumns } from "./setupColumns";

export type ClientScopesSetupProps = { realm: string; client: ClientRepresentation; readOnly: boolean };

const rowId = (row: ClientScopeTabRow) => (isDedicatedRow(row) ? "dedicated" : (row.id ?? ""));

/**
 * The client's dedicated scope and its assigned default and optional scopes: search, add from the realm's scopes of
 * the same protocol, change a scope's type, remove one. Admins who may only view see the list.
 */
export function ClientScopesSetup({ realm, client, readOnly }: ClientScopesSetupProps) {
  const t = useTranslations();
  const id = client.id ?? "";
  const clientId = client.clientId ?? "";
  const protocol = client.protocol ?? "openid-connect";
  const [adding, setAdding] = useState(false);
  const source = useClientScopesTabSource(realm, id, protocol, {
    name: t("dedicatedScopeName", { clientName: clientId }),
    description: t("dedicatedScopeDescription"),
  });
  const add = useAddClientScopes(realm, id);
  const changeType = useChangeClientScopeType(realm, id);
  const remove = useRemoveClientScope(realm, id);
  const columns = useSetupColumns(
    realm,
    id,
    readOnly ? undefined : (scope, type) => changeType.mutate({ scope, type }),
  );
  const [confirmRemove, removeDialog] = useConfirmDelete<AssignedClientScope>({
    titleKey: "removeClientScopeTitle",
    messageKey: "removeClientScopeConfirm",
    continueKey: "remove",
    onDelete: remove.mutateAsync,
  });
  const rowActions = (row: ClientScopeTabRow): RowAction<ClientScopeTabRow>[] =>
    readOnly || isDedicatedRow(row) ? [] : [{ labelKey: "remove", danger: true, onClick: () => confirmRemove(row) }];

  return (
    <>
      {removeDialog}
      <DataTable<ClientScopeTabRow>
        source={source}
        columns={columns}
        ariaLabelKey="clientScopesSetupList"
        getRowId={rowId}
        searchPlaceholderKey="searchForClientScope"
        createAction={readOnly ? undefined : { labelKey: "addClientScope", onClick: () => setAdding(true) }}
        rowActions={readOnly ? undefined : rowActions}
      />
      {adding && (
        <AddClientScopesDialog
          realm={realm}
          client={{ id, clientId, protocol }}
          onClose={() => setAdding(false)}
          onAdd={(scopes, type) => add.mutateAsync({ scopes, type })}
        />
      )}
    </>
  );
}
