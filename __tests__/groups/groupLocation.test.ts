import { groupLocationSplat, parseGroupLocation } from "@/components/areas/groups/groupLocation";

describe("group locations", () => {
  it("reads the ids down to the group and its tab", () => {
    expect(parseGroupLocation("a/b/members")).toEqual({ ids: ["a", "b"], tab: "members" });
    expect(parseGroupLocation("a/role-mapping")).toEqual({ ids: ["a"], tab: "role-mapping" });
    expect(parseGroupLocation("a/b")).toEqual({ ids: ["a", "b"], tab: "child-groups" });
    expect(parseGroupLocation(undefined)).toEqual({ ids: [], tab: "child-groups" });
  });

  it("reads a lone segment as a group id, never as a tab", () => {
    expect(parseGroupLocation("members")).toEqual({ ids: ["members"], tab: "child-groups" });
  });

  it("builds the splat back, the child groups being the group's own URL", () => {
    expect(groupLocationSplat(["a", "b"], "attributes")).toBe("a/b/attributes");
    expect(groupLocationSplat(["a", "b"], "child-groups")).toBe("a/b");
    expect(groupLocationSplat(["a b"])).toBe("a%20b");
    expect(parseGroupLocation(groupLocationSplat(["x/y", "z"], "members"))).toEqual({
      ids: ["x/y", "z"],
      tab: "members",
    });
  });
});
