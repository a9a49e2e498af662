import { z } from "./zod";

// Keycloak stores every lifespan and timeout in seconds; admins enter them as an amount of minutes, hours or days.

export type TimeUnit = "second" | "minute" | "hour" | "day";

export const UNIT_SECONDS: Record<TimeUnit, number> = { second: 1, minute: 60, hour: 3600, day: 86400 };

/** Keycloak's TimeSelector units for realm lifespans. */
export const DEFAULT_UNITS: readonly TimeUnit[] = ["minute", "hour", "day"];

/** A duration field's value: seconds, or "" when nothing is set. */
export type DurationValue = number | "";

const bySize = (units: readonly TimeUnit[]) => [...units].sort((a, b) => UNIT_SECONDS[a] - UNIT_SECONDS[b]);

/**
 * The units to offer for a value: the given ones, plus seconds when the value fits none of them, so a value
 * such as 90 seconds is shown as it is instead of being rounded.
 */
export function unitsFor(seconds: DurationValue, units: readonly TimeUnit[] = DEFAULT_UNITS): TimeUnit[] {
  const sorted = bySize(units);
  const fits = seconds === "" || seconds === 0 || sorted.some((unit) => seconds % UNIT_SECONDS[unit] === 0);
  return fits || sorted.includes("second") ? sorted : ["second", ...sorted];
}

/** The amount in the largest offered unit the seconds divide into (the smallest unit for "" and 0). */
export function splitDuration(
  seconds: DurationValue,
  units: readonly TimeUnit[] = DEFAULT_UNITS,
): { amount: DurationValue; unit: TimeUnit } {
  const offered = unitsFor(seconds, units);
  if (seconds === "" || seconds === 0) return { amount: seconds, unit: offered[0] };
  const unit = [...offered].reverse().find((candidate) => seconds % UNIT_SECONDS[candidate] === 0) ?? offered[0];
  return { amount: seconds / UNIT_SECONDS[unit], unit };
}

/** What an amount typed in a unit is in seconds; empty or non-numeric text is "" (not set). */
export function toSeconds(amount: string, unit: TimeUnit): DurationValue {
  const trimmed = amount.trim();
  if (trimmed === "" || !/^\d+$/.test(trimmed)) return "";
  return Number(trimmed) * UNIT_SECONDS[unit];
}

/** A realm attribute holding seconds as text ("" or absent when not set) as a duration value. */
export function durationFromAttribute(value: unknown): DurationValue {
  const text = typeof value === "string" ? value.trim() : "";
  return /^\d+$/.test(text) ? Number(text) : "";
}

/** A duration that must be set: a whole number of seconds, 0 or more. */
export function durationSchema(message: string) {
  return z.union([z.number(), z.literal("")]).refine((value) => value !== "" && Number.isInteger(value) && value >= 0, {
    message,
  });
}

/** A duration that may be left empty (""), as a per-action override is. */
export function optionalDurationSchema(message: string) {
  return z
    .union([z.number(), z.literal("")])
    .refine((value) => value === "" || (Number.isInteger(value) && value > 0), {
      message,
    });
}
