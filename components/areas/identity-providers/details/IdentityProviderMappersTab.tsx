"use client";

import { useMemo } from "react";
import { Box, Link as ChakraLink } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type IdentityProviderMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperRepresentation.js";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useConfirmDeleteMapper } from "@/components/shared/dynamic-config/useConfirmDeleteMapper";
import { deleteRowAction, DataTable, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import {
  useDeleteIdentityProviderMapper,
  useIdentityProviderMapperTypes,
  useIdentityProviderMappersSource,
} from "@/lib/queries/identityProviderMappers";

type MappersTabProps = { realm: string; provider: IdentityProviderRepresentation; canManage: boolean };

/**
 * The provider's mappers (name, category, type from its mapper types), searched by name, with delete; a mapper opens
 * at .../mappers/{id} and a new one at .../mappers/create, both for admins who may manage providers.
 */
export function IdentityProviderMappersTab({ realm, provider, canManage }: MappersTabProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const alias = provider.alias ?? "";
  const providerId = provider.providerId ?? "";
  const source = useIdentityProviderMappersSource(realm, alias);
  const types = useIdentityProviderMapperTypes(realm, alias);
  const deleteMapper = useDeleteIdentityProviderMapper(realm, alias);
  const [confirmDelete, deleteDialog] = useConfirmDeleteMapper<IdentityProviderMapperRepresentation>(
    deleteMapper.mutateAsync,
  );
  const columns = useMemo<DataTableColumn<IdentityProviderMapperRepresentation>[]>(() => {
    const typeOf = (mapper: IdentityProviderMapperRepresentation) => types.data?.[mapper.identityProviderMapper ?? ""];
    return [
      {
        id: "name",
        header: () => t("name"),
        cell: ({ row }) =>
          canManage ? (
            <ChakraLink asChild colorPalette="blue">
              <Link
                to="/$realm/identity-providers/$providerId/$alias/mappers/$id"
                params={{ realm, providerId, alias, id: row.original.id ?? "" }}
              >
                <TruncatedText text={row.original.name ?? ""} />
              </Link>
            </ChakraLink>
          ) : (
            (row.original.name ?? "")
          ),
      },
      { id: "category", header: () => t("category"), cell: ({ row }) => typeOf(row.original)?.category ?? "" },
      {
        id: "type",
        header: () => t("type"),
        cell: ({ row }) => typeOf(row.original)?.name ?? row.original.identityProviderMapper ?? "",
      },
    ];
  }, [t, types.data, canManage, realm, providerId, alias]);
  const rowActions: RowAction<IdentityProviderMapperRepresentation>[] = canManage
    ? [deleteRowAction(confirmDelete)]
    : [];
  const addMapper = () =>
    void navigate({
      to: "/$realm/identity-providers/$providerId/$alias/$tab/create",
      params: { realm, providerId, alias, tab: "mappers" },
    });

  return (
    <Box py="6">
      {deleteDialog}
      <DataTable<IdentityProviderMapperRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="mappers"
        searchPlaceholderKey="searchForMapper"
        toolbar={() => canManage && <PrimaryButton onClick={addMapper}>{t("addMapper")}</PrimaryButton>}
        rowActions={rowActions}
        emptyState={{
          messageKey: "noMappers",
          instructionsKey: canManage ? "noMappersInstructions" : undefined,
          actions: canManage && <PrimaryButton onClick={addMapper}>{t("addMapper")}</PrimaryButton>,
        }}
      />
    </Box>
  );
}
