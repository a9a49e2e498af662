"use client";

import { Stack } from "@chakra-ui/react";
import type ClientInitialAccessPresentation from "@keycloak/keycloak-admin-client/lib/defs/clientInitialAccessPresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { deleteRowAction, DataTable, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { FormattedDate } from "@/components/kit/ui/FormattedDate";
import { useAccess } from "@/lib/console-context";
import { useDeleteInitialAccessToken, useInitialAccessTokensSource } from "@/lib/queries/initialAccessTokens";
import { useRealmName } from "@/lib/router/useRealmName";

const millis = (seconds: number | undefined) => (seconds === undefined ? undefined : seconds * 1000);

/** When a token expires: its creation plus its lifespan; a token without a lifespan never does. */
const expiresAt = (token: ClientInitialAccessPresentation) =>
  token.expiration ? millis((token.timestamp ?? 0) + token.expiration) : undefined;

/** The initial access tokens tab: each token's creation, expiry and counts; create and delete for managers. */
export function InitialAccessTokensPanel() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const canManage = useAccess().hasAny("manage-clients");
  const source = useInitialAccessTokensSource(realm);
  const deleteToken = useDeleteInitialAccessToken(realm);
  const toCreate = () => void navigate({ to: "/$realm/clients/initialAccessToken/create", params: { realm } });
  const [askDelete, deleteDialog] = useConfirmDelete<ClientInitialAccessPresentation>({
    titleKey: "tokenDeleteConfirmTitle",
    messageKey: "tokenDeleteConfirm",
    messageValues: (token) => ({ id: token.id ?? "" }),
    onDelete: deleteToken.mutateAsync,
  });
  const rowActions: RowAction<ClientInitialAccessPresentation>[] | undefined = canManage
    ? [deleteRowAction(askDelete)]
    : undefined;

  return (
    <Stack py="4">
      {deleteDialog}
      <DataTable<ClientInitialAccessPresentation>
        source={source}
        ariaLabelKey="initialAccessToken"
        searchPlaceholderKey="searchInitialAccessToken"
        columns={[
          { id: "id", header: () => t("id"), cell: ({ row }) => row.original.id ?? "" },
          {
            id: "timestamp",
            header: () => t("timestamp"),
            cell: ({ row }) => <FormattedDate time={millis(row.original.timestamp)} />,
          },
          {
            id: "expires",
            header: () => t("expires"),
            cell: ({ row }) => <FormattedDate time={expiresAt(row.original)} />,
          },
          { id: "count", header: () => t("count"), cell: ({ row }) => String(row.original.count ?? "") },
          {
            id: "remainingCount",
            header: () => t("remainingCount"),
            cell: ({ row }) => String(row.original.remainingCount ?? ""),
          },
        ]}
        rowActions={rowActions}
        createAction={canManage ? { labelKey: "create", onClick: toCreate } : undefined}
        emptyState={{
          messageKey: "noTokens",
          instructionsKey: "noTokensInstructions",
        }}
      />
    </Stack>
  );
}
