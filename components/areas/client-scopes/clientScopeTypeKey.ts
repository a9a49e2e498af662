import type { ClientScopeType } from "@/lib/queries/clientScopes";

const TYPE_KEYS: Record<ClientScopeType, string> = { default: "default", optional: "optional", none: "none" };

/** Message key of an assigned type. */
export function clientScopeTypeKey(type: ClientScopeType): string {
  return TYPE_KEYS[type];
}
