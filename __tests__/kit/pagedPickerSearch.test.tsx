import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { usePagedPicker } from "@/components/kit/screen/picker";
import { createTestQueryClient } from "../test-utils";

type Row = { id: string; path: string };

it("labels the rows by the search they answer: the last rows stay the last search's while a new one loads", async () => {
  const answers = new Map<string, (rows: Row[]) => void>();
  const load = (_first: number, _max: number, search: string) =>
    new Promise<Row[]>((resolve) => answers.set(search, resolve));
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => usePagedPicker<Row>({ queryKey: ["groups-picker"], load }), { wrapper });

  await waitFor(() => expect(answers.has("")).toBe(true));
  act(() => answers.get("")!([{ id: "top", path: "/top" }]));
  await waitFor(() => expect(result.current.rows).toEqual([{ id: "top", path: "/top" }]));
  expect(result.current.shownSearch).toBe("");

  act(() => result.current.setSearchText("eng"));
  act(() => result.current.submitSearch());
  expect(result.current.search).toBe("eng");
  // the top level is still what the list shows, so it is still labelled as the top level
  expect(result.current.rows).toEqual([{ id: "top", path: "/top" }]);
  expect(result.current.shownSearch).toBe("");

  await waitFor(() => expect(answers.has("eng")).toBe(true));
  act(() => answers.get("eng")!([{ id: "eng", path: "/top/eng" }]));
  await waitFor(() => expect(result.current.shownSearch).toBe("eng"));
  expect(result.current.rows).toEqual([{ id: "eng", path: "/top/eng" }]);
});
