import { childIdPath, groupCrumbs, groupPathNames, idPathToSplat, parseIdPath } from "@/lib/groups/idPath";

describe("group id paths", () => {
  it("reads the splat into ids and writes them back", () => {
    expect(parseIdPath(undefined)).toEqual([]);
    expect(parseIdPath("")).toEqual([]);
    expect(parseIdPath("a/b/")).toEqual(["a", "b"]);
    expect(parseIdPath("a%20b/c")).toEqual(["a b", "c"]);
    expect(idPathToSplat(["a b", "c"])).toBe("a%20b/c");
    expect(idPathToSplat(childIdPath(["a"], "b"))).toBe("a/b");
  });

  it("splits a group path on unescaped slashes only", () => {
    expect(groupPathNames("/Engineering/Backend")).toEqual(["Engineering", "Backend"]);
    expect(groupPathNames("/R~/D/Lab")).toEqual(["R/D", "Lab"]);
    expect(groupPathNames(undefined)).toEqual([]);
  });

  it("names the breadcrumbs after the selected group's path, each linking to its id path", () => {
    expect(groupCrumbs(["e", "b"], { path: "/Engineering/Backend", name: "Backend" })).toEqual([
      { ids: ["e"], name: "Engineering", current: false },
      { ids: ["e", "b"], name: "Backend", current: true },
    ]);
  });

  it("falls back to ids (and the group's own name) while the path is unknown or disagrees", () => {
    expect(groupCrumbs(["e", "b"], undefined).map((crumb) => crumb.name)).toEqual(["e", "b"]);
    expect(groupCrumbs(["e", "b"], { path: "/Backend", name: "Backend" }).map((crumb) => crumb.name)).toEqual([
      "e",
      "Backend",
    ]);
  });
});
