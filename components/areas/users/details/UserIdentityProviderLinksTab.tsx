"use client";

import { useMemo, useState } from "react";
import { Button, Heading, Stack, VisuallyHidden } from "@chakra-ui/react";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAccess } from "@/lib/console-context";
import {
  useAvailableIdentityProvidersSource,
  useFederatedIdentities,
  useLinkIdentityProvider,
  useUnlinkIdentityProvider,
} from "@/lib/queries/users";
import { LinkIdentityProviderDialog } from "./LinkIdentityProviderDialog";

export type UserIdentityProviderLinksTabProps = { realm: string; userId: string; canManage: boolean };

/** The user's identity-provider links (unlink), and the realm's providers not linked yet (link). */
export function UserIdentityProviderLinksTab({ realm, userId, canManage }: UserIdentityProviderLinksTabProps) {
  const t = useTranslations();
  const canViewProviders = useAccess().hasAny("view-identity-providers");
  const linked = useFederatedIdentities(realm, userId);
  const link = useLinkIdentityProvider(realm, userId);
  const unlink = useUnlinkIdentityProvider(realm, userId);
  const [linking, setLinking] = useState<string>();

  const [confirmUnlink, unlinkDialog] = useConfirmDelete<string>({
    titleKey: "unlinkAccountTitle",
    messageKey: "unlinkAccountConfirm",
    messageValues: (provider) => ({ provider }),
    continueKey: "unlink",
    onDelete: (provider) => unlink.mutateAsync(provider),
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
        <QueryState query={linked}>
          {(identities) => (
            <SimpleTable
              label={t("linkedIdPs")}
              emptyKey="noProvidersLinked"
              rows={identities}
              rowKey={(identity) => identity.identityProvider ?? ""}
              columns={[
                { headerKey: "name", cell: (identity) => identity.identityProvider },
                { headerKey: "userID", cell: (identity) => identity.userId },
                { headerKey: "username", cell: (identity) => identity.userName },
                {
                  cell: (identity) =>
                    canManage && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t("unlinkAccountTitle", { provider: identity.identityProvider ?? "" })}
                        onClick={() => confirmUnlink(identity.identityProvider ?? "")}
                      >
                        {t("unlinkAccount")}
                      </Button>
                    ),
                },
              ]}
            />
          )}
        </QueryState>
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
