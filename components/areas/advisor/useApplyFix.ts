"use client";

import type { AdvisorData, Finding, Fix } from "@/lib/advisor/types";
import { useSaveClient } from "@/lib/queries/clients";
import { useUpdateEventsConfig } from "@/lib/queries/eventsConfig";
import { useSaveIdentityProvider } from "@/lib/queries/identityProviders";
import { useSaveRealm } from "@/lib/queries/realms";

/** The role a fix needs, as Keycloak checks it on the object's own endpoint. */
export const FIX_ROLE: Record<Fix["target"], string> = {
  realm: "manage-realm",
  client: "manage-clients",
  identityProvider: "manage-identity-providers",
  eventsConfig: "manage-events",
};

/**
 * Applies a finding's fix: the object as the advisor read it with the fix's fields set, saved through the object's
 * own endpoint; each save alerts its outcome and reloads what the advisor reads.
 */
export function useApplyFix(realm: string, data: Partial<AdvisorData>) {
  const saveRealm = useSaveRealm(realm, "realmSaveSuccess", "realmSaveError");
  const saveClient = useSaveClient(realm);
  const saveProvider = useSaveIdentityProvider(realm);
  const saveEvents = useUpdateEventsConfig(realm);

  return async ({ subject, fix }: Finding) => {
    if (!fix) return;
    const { target, patch } = fix;
    switch (target) {
      case "realm":
        if (data.realm) await saveRealm.mutateAsync({ ...data.realm, ...patch });
        return;
      case "eventsConfig":
        if (data.eventsConfig) await saveEvents.mutateAsync({ config: { ...data.eventsConfig, ...patch } });
        return;
      case "client": {
        const client = subject.kind === "client" && data.clients?.find((candidate) => candidate.id === subject.id);
        if (client) await saveClient.mutateAsync({ ...client, ...patch });
        return;
      }
      case "identityProvider": {
        const provider =
          subject.kind === "identityProvider" &&
          data.identityProviders?.find((candidate) => candidate.alias === subject.alias);
        if (provider) await saveProvider.mutateAsync({ ...provider, ...patch });
        return;
      }
    }
  };
}
