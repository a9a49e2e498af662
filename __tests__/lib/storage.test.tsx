import { act, renderHook } from "@testing-library/react";
import { useStoredState } from "@/lib/storage";
import { useHelp } from "@/lib/help";
import { MAX_RECENT_REALMS, useRecentRealms, withRecentRealm } from "@/lib/recentRealms";

/** What the browser does in this tab when another tab writes to localStorage. */
function writeFromAnotherTab(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
  window.dispatchEvent(new StorageEvent("storage", { key, newValue: JSON.stringify(value) }));
}

beforeEach(() => localStorage.clear());

describe("useStoredState", () => {
  it("starts with the default and persists changes as JSON", () => {
    const { result } = renderHook(() => useStoredState("pageSize", 10));
    expect(result.current[0]).toBe(10);
    act(() => result.current[1](20));
    expect(result.current[0]).toBe(20);
    expect(localStorage.getItem("pageSize")).toBe("20");
    act(() => result.current[1]((previous) => previous + 5));
    expect(result.current[0]).toBe(25);
  });

  it("shares a change with the other users of the key in this tab", () => {
    const first = renderHook(() => useStoredState("pageSize", 10));
    const second = renderHook(() => useStoredState("pageSize", 10));
    act(() => first.result.current[1](50));
    expect(second.result.current[0]).toBe(50);
  });

  it("follows changes made in other tabs", () => {
    const { result } = renderHook(() => useStoredState("pageSize", 10));
    act(() => writeFromAnotherTab("pageSize", 100));
    expect(result.current[0]).toBe(100);
  });

  it("falls back to the default for an unreadable entry", () => {
    localStorage.setItem("pageSize", "{not json");
    const { result } = renderHook(() => useStoredState("pageSize", 10));
    expect(result.current[0]).toBe(10);
  });
});

describe("useHelp", () => {
  it("is on by default, toggles, and syncs across tabs", () => {
    const { result } = renderHook(() => useHelp());
    expect(result.current.enabled).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.enabled).toBe(false);
    expect(localStorage.getItem("helpEnabled")).toBe("false");
    act(() => writeFromAnotherTab("helpEnabled", true));
    expect(result.current.enabled).toBe(true);
  });
});

describe("recent realms", () => {
  it("keeps the latest first, without repeats, at most four", () => {
    let recent = [{ name: "a" }, { name: "b" }, { name: "c" }, { name: "d" }];
    recent = withRecentRealm(recent, { name: "c", displayName: "C" });
    expect(recent.map((r) => r.name)).toEqual(["c", "a", "b", "d"]);
    recent = withRecentRealm(recent, { name: "e" });
    expect(recent.map((r) => r.name)).toEqual(["e", "c", "a", "b"]);
    expect(recent).toHaveLength(MAX_RECENT_REALMS);
  });

  it("stores them under recentRealms and reads older plain-name entries", () => {
    localStorage.setItem("recentRealms", JSON.stringify(["master"]));
    const { result } = renderHook(() => useRecentRealms());
    expect(result.current.recentRealms).toEqual([{ name: "master" }]);
    act(() => result.current.addRecentRealm({ name: "acme", displayName: "Acme" }));
    expect(result.current.recentRealms).toEqual([{ name: "acme", displayName: "Acme" }, { name: "master" }]);
    expect(JSON.parse(localStorage.getItem("recentRealms")!)).toHaveLength(2);
  });
});
