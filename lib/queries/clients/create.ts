"use client";

import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "../adminMutation";
import { clientKeys } from "./keys";

/** POST /clients (the wizard's or an imported representation); the new client's id. A 409 is the form's. */
export function useCreateClient(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((client: ClientRepresentation) => adminClient.clients.create({ ...client, realm }), {
    successKey: "createClientSuccess",
    errorKey: "createClientError",
    fieldStatus: 409,
    keys: () => [clientKeys.all(realm)],
  });
}
