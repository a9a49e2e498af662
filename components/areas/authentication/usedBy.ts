import type { UiFlow, UsedByType } from "@/lib/queries/authentication";

const USED_BY_KEYS: Record<UsedByType, string> = {
  SPECIFIC_CLIENT: "specificClients",
  SPECIFIC_PROVIDERS: "specificProviders",
  DEFAULT: "default",
};

/** Message key saying what binds a flow: the realm (default), specific clients or providers, or nothing. */
export function usedByKey(flow: UiFlow): string {
  return flow.usedBy ? USED_BY_KEYS[flow.usedBy.type] : "notInUse";
}

/** Only flows that are neither built in nor bound anywhere may be deleted, as in Keycloak. */
export function isFlowDeletable(flow: UiFlow): boolean {
  return !flow.builtIn && !flow.usedBy;
}
