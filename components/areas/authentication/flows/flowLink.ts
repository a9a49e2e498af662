import type { UiFlow } from "@/lib/queries/authentication";

/**
 * The flow editor's address as Keycloak's console writes it, /{realm}/authentication/{id}/{usedBy}[/builtIn] with
 * usedBy the binding's type (DEFAULT, SPECIFIC_CLIENT, SPECIFIC_PROVIDERS) or notInUse, so its links open here too.
 */
export function flowEditorHref(realm: string, flow: UiFlow): string {
  const usedBy = flow.usedBy?.type ?? "notInUse";
  const segments = [realm, "authentication", flow.id ?? "", usedBy, ...(flow.builtIn ? ["builtIn"] : [])];
  return `#/${segments.map(encodeURIComponent).join("/")}`;
}
