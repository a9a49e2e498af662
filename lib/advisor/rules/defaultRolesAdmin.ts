import { isAdminRole, managementClientId } from "../adminRoles";
import type { Rule } from "../types";

export const defaultRolesAdmin: Rule = {
  id: "default-roles-admin",
  severity: "high",
  title: "advisorDefaultRolesAdmin",
  why: "advisorDefaultRolesAdminWhy",
  needs: ["clients", "defaultRoles"],
  check: ({ clients, defaultRoles }) => {
    const managementId = managementClientId(clients);
    return defaultRoles.some((role) => isAdminRole(role, managementId))
      ? [{ subject: { kind: "realm", tab: "user-registration" } }]
      : [];
  },
};
