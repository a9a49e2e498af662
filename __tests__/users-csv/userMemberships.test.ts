import { foundAttributeColumns, usersCsv } from "@/lib/csv/userExport";
import { groupPaths, roleColumns } from "@/lib/csv/userMemberships";
import { guessMapping, toImportUser } from "@/lib/csv/userImportMapping";
import { parseCsv } from "@/lib/csv/parseCsv";

describe("user memberships in the CSV export", () => {
  it("names direct realm roles and client roles as clientId/role, sorted", () => {
    expect(
      roleColumns({
        realmMappings: [{ name: "offline_access" }, { name: "auditor" }],
        clientMappings: {
          "realm-management": { id: "c1", client: "realm-management", mappings: [{ name: "view-users" }] },
          "acme-api": { id: "c2", client: "acme-api", mappings: [{ name: "write" }, { name: "read" }] },
        },
      }),
    ).toEqual({
      realmRoles: ["auditor", "offline_access"],
      clientRoles: ["acme-api/read", "acme-api/write", "realm-management/view-users"],
    });
    expect(roleColumns({})).toEqual({ realmRoles: [], clientRoles: [] });
  });

  it("names groups by their full paths", () => {
    expect(groupPaths([{ name: "DACH", path: "/Sales/EMEA/DACH" }, { name: "Management" }])).toEqual([
      "/Management",
      "/Sales/EMEA/DACH",
    ]);
  });

  it("writes the membership columns from the memberships read for each user, empty where none were", () => {
    const users = [
      { id: "1", username: "erin" },
      { id: "2", username: "nobody" },
    ];
    const memberships = new Map([
      ["1", { groups: ["/Sales/EMEA/DACH", "/Management"], realmRoles: ["auditor"], clientRoles: ["acme-api/read"] }],
    ]);
    expect(usersCsv(users, ["username", "groups", "realmRoles", "clientRoles"], memberships)).toBe(
      '"username","groups","realmRoles","clientRoles"\r\n' +
        '"erin","/Sales/EMEA/DACH;/Management","auditor","acme-api/read"\r\n' +
        '"nobody","","",""\r\n',
    );
  });

  it("finds a column for each attribute key outside the known ones", () => {
    const users = [
      { attributes: { department: ["Sales"], shoeSize: ["42"] } },
      { attributes: { badge: ["7"], department: ["Support"] } },
      {},
    ];
    expect(foundAttributeColumns(users, ["department"])).toEqual(["attribute:badge", "attribute:shoeSize"]);
  });

  it("imports an export's groups and realm roles back and leaves its client roles alone", async () => {
    const exported = usersCsv(
      [{ id: "1", username: "erin", enabled: true }],
      ["username", "enabled", "groups", "realmRoles", "clientRoles"],
      new Map([["1", { groups: ["/Sales/EMEA/DACH", "/Management"], realmRoles: ["auditor"], clientRoles: ["x/y"] }]]),
    );
    const { columns, rows } = await parseCsv(exported);
    const mapping = guessMapping(columns, []);
    expect(mapping).toEqual(["username", "enabled", "groups", "realmRoles", "ignore"]);
    const imported = toImportUser(rows[0], mapping, 2);
    expect(imported.groups).toEqual(["/Sales/EMEA/DACH", "/Management"]);
    expect(imported.realmRoles).toEqual(["auditor"]);
  });
});
