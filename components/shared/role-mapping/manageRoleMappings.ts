import type { RoleMappingKind } from "@/lib/queries/roleMappings";

/** The permission that lets the signed-in admin change a target's role mappings. */
export const MANAGE_ROLE_MAPPINGS: Record<RoleMappingKind, string> = {
  users: "manage-users",
  groups: "manage-users",
  roles: "manage-realm",
  clients: "manage-clients",
  clientScopes: "manage-clients",
};
