"use client";

import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useDeleteComponent } from "@/lib/queries/userFederation";

/** Asks before deleting a user-storage provider by name: returns [ask(provider), dialog]. */
export function useDeleteProvider(realm: string, onDeleted?: () => void) {
  const deleteProvider = useDeleteComponent(realm, "provider");
  return useConfirmDelete<ComponentRepresentation>({
    titleKey: "userFedDeleteConfirmTitle",
    messageKey: "userFedDeleteConfirm",
    onDelete: deleteProvider.mutateAsync,
    onDeleted,
  });
}
