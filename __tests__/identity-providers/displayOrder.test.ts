import { inDisplayOrder } from "@/components/areas/identity-providers/displayOrder";
import { moveOnePlace } from "@/lib/moveOnePlace";

describe("identity provider display order", () => {
  it("orders by guiOrder, then alias, with unordered providers last", () => {
    const ordered = inDisplayOrder([
      { alias: "zeta" },
      { alias: "beta", config: { guiOrder: "2" } },
      { alias: "alpha" },
      { alias: "gamma", config: { guiOrder: "0" } },
      { alias: "delta", config: { guiOrder: "2" } },
    ]);
    expect(ordered.map((p) => p.alias)).toEqual(["gamma", "beta", "delta", "alpha", "zeta"]);
  });

  it("moves an item one place and leaves the ends alone", () => {
    expect(moveOnePlace(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveOnePlace(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveOnePlace(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveOnePlace(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});
