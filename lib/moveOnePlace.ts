/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveOnePlace<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  [moved[from], moved[to]] = [moved[to], moved[from]];
  return moved;
}
