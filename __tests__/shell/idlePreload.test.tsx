import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useIdlePreload } from "@/components/shell/useIdlePreload";
import { createTestQueryClient } from "../test-utils";

const router = { state: { status: "idle" } };
jest.mock("@tanstack/react-router", () => ({
  useRouter: () => router,
  useRouterState: ({ select }: { select: (state: typeof router.state) => unknown }) => select(router.state),
}));

// jsdom has no requestIdleCallback: the hook falls back to a timer, which the fake clock runs
beforeEach(() => {
  jest.useFakeTimers();
  router.state.status = "idle";
});
afterEach(() => jest.useRealTimers());

function setUp() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const loaded: string[] = [];
  const load =
    (name: string, fails = false) =>
    () => {
      loaded.push(name);
      return fails ? Promise.reject(new Error(name)) : Promise.resolve();
    };
  return { queryClient, wrapper, loaded, load };
}

async function idle() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(600);
  });
}

test("loads one piece per idle moment, in order, past one that fails", async () => {
  const { wrapper, loaded, load } = setUp();
  renderHook(() => useIdlePreload([load("users"), load("groups", true), load("palette")], "a"), { wrapper });
  expect(loaded).toEqual([]);
  await idle();
  expect(loaded).toEqual(["users"]);
  await idle();
  await idle();
  expect(loaded).toEqual(["users", "groups", "palette"]);
  await idle();
  expect(loaded).toEqual(["users", "groups", "palette"]);
});

test("waits while a query fetches, and goes on where it stopped", async () => {
  const { queryClient, wrapper, loaded, load } = setUp();
  let answer = () => {};
  void queryClient.fetchQuery({
    queryKey: ["slow"],
    queryFn: () => new Promise<null>((r) => (answer = () => r(null))),
  });
  renderHook(() => useIdlePreload([load("users"), load("groups")], "a"), { wrapper });
  await idle();
  await idle();
  expect(loaded).toEqual([]);
  act(() => answer());
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await idle();
  expect(loaded).toEqual(["users"]);
  await idle();
  expect(loaded).toEqual(["users", "groups"]);
});

test("a new list starts again", async () => {
  const { wrapper, loaded, load } = setUp();
  const { rerender } = renderHook(({ key }) => useIdlePreload([load(`${key}-users`)], key), {
    wrapper,
    initialProps: { key: "acme" },
  });
  await idle();
  rerender({ key: "master" });
  await idle();
  expect(loaded).toEqual(["acme-users", "master-users"]);
});

test("waits while a screen is loading", async () => {
  const { wrapper, loaded, load } = setUp();
  router.state.status = "pending";
  const { rerender } = renderHook(() => useIdlePreload([load("users")], "a"), { wrapper });
  await idle();
  expect(loaded).toEqual([]);
  router.state.status = "idle";
  rerender();
  await idle();
  expect(loaded).toEqual(["users"]);
});
