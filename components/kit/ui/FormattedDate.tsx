"use client";

import { useFormatter } from "next-intl";

/** A server timestamp (milliseconds) as a localized date and time; nothing when absent. */
export function FormattedDate({ time }: { time: number | undefined }) {
  const format = useFormatter();
  if (!time) return null;
  const date = new Date(time);
  return (
    <time dateTime={date.toISOString()}>{format.dateTime(date, { dateStyle: "medium", timeStyle: "short" })}</time>
  );
}
