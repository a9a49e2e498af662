import { durationFromAttribute, splitDuration, toSeconds, unitsFor } from "@/lib/form/duration";

describe("duration", () => {
  it("shows seconds in the largest unit they divide into", () => {
    expect(splitDuration(300)).toEqual({ amount: 5, unit: "minute" });
    expect(splitDuration(36000)).toEqual({ amount: 10, unit: "hour" });
    expect(splitDuration(2592000)).toEqual({ amount: 30, unit: "day" });
    expect(splitDuration(5400)).toEqual({ amount: 90, unit: "minute" });
  });

  it("keeps a value no offered unit fits in seconds instead of rounding it", () => {
    expect(unitsFor(90)).toEqual(["second", "minute", "hour", "day"]);
    expect(splitDuration(90)).toEqual({ amount: 90, unit: "second" });
    expect(unitsFor(120)).toEqual(["minute", "hour", "day"]);
  });

  it("uses the smallest unit for nothing and zero", () => {
    expect(splitDuration("")).toEqual({ amount: "", unit: "minute" });
    expect(splitDuration(0, ["hour", "minute"])).toEqual({ amount: 0, unit: "minute" });
  });

  it("turns an amount and unit into seconds, and empty or invalid text into nothing", () => {
    expect(toSeconds("3", "minute")).toBe(180);
    expect(toSeconds(" 2 ", "hour")).toBe(7200);
    expect(toSeconds("1", "day")).toBe(86400);
    expect(toSeconds("0", "day")).toBe(0);
    expect(toSeconds("", "minute")).toBe("");
    expect(toSeconds("1.5", "minute")).toBe("");
    expect(toSeconds("-1", "minute")).toBe("");
  });

  it("reads a realm attribute holding seconds", () => {
    expect(durationFromAttribute("600")).toBe(600);
    expect(durationFromAttribute("")).toBe("");
    expect(durationFromAttribute(undefined)).toBe("");
    expect(durationFromAttribute("ten")).toBe("");
  });
});
