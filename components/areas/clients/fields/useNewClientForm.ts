"use client";

import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { NEW_CLIENT, type ClientFormValues } from "@/lib/clients/clientFormValues";
import { useCreateClient } from "@/lib/queries/clients";
import { useClientForm, type ClientFormOptions } from "./useClientForm";

const asValues = (values: ClientFormValues) => values;

/**
 * The form of a new client (the wizard, the import): created as `toClient` makes it, then its settings opened past
 * the unsaved-changes guard.
 */
export function useNewClientForm(
  realm: string,
  toClient: (values: ClientFormValues) => ClientRepresentation,
  options: Pick<ClientFormOptions<ClientFormValues, unknown>, "unsaved"> = {},
) {
  const navigate = useNavigate();
  const createClient = useCreateClient(realm);
  return useClientForm({
    ...options,
    data: NEW_CLIENT,
    toValues: asValues,
    save: (values: ClientFormValues) => createClient.mutateAsync(toClient(values)),
    onSaved: ({ id }) =>
      navigate({ to: "/$realm/clients/$clientId/$tab", params: { realm, clientId: id, tab: "settings" } }),
  });
}
