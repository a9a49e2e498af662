/** Units a duration is entered in, as Keycloak's time selector offers them, with their length in seconds. */
export const DURATION_UNITS = { second: 1, minute: 60, hour: 3600, day: 86400 } as const;

export type DurationUnit = keyof typeof DURATION_UNITS;

/** The largest of `units` that divides `seconds` evenly (the smallest when none does), so 7200 shows as 2 hours. */
export function bestUnit(seconds: number, units: readonly DurationUnit[]): DurationUnit {
  const largestFirst = [...units].sort((a, b) => DURATION_UNITS[b] - DURATION_UNITS[a]);
  const fitting = largestFirst.find((unit) => seconds !== 0 && seconds % DURATION_UNITS[unit] === 0);
  return fitting ?? largestFirst[largestFirst.length - 1] ?? "second";
}
