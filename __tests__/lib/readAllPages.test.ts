import { readAllPages } from "@/lib/paging";

describe("readAllPages", () => {
  it("reads page after page until one comes back short", async () => {
    const items = Array.from({ length: 5 }, (_, index) => index);
    const page = jest.fn(async (first: number, max: number) => items.slice(first, first + max));
    await expect(readAllPages(page, 2)).resolves.toEqual([0, 1, 2, 3, 4]);
    expect(page.mock.calls).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
  });

  it("asks once more after a full last page, and stops at the empty one", async () => {
    const page = jest.fn(async (first: number) => (first === 0 ? ["a", "b"] : []));
    await expect(readAllPages(page, 2)).resolves.toEqual(["a", "b"]);
    expect(page).toHaveBeenCalledTimes(2);
  });
});
