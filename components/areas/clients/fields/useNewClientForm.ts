"use client";

import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import type { UseFormReturn } from "react-hook-form";
import type { UnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import type { ClientFormValues } from "@/lib/clients/clientFormValues";
import { useCreateClient } from "@/lib/queries/clients";
import { showClientIdConflict } from "./clientConflict";

/**
 * Creates a client, then opens its settings past the unsaved-changes guard. A taken client id goes on its field
 * (and `onConflict` runs); any other failure the mutation has alerted. Either way the form keeps what was typed.
 */
export function useCreateClientAndOpen(
  realm: string,
  form: UseFormReturn<ClientFormValues>,
  blocker: UnsavedChangesBlocker,
  onConflict?: () => void,
) {
  const navigate = useNavigate();
  const createClient = useCreateClient(realm);
  return async (client: ClientRepresentation) => {
    let id: string;
    try {
      ({ id } = await createClient.mutateAsync(client));
    } catch (error) {
      if (showClientIdConflict(error, form.setError)) onConflict?.();
      return;
    }
    blocker.allowNext();
    await navigate({ to: "/$realm/clients/$clientId/$tab", params: { realm, clientId: id, tab: "settings" } });
  };
}
