import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";

const priorityOf = (provider: ComponentRepresentation) => Number(provider.config?.priority?.[0] ?? 0) || 0;

/** Lowest priority first (Keycloak asks the providers in that order), then by name. */
export function byPriority(a: ComponentRepresentation, b: ComponentRepresentation): number {
  return priorityOf(a) - priorityOf(b) || (a.name ?? "").localeCompare(b.name ?? "");
}

/** Each provider whose place in the order differs from its stored priority, with its place as its new priority. */
export function withNewPriorities(ordered: readonly ComponentRepresentation[]): ComponentRepresentation[] {
  return ordered.flatMap((provider, index) =>
    priorityOf(provider) === index && provider.config?.priority?.[0] !== undefined
      ? []
      : [{ ...provider, config: { ...provider.config, priority: [String(index)] } }],
  );
}
