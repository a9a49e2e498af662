export type NumberBounds = { min?: number; max?: number; defaultValue?: number };

/** Keeps a number inside the bounds. */
export function clampNumber(value: number, { min, max }: NumberBounds): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/** What typed text becomes: a number inside the bounds, or the default (0) when it is not numeric. */
export function parseNumberInput(text: string, bounds: NumberBounds = {}): number {
  const fallback = bounds.defaultValue ?? 0;
  const trimmed = text.trim();
  const parsed = trimmed === "" ? Number.NaN : Number(trimmed);
  return clampNumber(Number.isFinite(parsed) ? parsed : fallback, bounds);
}

/** One step up or down from the current value, kept inside the bounds. */
export function stepNumber(current: unknown, step: number, bounds: NumberBounds = {}): number {
  const base =
    typeof current === "number" && Number.isFinite(current) ? current : parseNumberInput(String(current ?? ""), bounds);
  return clampNumber(base + step, bounds);
}
