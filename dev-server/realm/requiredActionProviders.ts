// The required-action providers this server knows (Keycloak 26's), and a realm's actions in Keycloak's order.
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import type { RealmData } from "../store/model.js";
import { REQUIRED_ACTIONS } from "./authenticationProviders.js";

/** [providerId, display text] of every required-action provider */
export function knownRequiredActions(): [string, string][] {
  return REQUIRED_ACTIONS.map(([id, name]) => [id, name]);
}

/** RequiredActionComparator: by priority, then by name */
export function sortedRequiredActions(realm: RealmData): RequiredActionProviderRepresentation[] {
  return [...realm.requiredActions].sort(
    (a, b) => (a.priority ?? 0) - (b.priority ?? 0) || (a.name ?? "").localeCompare(b.name ?? ""),
  );
}
