import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";

/** The event types the login activity counts, in the order the charts show them. */
export const ACTIVITY_TYPES = ["LOGIN", "LOGIN_ERROR", "REGISTER"] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type ActivityCounts = Record<ActivityType, number>;

/** One bar group of a chart: a day (yyyy-MM-dd) or a client id, and its counts. */
export type ActivityRow = { label: string; counts: ActivityCounts };

export type LoginActivity = {
  /** Every day of the period, oldest first, days without events included. */
  days: ActivityRow[];
  /** The clients with events, busiest first. */
  clients: ActivityRow[];
  total: ActivityCounts;
  /** More events matched than were read (see ACTIVITY_EVENT_CAP): the counts are those of the newest ones. */
  capped: boolean;
};

/** The periods the dashboard offers, in days. */
export const ACTIVITY_SPANS = [7, 30] as const;
export type ActivitySpan = (typeof ACTIVITY_SPANS)[number];

const noCounts = (): ActivityCounts => ({ LOGIN: 0, LOGIN_ERROR: 0, REGISTER: 0 });

const isActivityType = (type: string | undefined): type is ActivityType =>
  (ACTIVITY_TYPES as readonly (string | undefined)[]).includes(type);

/** A local date as yyyy-MM-dd, the form Keycloak's dateFrom takes. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The `span` days ending today, oldest first. */
export function activityDays(today: Date, span: number): string[] {
  return Array.from({ length: span }, (_, index) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (span - 1 - index));
    return isoDay(day);
  });
}

/** Counts the events per day of `days` and per client; events outside the days or of other types are left out. */
export function summarizeActivity(
  events: readonly EventRepresentation[],
  days: readonly string[],
  capped: boolean,
): LoginActivity {
  const perDay = new Map(days.map((day) => [day, noCounts()]));
  const perClient = new Map<string, ActivityCounts>();
  const total = noCounts();
  for (const event of events) {
    if (!isActivityType(event.type) || event.time === undefined) continue;
    const day = perDay.get(isoDay(new Date(event.time)));
    if (!day) continue;
    day[event.type] += 1;
    total[event.type] += 1;
    const clientId = event.clientId ?? "";
    const client = perClient.get(clientId) ?? noCounts();
    client[event.type] += 1;
    perClient.set(clientId, client);
  }
  const sum = (counts: ActivityCounts) => ACTIVITY_TYPES.reduce((all, type) => all + counts[type], 0);
  return {
    days: days.map((label) => ({ label, counts: perDay.get(label) ?? noCounts() })),
    clients: [...perClient]
      .map(([label, counts]) => ({ label, counts }))
      .sort((a, b) => sum(b.counts) - sum(a.counts) || a.label.localeCompare(b.label)),
    total,
    capped,
  };
}
