"use client";

import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type ClientScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientScopeRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "../adminMutation";
import { clientScopeKeys, type ClientScopeType } from "./keys";
import { fetchClientScopeRows, type ClientScopeRow } from "./reads";

/**
 * Deletes a client scope. A realm default (or optional) scope is first taken off that list, as Keycloak's
 * console does. That step needs manage-realm, which a manage-clients admin may lack; Keycloak's server drops
 * the link when the scope goes anyway, so its failure does not stop the delete.
 */
export async function deleteClientScope(
  adminClient: KeycloakAdminClient,
  realm: string,
  scope: ClientScopeRow,
): Promise<void> {
  const id = scope.id ?? "";
  const unlink =
    scope.type === "default"
      ? () => adminClient.clientScopes.delDefaultClientScope({ realm, id })
      : scope.type === "optional"
        ? () => adminClient.clientScopes.delDefaultOptionalClientScope({ realm, id })
        : undefined;
  await unlink?.().catch(() => undefined);
  await adminClient.clientScopes.del({ realm, id });
}

/** Deletes the client scope called `name`; fails with 'Scope not found.' when the realm has none by that name. */
export async function deleteClientScopeByName(
  adminClient: KeycloakAdminClient,
  realm: string,
  name: string,
): Promise<void> {
  const scope = (await fetchClientScopeRows(adminClient, realm)).find((row) => row.name === name);
  if (!scope) throw new Error("Scope not found.");
  await deleteClientScope(adminClient, realm, scope);
}

/** Deletes a client scope and says how it went; the client scopes table reloads. */
export function useDeleteClientScope(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((scope: ClientScopeRow) => deleteClientScope(adminClient, realm, scope), {
    successKey: "deletedSuccessClientScope",
    errorKey: "deleteErrorClientScope",
    keys: () => [clientScopeKeys.all(realm)],
  });
}

/** Moves a scope between the realm's default and optional client scopes (or off both); needs manage-realm. */
export async function changeClientScopeType(
  adminClient: KeycloakAdminClient,
  realm: string,
  scope: Pick<ClientScopeRow, "id" | "type">,
  next: ClientScopeType,
): Promise<void> {
  if (scope.type === next) return;
  const id = scope.id ?? "";
  if (scope.type === "default") await adminClient.clientScopes.delDefaultClientScope({ realm, id });
  if (scope.type === "optional") await adminClient.clientScopes.delDefaultOptionalClientScope({ realm, id });
  if (next === "default") await adminClient.clientScopes.addDefaultClientScope({ realm, id });
  if (next === "optional") await adminClient.clientScopes.addDefaultOptionalClientScope({ realm, id });
}

export type ClientScopeChange = { scope: ClientScopeRepresentation; type: ClientScopeType };

/**
 * POST /client-scopes, then its assigned type. Gives the new scope's id and, when the scope was made but its type
 * could not be set, why: the scope exists, so the caller goes on to it and says so. A name taken (409) is the form's.
 */
export function useCreateClientScope(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async ({ scope, type }: ClientScopeChange) => {
      const { id } = await adminClient.clientScopes.create({ ...scope, realm });
      const typeError = await changeClientScopeType(adminClient, realm, { id, type: "none" }, type).then(
        () => undefined,
        (error: unknown) => error ?? new Error("type"),
      );
      return { id, typeError };
    },
    { successKey: "createClientScopeSuccess", fieldStatus: 409, keys: () => [clientScopeKeys.all(realm)] },
  );
}

/** PUT /client-scopes/{id} with the whole representation, then the assigned type if it changed. */
export function useUpdateClientScope(realm: string, current: ClientScopeRow) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async ({ scope, type }: ClientScopeChange) => {
      await adminClient.clientScopes.update({ realm, id: current.id ?? "" }, scope);
      await changeClientScopeType(adminClient, realm, current, type);
    },
    { successKey: "updateClientScopeSuccess", fieldStatus: 409, keys: () => [clientScopeKeys.all(realm)] },
  );
}

/** The list's per-row type change. */
export function useChangeClientScopeType(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ scope, type }: { scope: ClientScopeRow; type: ClientScopeType }) =>
      changeClientScopeType(adminClient, realm, scope, type),
    {
      successKey: "clientScopeTypeChanged",
      errorKey: "clientScopeTypeChangeError",
      keys: () => [clientScopeKeys.all(realm)],
    },
  );
}
