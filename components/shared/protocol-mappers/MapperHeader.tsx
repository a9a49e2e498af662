"use client";

import { Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useConfirmDeleteMapper } from "@/components/shared/dynamic-config/useConfirmDeleteMapper";
import { PageHeader } from "@/components/kit/screen/PageHeader";

export type MapperHeaderProps<M extends { name?: string }> = {
  /** The stored mapper; absent while a new one is added. */
  mapper?: M;
  /** The mapper type's name, under the title. */
  typeName?: string;
  /** Message key of the title while adding. */
  newTitleKey?: string;
  readOnly?: boolean;
  /** The data module's delete of this kind of mapper (a protocol mapper, an identity provider's mapper). */
  deleteMapper(mapper: M): Promise<unknown>;
  onDeleted(): void;
};

/** A stored mapper's name and type, with delete (asked first); "Add mapper" and the type for a new one. */
export function MapperHeader<M extends { name?: string }>(props: MapperHeaderProps<M>) {
  const { mapper, typeName, newTitleKey = "addMapper", readOnly = false, deleteMapper, onDeleted } = props;
  const t = useTranslations();
  const [confirmDelete, deleteDialog] = useConfirmDeleteMapper<M>(deleteMapper, onDeleted);
  return (
    <PageHeader
      title={mapper?.name ?? t(newTitleKey)}
      subtitle={typeName}
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
