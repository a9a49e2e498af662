import type { Rule } from "../types";

export const groupAdminRoles: Rule = {
  id: "group-admin-roles",
  severity: "high",
  title: "advisorGroupAdminRoles",
  why: "advisorGroupAdminRolesWhy",
  needs: ["adminGroups"],
  check: ({ adminGroups }) =>
    adminGroups.map(({ group, idPath }) => ({
      subject: { kind: "group", id: group.id ?? "", name: group.path ?? group.name ?? "", idPath },
    })),
};
