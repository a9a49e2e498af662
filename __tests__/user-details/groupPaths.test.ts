import { ancestorPaths, flattenGroupTree, pathSegments, withInheritedGroups } from "@/lib/groups/memberships";

describe("group paths", () => {
  it("splits a path on unescaped slashes only", () => {
    expect(pathSegments("/Engineering/Backend/Platform")).toEqual(["Engineering", "Backend", "Platform"]);
    expect(pathSegments("/R~/D/Lab")).toEqual(["R~/D", "Lab"]);
  });

  it("lists the ancestors outermost first", () => {
    expect(ancestorPaths("/Engineering/Backend/Platform")).toEqual(["/Engineering", "/Engineering/Backend"]);
    expect(ancestorPaths("/Management")).toEqual([]);
  });

  it("adds the inherited parent groups before each direct membership, once", () => {
    const rows = withInheritedGroups([
      { id: "p", name: "Platform", path: "/Engineering/Backend/Platform" },
      { id: "pay", name: "Payments", path: "/Engineering/Backend/Payments" },
      { id: "m", name: "Management", path: "/Management" },
    ]);
    expect(rows.map((row) => [row.path, row.inherited])).toEqual([
      ["/Engineering", true],
      ["/Engineering/Backend", true],
      ["/Engineering/Backend/Platform", false],
      ["/Engineering/Backend/Payments", false],
      ["/Management", false],
    ]);
    expect(rows[1].name).toBe("Backend");
  });

  it("turns an inherited row into a direct one when the user is also a direct member", () => {
    const rows = withInheritedGroups([
      { id: "a", name: "A", path: "/Z/A" },
      { id: "z", name: "Z", path: "/Z" },
    ]);
    expect(rows).toEqual([
      { id: "z", name: "Z", path: "/Z", inherited: false },
      { id: "a", name: "A", path: "/Z/A", inherited: false },
    ]);
  });

  it("flattens a search result tree", () => {
    const tree = [
      {
        id: "e",
        name: "Engineering",
        path: "/Engineering",
        subGroups: [{ id: "b", name: "Backend", path: "/Engineering/Backend", subGroups: [] }],
      },
    ];
    expect(flattenGroupTree(tree).map((group) => group.path)).toEqual(["/Engineering", "/Engineering/Backend"]);
  });
});
