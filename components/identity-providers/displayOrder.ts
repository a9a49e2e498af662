import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";

const place = (provider: IdentityProviderRepresentation) => {
  const order = Number.parseInt(provider.config?.guiOrder ?? "", 10);
  return Number.isFinite(order) ? order : Number.MAX_SAFE_INTEGER;
};

/** The providers in their display order: by `config.guiOrder`, those without one last, then by alias. */
export function inDisplayOrder(providers: readonly IdentityProviderRepresentation[]): IdentityProviderRepresentation[] {
  return [...providers].sort((a, b) => place(a) - place(b) || (a.alias ?? "").localeCompare(b.alias ?? ""));
}

/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveOnePlace<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}
