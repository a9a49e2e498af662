"use client";

import { useFormatter } from "next-intl";

// The console's provider sets the browser's zone; naming it here keeps the output the same wherever this renders.
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An event's time (epoch milliseconds) as a local date and time. */
export function EventTime({ time }: { time?: number }) {
  const format = useFormatter();
  if (time === undefined) return null;
  return (
    <time dateTime={new Date(time).toISOString()}>
      {format.dateTime(new Date(time), { dateStyle: "medium", timeStyle: "medium", timeZone })}
    </time>
  );
}
