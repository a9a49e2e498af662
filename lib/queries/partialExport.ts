"use client";

import { useQuery } from "@tanstack/react-query";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import type { CopyPlan } from "@/lib/realm-diff/copy";
import { useAdminMutation } from "./adminMutation";
import { realmKey } from "./keys";

/** A realm's partial export with its clients, groups and roles, as the realm diff compares it. */
export const partialExportKeys = {
  all: (realm: string) => [...realmKey(realm), "partial-export"] as const,
};

/** POST /partial-export?exportClients&exportGroupsAndRoles: read only, secrets masked by the server. */
export function usePartialExportQuery(realm: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: partialExportKeys.all(realm ?? ""),
    queryFn: async (): Promise<RealmRepresentation> =>
      adminClient.realms.export({ realm: realm!, exportClients: true, exportGroupsAndRoles: true }),
    enabled: !!realm,
  });
}

async function runCopy(adminClient: KeycloakAdminClient, realm: string, plan: CopyPlan): Promise<void> {
  switch (plan.kind) {
    case "realm":
      return adminClient.realms.update({ realm }, plan.rep);
    case "client":
      return adminClient.clients.update({ realm, id: plan.id }, plan.rep);
    case "identityProvider":
      return adminClient.identityProviders.update({ realm, alias: plan.alias }, plan.rep);
    case "role": {
      if (!plan.clientId) return adminClient.roles.updateByName({ realm, name: plan.name }, plan.rep);
      const [client] = await adminClient.clients.find({ realm, clientId: plan.clientId });
      return adminClient.clients.updateRole({ realm, id: client?.id ?? "", roleName: plan.name }, plan.rep);
    }
    case "partialImport":
      await adminClient.realms.partialImport({ realm, rep: plan.rep });
  }
}

export type RealmCopy = { realm: string; plan: CopyPlan };

/** Writes what the diff's copy sends; anything in the realm may have changed, its export first of all. */
export function useRealmCopy() {
  const adminClient = useAdminClient();
  return useAdminMutation(({ realm, plan }: RealmCopy) => runCopy(adminClient, realm, plan), {
    successKey: "realmDiffCopied",
    errorKey: "realmDiffCopyError",
    keys: ({ realm }) => [realmKey(realm)],
  });
}
