import type { Rule } from "../types";
import { clientSubject } from "../subjects";

export const serviceAccountAdminRoles: Rule = {
  id: "service-account-admin-roles",
  severity: "high",
  title: "advisorServiceAccountAdminRoles",
  why: "advisorServiceAccountAdminRolesWhy",
  needs: ["clients", "serviceAccountAdminRoles"],
  check: ({ clients, serviceAccountAdminRoles }) =>
    clients
      .filter((client) => client.serviceAccountsEnabled && (serviceAccountAdminRoles[client.id ?? ""] ?? []).length > 0)
      .map((client) => ({ subject: { ...clientSubject(client), tab: "serviceAccount" } })),
};
