"use client";

import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";

/**
 * Asks before deleting a mapper (a protocol, identity provider or LDAP mapper) by its name: returns [ask(mapper),
 * dialog].
 */
export function useConfirmDeleteMapper<M extends { name?: string }>(
  deleteMapper: (mapper: M) => Promise<unknown>,
  onDeleted?: () => void,
) {
  return useConfirmDelete<M>({
    titleKey: "deleteMappingTitle",
    messageKey: "deleteMappingConfirm",
    onDelete: deleteMapper,
    onDeleted,
  });
}
