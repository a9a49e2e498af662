import { deniedPermissions } from "@/lib/router/guard";

describe("deniedPermissions", () => {
  it("lets anyone through routes without rules", () => {
    expect(deniedPermissions([undefined, undefined], [])).toBeUndefined();
  });

  it("lets a holder of any listed permission through", () => {
    expect(deniedPermissions([undefined, { any: ["query-users", "query-groups"] }], ["query-groups"])).toBeUndefined();
  });

  it("lists the whole any-list when none is held", () => {
    expect(deniedPermissions([{ any: ["query-users", "query-groups"] }], ["view-realm"])).toEqual([
      "query-users",
      "query-groups",
    ]);
  });

  it("lists only the all-permissions not held", () => {
    expect(deniedPermissions([{ all: ["view-realm", "manage-realm"] }], ["view-realm"])).toEqual(["manage-realm"]);
  });

  it("collects what every failing route in the chain needs", () => {
    expect(deniedPermissions([{ any: ["view-realm"] }, { any: ["manage-realm"] }], [])).toEqual([
      "view-realm",
      "manage-realm",
    ]);
  });
});
