"use client";

import { useConfirmDeleteMapper } from "@/components/shared/dynamic-config/useConfirmDeleteMapper";
import { useReadOnly } from "@/components/kit/form";
import { Link as ChakraLink } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { deleteRowAction, DataTable, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { useDeleteComponent, useLdapMappersSource } from "@/lib/queries/userFederation";

type LdapMappersTabProps = { realm: string; providerId: string };

/** An LDAP provider's mappers: name (to its details) and type; add one of any type, delete one. */
export function LdapMappersTab({ realm, providerId }: LdapMappersTabProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const source = useLdapMappersSource(realm, providerId);
  const deleteMapper = useDeleteComponent(realm, "mapper");
  const [askDelete, deleteDialog] = useConfirmDeleteMapper<ComponentRepresentation>(deleteMapper.mutateAsync);
  const mapperLink = (mapperId: string) =>
    ({
      to: "/$realm/user-federation/ldap/$id/mappers/$mapperId",
      params: { realm, id: providerId, mapperId },
    }) as const;

  const columns: DataTableColumn<ComponentRepresentation>[] = [
    {
      id: "name",
      header: t("name"),
      cell: ({ row }) => (
        <TruncatedText text={row.original.name ?? ""} maxW="xs">
          <ChakraLink asChild colorPalette="blue">
            <Link {...mapperLink(row.original.id ?? "")}>{row.original.name}</Link>
          </ChakraLink>
        </TruncatedText>
      ),
    },
    { id: "type", header: t("type"), cell: ({ row }) => row.original.providerId },
  ];
  const addMapper = () => void navigate(mapperLink("new"));
  const rowActions: RowAction<ComponentRepresentation>[] = readOnly ? [] : [deleteRowAction(askDelete)];

  return (
    <>
      {deleteDialog}
      <DataTable<ComponentRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="mappers"
        searchPlaceholderKey="searchForMapper"
        urlStatePrefix="mappers"
        rowActions={rowActions}
        toolbar={() => !readOnly && <PrimaryButton onClick={addMapper}>{t("addMapper")}</PrimaryButton>}
        emptyState={{
          messageKey: "emptyMappers",
          instructionsKey: "emptyLdapMappersInstructions",
          ...(!readOnly && { actionKey: "addMapper", onAction: addMapper }),
        }}
      />
    </>
  );
}
