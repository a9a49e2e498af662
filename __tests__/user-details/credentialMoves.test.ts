import { applyMove, moveDown, moveUp } from "@/components/areas/users/details/credentials/credentialMoves";

const ids = ["a", "b", "c", "d"];

describe("credential moves", () => {
  it("cannot lift the first credential or lower the last", () => {
    expect(moveUp(ids, 0)).toBeUndefined();
    expect(moveDown(ids, 3)).toBeUndefined();
  });

  it("lifts the second credential to the front with moveToFirst", () => {
    expect(moveUp(ids, 1)).toEqual({ credentialId: "b", to: "first" });
  });

  it("lifts a later credential behind the one two places above it", () => {
    expect(moveUp(ids, 3)).toEqual({ credentialId: "d", to: "after", previousId: "b" });
  });

  it("lowers a credential behind its successor", () => {
    expect(moveDown(ids, 0)).toEqual({ credentialId: "a", to: "after", previousId: "b" });
  });

  it("each move swaps exactly two neighbours", () => {
    for (let index = 1; index < ids.length; index++) {
      const swapped = [...ids];
      [swapped[index - 1], swapped[index]] = [swapped[index], swapped[index - 1]];
      expect(applyMove(ids, moveUp(ids, index)!)).toEqual(swapped);
    }
    for (let index = 0; index < ids.length - 1; index++) {
      const swapped = [...ids];
      [swapped[index], swapped[index + 1]] = [swapped[index + 1], swapped[index]];
      expect(applyMove(ids, moveDown(ids, index)!)).toEqual(swapped);
    }
  });
});
