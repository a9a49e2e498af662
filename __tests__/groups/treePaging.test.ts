import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import {
  canExpand,
  expandAll,
  levelGroups,
  matchesSearch,
  mergeSearchPages,
  nextPageFirst,
  searchExpandedIds,
  searchMatches,
  toggleExpanded,
} from "@/lib/groups/treePaging";

const group = (id: string, extra: GroupRepresentation = {}): GroupRepresentation => ({
  id,
  name: id,
  subGroupCount: 0,
  ...extra,
});
const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => group(`g${from + index}`));

describe("tree paging", () => {
  it("a page with the extra row means more; 'load more' appends the next page without the extra rows", () => {
    const first = page(0, 3); // page size 2, max 3
    expect(levelGroups([first], 2)).toEqual({ groups: first.slice(0, 2), hasMore: true });
    expect(nextPageFirst([first], 2)).toBe(2);

    const second = page(2, 3);
    const both = levelGroups([first, second], 2);
    expect(both.groups.map((g) => g.id)).toEqual(["g0", "g1", "g2", "g3"]);
    expect(both.hasMore).toBe(true);
    expect(nextPageFirst([first, second], 2)).toBe(4);

    const last = page(4, 1);
    expect(levelGroups([first, second, last], 2)).toEqual({ groups: page(0, 5), hasMore: false });
    expect(nextPageFirst([first, second, last], 2)).toBeUndefined();
  });

  it("a group that shifted into the next page meanwhile is listed once", () => {
    expect(levelGroups([page(0, 3), page(1, 3)], 2).groups.map((g) => g.id)).toEqual(["g0", "g1", "g2"]);
  });

  it("an empty level has nothing more", () => {
    expect(levelGroups([[]], 20)).toEqual({ groups: [], hasMore: false });
    expect(nextPageFirst([], 20)).toBeUndefined();
  });

  it("expands and collapses nodes, and opens the ancestors of a selection", () => {
    const opened = toggleExpanded(new Set(), "a");
    expect([...opened]).toEqual(["a"]);
    expect([...toggleExpanded(opened, "a")]).toEqual([]);
    expect([...expandAll(opened, ["a", "b"])].sort()).toEqual(["a", "b"]);
    expect(expandAll(opened, ["a"])).toBe(opened);
  });

  it("a node can expand when the server counts children or sent some", () => {
    expect(canExpand(group("a", { subGroupCount: 3 }))).toBe(true);
    expect(canExpand(group("a", { subGroupCount: 0, subGroups: [group("b")] }))).toBe(true);
    expect(canExpand(group("a"))).toBe(false);
  });
});

describe("tree search", () => {
  const platform = group("platform", { name: "Platform", path: "/Engineering/Backend/Platform" });
  const payments = group("payments", { name: "Payments", path: "/Engineering/Backend/Payments" });
  const backendWith = (...children: GroupRepresentation[]) =>
    group("backend", { name: "Backend", subGroupCount: 2, subGroups: children });
  const engineeringWith = (...children: GroupRepresentation[]) =>
    group("eng", { name: "Engineering", subGroupCount: 3, subGroups: children });

  it("merges the pages of one search into one tree and opens every node holding matches", () => {
    const roots = mergeSearchPages([
      [engineeringWith(backendWith(platform))],
      [engineeringWith(backendWith(payments)), group("sales", { name: "Platform sales" })],
    ]);
    expect(roots.map((root) => root.id)).toEqual(["eng", "sales"]);
    expect(roots[0].subGroups?.[0].subGroups?.map((child) => child.id)).toEqual(["platform", "payments"]);
    expect(searchExpandedIds(roots)).toEqual(["eng", "backend"]);
  });

  it("finds the matches among their ancestors, with the ancestors' ids for the path", () => {
    const matches = searchMatches([engineeringWith(backendWith(platform))], "plat");
    expect(matches.map(({ group: match, ancestors }) => [match.id, ancestors.map((a) => a.id)])).toEqual([
      ["platform", ["eng", "backend"]],
    ]);
  });

  it("matches like the server: any case substring, or exact when quoted", () => {
    expect(matchesSearch("Platform", "ATF")).toBe(true);
    expect(matchesSearch("Platform", '"Plat"')).toBe(false);
    expect(matchesSearch("Plat", '"Plat"')).toBe(true);
  });
});
