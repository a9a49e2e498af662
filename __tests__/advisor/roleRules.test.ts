import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { compositeAdminRoles } from "@/lib/advisor/rules/compositeAdminRoles";
import { groupAdminRoles } from "@/lib/advisor/rules/groupAdminRoles";
import type { AdvisorData } from "@/lib/advisor/types";
import { cleanData, found } from "./advisorFixture";

const manageUsers: RoleRepresentation = { id: "mu", name: "manage-users", clientRole: true, containerId: "rm" };
const composite = (id: string, composites: RoleRepresentation[], role: RoleRepresentation = {}) => ({
  role: { id, name: id, composite: true, clientRole: false, containerId: "clean", ...role },
  composites,
});
const withComposites = (...roles: ReturnType<typeof composite>[]): AdvisorData => {
  const data = cleanData();
  return { ...data, compositeRoles: [...data.compositeRoles, ...roles] };
};

describe("roles and groups rules", () => {
  it("finds nothing without groups or composites granting administration roles", () => {
    expect(found(groupAdminRoles, cleanData())).toEqual([]);
    expect(found(compositeAdminRoles, cleanData())).toEqual([]);
  });

  it("flags a group holding an administration role, linked through its ids from the root", () => {
    const data = cleanData();
    const adminGroups = [{ group: { id: "g2", name: "helpdesk", path: "/staff/helpdesk" }, idPath: ["g1", "g2"] }];
    expect(groupAdminRoles.check({ ...data, adminGroups })).toEqual([
      { subject: { kind: "group", id: "g2", name: "/staff/helpdesk", idPath: ["g1", "g2"] } },
    ]);
  });

  it("flags composites holding an administration role directly or through another composite", () => {
    const data = withComposites(
      composite("support-lead", [manageUsers]),
      composite("team-lead", [{ id: "support-lead", name: "support-lead", clientRole: false }]),
      composite("client-admins", [manageUsers], { clientRole: true, containerId: "spa" }),
    );
    expect(found(compositeAdminRoles, data)).toEqual(["role:support-lead", "role:team-lead", "role:client-admins"]);
    // a client's role links under its client
    expect(compositeAdminRoles.check(data)[2]?.subject).toMatchObject({ kind: "role", clientId: "spa" });
  });

  it("leaves the default role to its own rule, and roles of the same name on other clients alone", () => {
    const data = withComposites(
      composite("default-roles-clean", [manageUsers]),
      composite("lookalike", [{ ...manageUsers, id: "other", containerId: "spa" }]),
    );
    const realm = { ...data.realm, defaultRole: { id: "default-roles-clean", name: "default-roles-clean" } };
    expect(found(compositeAdminRoles, { ...data, realm })).toEqual([]);
  });
});
