import type { PaletteGroup } from "@/lib/command-palette/results";

/** Message key of each result group's heading. */
export const KIND_TITLES: Record<PaletteGroup["kind"], string> = {
  recent: "recent",
  screen: "commandPaletteScreens",
  user: "users",
  group: "groups",
  client: "clients",
  realmRole: "realmRoles",
  clientRole: "clientRoles",
  identityProvider: "identityProviders",
  realm: "realms",
};
