"use client";

import { Button } from "@chakra-ui/react";
import type IdentityProviderMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperRepresentation.js";
import type { IdentityProviderMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperTypeRepresentation.js";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useDeleteIdentityProviderMapper } from "@/lib/queries/identityProviderMappers";

type MapperHeaderProps = {
  realm: string;
  alias: string;
  mapper?: IdentityProviderMapperRepresentation;
  type?: IdentityProviderMapperTypeRepresentation;
  onDeleted(): void;
};

/** A stored mapper's name and type with delete (asked first); "Add mapper" for a new one. */
export function IdentityProviderMapperHeader({ realm, alias, mapper, type, onDeleted }: MapperHeaderProps) {
  const t = useTranslations();
  const deleteMapper = useDeleteIdentityProviderMapper(realm, alias);
  const [confirmDelete, deleteDialog] = useConfirmDelete<IdentityProviderMapperRepresentation>({
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
      title={mapper?.name ?? t("addIdentityProviderMapper")}
      subtitle={type?.name}
      actions={
        mapper && (
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
