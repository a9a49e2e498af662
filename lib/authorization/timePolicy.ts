/**
 * A time policy's conditions as the form edits them: the two instants as a datetime-local value
 * ("yyyy-MM-ddTHH:mm") and each repeating condition as a from/to range of whole numbers in text.
 */
export type TimeRange = { from: string; to: string };

export type TimePolicyValues = {
  notBefore: string;
  notOnOrAfter: string;
  dayMonth: TimeRange;
  month: TimeRange;
  year: TimeRange;
  hour: TimeRange;
  minute: TimeRange;
};

/** The fields of Keycloak's TimePolicyRepresentation; every value travels as text. */
export type TimePolicyFields = {
  notBefore?: string;
  notOnOrAfter?: string;
  dayMonth?: string;
  dayMonthEnd?: string;
  month?: string;
  monthEnd?: string;
  year?: string;
  yearEnd?: string;
  hour?: string;
  hourEnd?: string;
  minute?: string;
  minuteEnd?: string;
};

export const TIME_RANGES = ["dayMonth", "month", "year", "hour", "minute"] as const;
export type TimeRangeName = (typeof TIME_RANGES)[number];

/** Inclusive bounds Keycloak's time policy checks each range against. */
export const TIME_RANGE_BOUNDS: Record<TimeRangeName, { min: number; max: number }> = {
  dayMonth: { min: 1, max: 31 },
  month: { min: 1, max: 12 },
  year: { min: 0, max: 9999 },
  hour: { min: 0, max: 23 },
  minute: { min: 0, max: 59 },
};

const EMPTY_RANGE: TimeRange = { from: "", to: "" };

export const EMPTY_TIME_POLICY: TimePolicyValues = {
  notBefore: "",
  notOnOrAfter: "",
  dayMonth: EMPTY_RANGE,
  month: EMPTY_RANGE,
  year: EMPTY_RANGE,
  hour: EMPTY_RANGE,
  minute: EMPTY_RANGE,
};

// Keycloak stores the instants as "yyyy-MM-dd HH:mm:ss"; a datetime-local input shows "yyyy-MM-ddTHH:mm"
const KEYCLOAK_INSTANT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(?::\d{2})?$/;
const FORM_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/;

export function instantToForm(value: string | undefined): string {
  const match = value ? KEYCLOAK_INSTANT.exec(value) : null;
  return match ? `${match[1]}T${match[2]}` : "";
}

export function instantFromForm(value: string): string | undefined {
  const match = FORM_INSTANT.exec(value);
  return match ? `${match[1]} ${match[2]}:00` : undefined;
}

const endOf = (name: TimeRangeName) => `${name}End` as const;

export function toTimePolicyValues(fields: TimePolicyFields): TimePolicyValues {
  const range = (name: TimeRangeName): TimeRange => ({
    from: fields[name] ?? "",
    to: fields[endOf(name)] ?? "",
  });
  return {
    notBefore: instantToForm(fields.notBefore),
    notOnOrAfter: instantToForm(fields.notOnOrAfter),
    dayMonth: range("dayMonth"),
    month: range("month"),
    year: range("year"),
    hour: range("hour"),
    minute: range("minute"),
  };
}

/** Only what is set: an empty "to" leaves the range open-ended, as Keycloak reads a missing end. */
export function fromTimePolicyValues(values: TimePolicyValues): TimePolicyFields {
  const fields: TimePolicyFields = {};
  const notBefore = instantFromForm(values.notBefore);
  const notOnOrAfter = instantFromForm(values.notOnOrAfter);
  if (notBefore) fields.notBefore = notBefore;
  if (notOnOrAfter) fields.notOnOrAfter = notOnOrAfter;
  for (const name of TIME_RANGES) {
    const { from, to } = values[name];
    if (from.trim() !== "") fields[name] = from.trim();
    if (from.trim() !== "" && to.trim() !== "") fields[endOf(name)] = to.trim();
  }
  return fields;
}

/** Why a range is not acceptable, or undefined: whole numbers within the bounds, "to" not before "from". */
export function timeRangeProblem(
  name: TimeRangeName,
  range: TimeRange,
): "notANumber" | "outOfRange" | "endBeforeStart" | undefined {
  const { min, max } = TIME_RANGE_BOUNDS[name];
  const parts = [range.from.trim(), range.to.trim()];
  if (parts[0] === "" && parts[1] === "") return undefined;
  if (parts[0] === "") return "notANumber";
  const numbers = parts.filter((part) => part !== "").map(Number);
  if (numbers.some((value) => !Number.isInteger(value))) return "notANumber";
  if (numbers.some((value) => value < min || value > max)) return "outOfRange";
  if (numbers.length === 2 && numbers[1] < numbers[0]) return "endBeforeStart";
  return undefined;
}

/** Keycloak refuses a time policy without any condition. */
export function hasTimeCondition(values: TimePolicyValues): boolean {
  return Object.keys(fromTimePolicyValues(values)).length > 0;
}
