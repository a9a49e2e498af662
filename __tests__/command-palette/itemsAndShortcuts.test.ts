import { matchingGroups, searchItems } from "@/lib/command-palette/items";
import { GO_SHORTCUTS, shortcutAction } from "@/lib/command-palette/shortcuts";

describe("searchItems", () => {
  it("finds the matching groups of a search tree with the ids down to each", () => {
    const tree = [
      { id: "a", name: "Sales", path: "/Sales", subGroups: [{ id: "b", name: "EU sales", path: "/Sales/EU sales" }] },
      { id: "c", name: "Staff", path: "/Staff", subGroups: [{ id: "d", name: "Presales", path: "/Staff/Presales" }] },
    ];
    expect(matchingGroups(tree, "SALES").map(({ group, ids }) => [group.path, ids])).toEqual([
      ["/Sales", ["a"]],
      ["/Sales/EU sales", ["a", "b"]],
      ["/Staff/Presales", ["c", "d"]],
    ]);
    expect(searchItems("group", tree, "acme", "eu")[0]).toMatchObject({
      label: "EU sales",
      detail: "/Sales/EU sales",
      params: { realm: "acme", _splat: "a/b" },
    });
  });

  it("opens a user's settings and shows their email and name", () => {
    const [user] = searchItems(
      "user",
      [{ id: "u1", username: "jdoe", email: "j@x.org", firstName: "J", lastName: "Doe" }],
      "acme",
      "j",
    );
    expect(user).toMatchObject({
      key: "user:acme:u1",
      label: "jdoe",
      detail: "j@x.org · J Doe",
      to: "/$realm/users/$id/$tab",
      params: { realm: "acme", id: "u1", tab: "settings" },
    });
  });

  it("opens a client role under its client", () => {
    const [role] = searchItems("clientRole", [{ id: "r1", role: "view", client: "app", clientId: "c1" }], "acme", "v");
    expect(role.params).toEqual({ realm: "acme", clientId: "c1", id: "r1", tab: "details" });
  });
});

describe("shortcutAction", () => {
  const press = (key: string, extra: Partial<Parameters<typeof shortcutAction>[0]> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    typing: false,
    ...extra,
  });

  it("opens the palette with Ctrl-K or Cmd-K, even in a field", () => {
    expect(shortcutAction(press("k", { ctrlKey: true, typing: true }), false)).toEqual({ type: "palette" });
    expect(shortcutAction(press("K", { metaKey: true }), false)).toEqual({ type: "palette" });
  });

  it("goes to a screen after g", () => {
    expect(shortcutAction(press("g"), false)).toEqual({ type: "awaitSecondKey" });
    expect(shortcutAction(press("u"), true)).toEqual({ type: "go", shortcut: GO_SHORTCUTS[0] });
    expect(shortcutAction(press("u"), false)).toEqual({ type: "none" });
    expect(shortcutAction(press("x"), true)).toEqual({ type: "none" });
  });

  it("shows the help on ?", () => {
    expect(shortcutAction(press("?"), false)).toEqual({ type: "help" });
  });

  it("fires no single-key shortcut while typing or with a modifier", () => {
    expect(shortcutAction(press("?", { typing: true }), false)).toEqual({ type: "none" });
    expect(shortcutAction(press("u", { typing: true }), true)).toEqual({ type: "none" });
    expect(shortcutAction(press("g", { ctrlKey: true }), false)).toEqual({ type: "none" });
  });
});
