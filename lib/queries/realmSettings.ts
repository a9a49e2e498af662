"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { useAdminClient, useAlerts } from "@/lib/console-context";
import { realmNamesKey } from "./keys";
import { realmRepresentationKey } from "./realms";

/**
 * PUT /admin/realms/{realm} with the whole representation. Says so on success; failures are left to the
 * caller, whose form puts field errors on their fields. A rename reloads the realm names and whoami. The success
 * alert is the realm's own unless a screen names its own (Keycloak's) message.
 */
export function useUpdateRealm(realm: string, successKey = "realmSaveSuccess") {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const { addAlert } = useAlerts();
  const t = useTranslations();
  return useMutation({
    mutationFn: (representation: RealmRepresentation) => adminClient.realms.update({ realm }, representation),
    onSuccess: async (_result, representation) => {
      addAlert(t(successKey), "success");
      const renamed = representation.realm !== undefined && representation.realm !== realm;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: realmRepresentationKey(realm) }),
        ...(renamed
          ? [
              queryClient.invalidateQueries({ queryKey: realmNamesKey }),
              queryClient.invalidateQueries({
                predicate: ({ queryKey }) => queryKey[0] === "realm" && queryKey[2] === "whoami",
              }),
            ]
          : []),
      ]);
    },
  });
}
