import { activityDays, isoDay, summarizeActivity } from "@/lib/events/loginActivity";

const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00`).getTime();

describe("activityDays", () => {
  it("lists the span's days ending today, oldest first, across a month's end", () => {
    expect(activityDays(new Date(2026, 2, 2, 15), 4)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("writes local dates as yyyy-MM-dd", () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});

describe("summarizeActivity", () => {
  const days = ["2026-03-01", "2026-03-02"];

  it("counts each type per day and per client, busiest client first, and leaves other events out", () => {
    const activity = summarizeActivity(
      [
        { type: "LOGIN", time: at("2026-03-02"), clientId: "portal" },
        { type: "LOGIN", time: at("2026-03-02", 1), clientId: "portal" },
        { type: "LOGIN_ERROR", time: at("2026-03-01"), clientId: "shop" },
        { type: "REGISTER", time: at("2026-03-01"), clientId: "portal" },
        { type: "LOGOUT", time: at("2026-03-01"), clientId: "shop" },
        { type: "LOGIN", time: at("2026-02-20"), clientId: "shop" },
      ],
      days,
      false,
    );
    expect(activity.days).toEqual([
      { label: "2026-03-01", counts: { LOGIN: 0, LOGIN_ERROR: 1, REGISTER: 1 } },
      { label: "2026-03-02", counts: { LOGIN: 2, LOGIN_ERROR: 0, REGISTER: 0 } },
    ]);
    expect(activity.clients).toEqual([
      { label: "portal", counts: { LOGIN: 2, LOGIN_ERROR: 0, REGISTER: 1 } },
      { label: "shop", counts: { LOGIN: 0, LOGIN_ERROR: 1, REGISTER: 0 } },
    ]);
    expect(activity.total).toEqual({ LOGIN: 2, LOGIN_ERROR: 1, REGISTER: 1 });
    expect(activity.capped).toBe(false);
  });

  it("keeps every day of the period, events or not, and says when the events were cut", () => {
    const activity = summarizeActivity([], days, true);
    expect(activity.days.map((day) => day.counts.LOGIN)).toEqual([0, 0]);
    expect(activity.clients).toEqual([]);
    expect(activity.capped).toBe(true);
  });
});
