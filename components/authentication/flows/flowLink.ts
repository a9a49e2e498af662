import type { UiFlow } from "@/lib/queries/authentication";
import { usedByKey } from "../usedBy";

/**
 * The flow editor's address, /{realm}/authentication/{id}/{usedBy}[/buildIn], as a hash link: the editor's route is
 * registered by the editor's own module, so the list links by address rather than by a typed route.
 */
export function flowEditorHref(realm: string, flow: UiFlow): string {
  const segments = [realm, "authentication", flow.id ?? "", usedByKey(flow), ...(flow.builtIn ? ["buildIn"] : [])];
  return `#/${segments.map(encodeURIComponent).join("/")}`;
}
