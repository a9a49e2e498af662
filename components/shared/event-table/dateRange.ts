import type { z } from "zod";

/** yyyy-MM-dd dates compare as text; an open end never conflicts. */
export function isDateRangeValid(dateFrom: string, dateTo: string): boolean {
  return !dateFrom || !dateTo || dateFrom <= dateTo;
}

/** Adds the "from must not be after to" check, reported on dateTo. */
export function withDateRange<S extends z.ZodType<{ dateFrom: string; dateTo: string }>>(
  schema: S,
  message: string,
): S {
  return schema.refine((values) => isDateRangeValid(values.dateFrom, values.dateTo), {
    message,
    path: ["dateTo"],
  }) as S;
}
