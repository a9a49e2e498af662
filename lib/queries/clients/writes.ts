"use client";

import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "../adminMutation";
import { clientKeys } from "./keys";

/** Deletes a client (by its internal id) and says how it went; the clients table reloads. */
export function useDeleteClient(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((client: ClientRepresentation) => adminClient.clients.del({ realm, id: client.id! }), {
    successKey: "clientDeletedSuccess",
    errorKey: "clientDeleteError",
    keys: () => [clientKeys.all(realm)],
  });
}

/** PUT /clients/{id} with the whole representation; a 409 (clientId taken) is for the form's field. */
export function useUpdateClient(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((client: ClientRepresentation) => adminClient.clients.update({ realm, id }, client), {
    successKey: "clientSaveSuccess",
    errorKey: "clientSaveError",
    fieldStatus: 409,
    keys: () => [clientKeys.all(realm)],
  });
}

/** Saves any client of the realm whole (PUT /clients/{id}), for a change made from outside its own screen. */
export function useSaveClient(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (client: ClientRepresentation) => adminClient.clients.update({ realm, id: client.id! }, client),
    { successKey: "clientSaveSuccess", errorKey: "clientSaveError", keys: () => [clientKeys.all(realm)] },
  );
}
