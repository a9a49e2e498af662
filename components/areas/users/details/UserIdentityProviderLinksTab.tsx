"use client";

import { useMemo, useState } from "react";
import { Button, Heading, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { useAccess } from "@/lib/console-context";
import {
  useAvailableIdentityProvidersSource,
  useFederatedIdentities,
  useLinkIdentityProvider,
  useUnlinkIdentityProvider,
} from "@/lib/queries/users";
import { LinkIdentityProviderDialog } from "./LinkIdentityProviderDialog";
import { QueryError } from "@/components/kit/ui/QueryError";

export type UserIdentityProviderLinksTabProps = { realm: string; userId: string; canManage: boolean };

/** The user's identity-provider links (unlink), and the realm's providers not linked yet (link). */
export function UserIdentityProviderLinksTab({ realm, userId, canManage }: UserIdentityProviderLinksTabProps) {
  const t = useTranslations();
  const canViewProviders = useAccess().hasAny("view-identity-providers");
  const linked = useFederatedIdentities(realm, userId);
  const link = useLinkIdentityProvider(realm, userId);
  const unlink = useUnlinkIdentityProvider(realm, userId);
  const [linking, setLinking] = useState<string>();
  const [unlinking, setUnlinking] = useState<string>();

  const [confirmUnlink, unlinkDialog] = useConfirmDialog({
    titleKey: "unlinkAccountTitle",
    messageKey: "unlinkAccountConfirm",
    messageValues: { provider: unlinking ?? "" },
    continueKey: "unlink",
    variant: "danger",
    onConfirm: () => (unlinking ? unlink.mutateAsync(unlinking).catch(() => undefined) : undefined),
  });

  const linkedAliases = useMemo(
    () => new Set((linked.data ?? []).map((identity) => identity.identityProvider)),
    [linked.data],
  );
  const available = useAvailableIdentityProvidersSource(realm, userId, linkedAliases);

  const columns = useMemo<DataTableColumn<IdentityProviderRepresentation>[]>(
    () => [
      { id: "name", header: () => t("name"), cell: ({ row }) => row.original.displayName || row.original.alias },
      { id: "type", header: () => t("type"), cell: ({ row }) => row.original.providerId },
      {
        id: "link",
        header: () => <VisuallyHidden>{t("linkAccount")}</VisuallyHidden>,
        cell: ({ row }) =>
          canManage && (
            <Button
              size="xs"
              variant="outline"
              aria-label={t("linkAccountTitle", { provider: row.original.alias ?? "" })}
              onClick={() => setLinking(row.original.alias)}
            >
              {t("linkAccount")}
            </Button>
          ),
      },
    ],
    [t, canManage],
  );

  return (
    <Stack gap="8" py="6">
      {unlinkDialog}
      <LinkIdentityProviderDialog
        alias={linking}
        onClose={() => setLinking(undefined)}
        onLink={(values) => link.mutateAsync({ identityProvider: linking ?? "", ...values })}
      />
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t("linkedIdPs")}
        </Heading>
        {linked.isPending ? (
          <LoadingSpinner />
        ) : linked.isError ? (
          <QueryError query={linked} />
        ) : linked.data.length === 0 ? (
          <Text color="fg.muted">{t("noProvidersLinked")}</Text>
        ) : (
          <Table.Root size="sm" aria-label={t("linkedIdPs")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("userID")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("username")}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {linked.data.map((identity) => (
                <Table.Row key={identity.identityProvider}>
                  <Table.Cell>{identity.identityProvider}</Table.Cell>
                  <Table.Cell>{identity.userId}</Table.Cell>
                  <Table.Cell>{identity.userName}</Table.Cell>
                  <Table.Cell>
                    {canManage && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t("unlinkAccountTitle", { provider: identity.identityProvider ?? "" })}
                        onClick={() => {
                          setUnlinking(identity.identityProvider);
                          confirmUnlink();
                        }}
                      >
                        {t("unlinkAccount")}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
      {canViewProviders && linked.isSuccess && (
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t("availableIdPs")}
          </Heading>
          <DataTable<IdentityProviderRepresentation>
            source={available}
            columns={columns}
            ariaLabelKey="availableIdPs"
            getRowId={(row) => row.alias ?? ""}
            urlStatePrefix="idps"
            emptyState={{ messageKey: "noAvailableIdentityProviders" }}
          />
        </Stack>
      )}
    </Stack>
  );
}
