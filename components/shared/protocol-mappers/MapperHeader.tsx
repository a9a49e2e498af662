"use client";

import { Button } from "@chakra-ui/react";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import type { ProtocolMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useDeleteProtocolMapper, type MapperOwner } from "@/lib/queries/protocolMappers";

export type MapperHeaderProps = {
  owner: MapperOwner;
  type: ProtocolMapperTypeRepresentation;
  mapper?: ProtocolMapperRepresentation;
  readOnly: boolean;
  onDeleted(): void;
};

/** A stored mapper's name and type, with delete (asked first); "Add mapper" and the type for a new one. */
export function MapperHeader({ owner, type, mapper, readOnly, onDeleted }: MapperHeaderProps) {
  const t = useTranslations();
  const deleteMapper = useDeleteProtocolMapper(owner);
  const [confirmDelete, deleteDialog] = useConfirmDelete<ProtocolMapperRepresentation>({
    titleKey: "deleteMappingTitle",
    messageKey: "deleteMappingConfirm",
    messageValues: (row) => ({ name: row.name ?? "" }),
    onDelete: async (row) => {
      await deleteMapper.mutateAsync(row);
      onDeleted();
    },
  });
  return (
    <PageHeader
      title={mapper?.name ?? t("addMapper")}
      subtitle={type.name}
      actions={
        mapper &&
        !readOnly && (
          <Button colorPalette="red" variant="outline" size="sm" onClick={() => confirmDelete(mapper)}>
            {t("delete")}
          </Button>
        )
      }
    >
      {deleteDialog}
    </PageHeader>
  );
}
