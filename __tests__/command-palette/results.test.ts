import {
  flattenGroups,
  groupResults,
  MAX_RECENT_ITEMS,
  moveActive,
  toPaletteItems,
  withRecentItem,
  type PaletteItem,
  type PaletteKind,
} from "@/lib/command-palette/results";

const item = (kind: PaletteKind, label: string, detail?: string): PaletteItem => ({
  kind,
  key: `${kind}:${label}`,
  label,
  detail,
  to: "/$realm",
  params: { realm: "acme" },
});

const all = new Set<PaletteKind>(["screen", "user", "group", "client", "realmRole"]);

describe("groupResults", () => {
  const alice = item("user", "alice", "alice@example.com");
  const bob = item("user", "bob");
  const admins = item("group", "admins");
  const users = item("screen", "Users");

  it("puts matching recent items first and leaves them out of their kind", () => {
    const groups = groupResults([alice], { user: [bob, alice], group: [admins], screen: [users] }, all, "");
    expect(groups.map((group) => [group.kind, group.items.map((i) => i.label)])).toEqual([
      ["recent", ["alice"]],
      ["screen", ["Users"]],
      ["user", ["bob"]],
      ["group", ["admins"]],
    ]);
  });

  it("shows only the recent items the query matches, by label or detail", () => {
    expect(groupResults([alice, admins], {}, all, "example.com")[0].items).toEqual([alice]);
    expect(groupResults([alice, admins], {}, all, "nobody")).toEqual([]);
  });

  it("drops kinds the admin may not see, recent ones too", () => {
    const onlyUsers = new Set<PaletteKind>(["user"]);
    const groups = groupResults([admins], { user: [bob], group: [admins] }, onlyUsers, "");
    expect(groups.map((group) => group.kind)).toEqual(["user"]);
  });

  it("flattens the groups in the order the arrows walk them", () => {
    const groups = groupResults([alice], { user: [bob], group: [admins] }, all, "");
    expect(flattenGroups(groups).map((i) => i.label)).toEqual(["alice", "bob", "admins"]);
  });
});

describe("recent items", () => {
  it("puts the newest first without repeats and keeps a few", () => {
    let recent: PaletteItem[] = [];
    for (let n = 0; n < MAX_RECENT_ITEMS + 3; n++) recent = withRecentItem(recent, item("user", `u${n}`));
    recent = withRecentItem(recent, item("user", "u5"));
    expect(recent).toHaveLength(MAX_RECENT_ITEMS);
    expect(recent.slice(0, 2).map((i) => i.label)).toEqual(["u5", `u${MAX_RECENT_ITEMS + 2}`]);
    expect(recent.filter((i) => i.label === "u5")).toHaveLength(1);
  });

  it("reads back only complete items from storage", () => {
    const stored: unknown = [item("client", "app"), { kind: "user" }, "junk", { ...item("user", "x"), kind: "other" }];
    expect(toPaletteItems(stored).map((i) => i.label)).toEqual(["app"]);
    expect(toPaletteItems({})).toEqual([]);
  });
});

describe("moveActive", () => {
  it("wraps at both ends", () => {
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(1, 1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});
