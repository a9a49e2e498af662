import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SearchSelectField } from "@/components/kit/form";
import { SEARCH_DEBOUNCE_MS } from "@/components/kit/form/SearchSelect";
import type { SearchOption } from "@/lib/form/searchOption";
import { abandonOnAbort } from "@/lib/queries/abandonOnAbort";
import { renderForm } from "../kit/formHarness";

jest.mock("@/lib/console-context", () => ({ useHelp: () => ({ enabled: true, toggle: jest.fn() }) }));

// A realm of 150 users, of which a search answers the first 20 matches, as the server pages them.
const USERS: SearchOption[] = Array.from({ length: 150 }, (_, i) => ({
  value: `id-${i}`,
  label: `user-${String(i).padStart(3, "0")}`,
  detail: `user${i}@example.com`,
}));

type Search = { search: string; signal: AbortSignal; answer(): void };

/** The fake server: every search it was asked, each answered when the test says so (or at once). */
function fakeServer({ answerAtOnce }: { answerAtOnce: boolean }) {
  const searches: Search[] = [];
  const byId: string[][] = [];
  function useMatches(search: string) {
    return useQuery({
      queryKey: ["users", search],
      queryFn: ({ signal }) =>
        abandonOnAbort(
          signal,
          new Promise<SearchOption[]>((resolve) => {
            const answer = () => resolve(USERS.filter((user) => user.label.includes(search)).slice(0, 20));
            searches.push({ search, signal, answer });
            if (answerAtOnce) answer();
          }),
        ),
      placeholderData: keepPreviousData,
    });
  }
  function useOptionsById(ids: readonly string[]) {
    return useQuery({
      queryKey: ["users-by-id", [...ids].sort()],
      enabled: ids.length > 0,
      queryFn: async () => {
        byId.push([...ids]);
        return USERS.filter((user) => ids.includes(user.value));
      },
    });
  }
  return { searches, byId, useMatches, useOptionsById };
}

describe("SearchSelectField", () => {
  it("asks the server once typing pauses, not on every key", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const server = fakeServer({ answerAtOnce: true });
      renderForm({ user: "" }, <SearchSelectField name="user" label="User" {...server} />);
      const input = screen.getByRole("combobox", { name: "User" });
      await user.type(input, "14");
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(server.searches.map((s) => s.search)).toEqual([""]);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(server.searches.map((s) => s.search)).toEqual(["", "14"]));
      const listbox = await screen.findByRole("listbox");
      await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(12));
      expect(within(listbox).getByRole("option", { name: "user-014 (user14@example.com)" })).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it("chooses several objects found by the search and keeps their ids", async () => {
    const user = userEvent.setup();
    const server = fakeServer({ answerAtOnce: true });
    const { values } = renderForm(
      { users: [] as string[] },
      <SearchSelectField name="users" label="Users" multiple {...server} />,
    );
    const input = screen.getByRole("combobox", { name: "Users" });
    await user.type(input, "149");
    await user.click(await screen.findByRole("option", { name: /^user-149/ }, { timeout: 5000 }));
    await waitFor(() => expect(values().users).toEqual(["id-149"]));
    await user.clear(input);
    await user.type(input, "007");
    await user.click(await screen.findByRole("option", { name: /^user-007/ }, { timeout: 5000 }));
    await waitFor(() => expect(values().users).toEqual(["id-149", "id-7"]));
    // both show by name, though neither is among the first page of matches for what is typed now
    await user.clear(input);
    await user.type(input, "050");
    expect(screen.getByText("user-149")).toBeVisible();
    expect(screen.getByText("user-007")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Remove user-149" }));
    await waitFor(() => expect(values().users).toEqual(["id-7"]));
    // chosen here, the names are known: the server was never asked for them by id
    expect(server.byId).toEqual([]);
  });

  it("shows the ids the form was loaded with by name, asking the server for them by id", async () => {
    const server = fakeServer({ answerAtOnce: true });
    renderForm({ users: ["id-120", "id-149"] }, <SearchSelectField name="users" label="Users" multiple {...server} />);
    expect(await screen.findByText("user-120")).toBeVisible();
    expect(screen.getByText("user-149")).toBeVisible();
    expect(server.byId).toEqual([["id-120", "id-149"]]);
  });

  it("cancels a search the user has typed past, keeping its late answer out", async () => {
    const user = userEvent.setup();
    const server = fakeServer({ answerAtOnce: false });
    renderForm({ user: "" }, <SearchSelectField name="user" label="User" {...server} />);
    const input = screen.getByRole("combobox", { name: "User" });
    await user.type(input, "1");
    await waitFor(() => expect(server.searches.at(-1)?.search).toBe("1"));
    await user.type(input, "49");
    await waitFor(() => expect(server.searches.at(-1)?.search).toBe("149"));
    const stale = server.searches.slice(0, -1);
    const current = server.searches.at(-1)!;
    expect(stale.every((search) => search.signal.aborted)).toBe(true);
    expect(current.signal.aborted).toBe(false);

    act(() => stale.forEach((search) => search.answer()));
    act(() => current.answer());
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(1));
    expect(within(listbox).getByRole("option", { name: /^user-149/ })).toBeVisible();
  });

  it("shows the chosen objects without a way to change them when read-only", async () => {
    const server = fakeServer({ answerAtOnce: true });
    renderForm({ users: ["id-3"] }, <SearchSelectField name="users" label="Users" multiple readOnly {...server} />);
    expect(await screen.findByText("user-003")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Remove user-003" })).toBeNull();
    expect(screen.getByRole("combobox", { name: "Users" })).toHaveAttribute("readonly");
  });
});
