import "./mockModules";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import RealmSelector from "@/components/shell/RealmSelector";
import { ALL_PERMISSIONS, mockState, resetMockState, whoAmIWith } from "./consoleMocks";
import { renderWithRoutes } from "./renderConsole";

const realmNames = (count: number, prefix = "realm") =>
  Array.from({ length: count }, (_, index) => ({ name: `${prefix}${index + 1}` }));

function serveNames(pages: (query: { first?: number; search?: string }) => { name: string; displayName?: string }[]) {
  mockState.realmNames.mockImplementation((query) => ({ data: pages(query), isPending: false }));
}

const lastQuery = () => mockState.realmNames.mock.calls.at(-1)?.[0];
const realmButtons = () => within(screen.getByRole("list", { name: "Realms" })).getAllByRole("button");

async function openSelector() {
  renderWithRoutes(<RealmSelector />, { path: "/master", routes: ["add-realm"] });
  fireEvent.click(await screen.findByRole("button", { name: /master\W+choose another realm/ }));
  await screen.findByRole("dialog", { name: "Realms" });
}

beforeEach(() => resetMockState(whoAmIWith(ALL_PERMISSIONS)));

describe("RealmSelector", () => {
  it("asks for 11 names from the first one and shows 10 with a Next button", async () => {
    serveNames(({ first }) => realmNames(11, first === 0 ? "a" : "b"));
    await openSelector();
    expect(lastQuery()).toEqual({ first: 0, max: 11, search: "" });
    expect(mockState.realmNames.mock.calls.at(-1)?.[1]).toEqual({ enabled: true });
    expect(realmButtons()).toHaveLength(10);

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(lastQuery()).toEqual({ first: 10, max: 11, search: "" });
    expect(screen.getByRole("button", { name: "Previous" })).toBeInTheDocument();
    expect(realmButtons()[0]).toHaveTextContent("b1");
  });

  it("has no Next button when fewer than 11 names come back", async () => {
    serveNames(() => realmNames(10));
    await openSelector();
    expect(realmButtons()).toHaveLength(10);
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Previous" })).not.toBeInTheDocument();
  });

  it("offers search only when more than five names come back", async () => {
    serveNames(() => realmNames(5));
    await openSelector();
    expect(screen.queryByRole("searchbox", { name: "Search" })).not.toBeInTheDocument();
  });

  it("waits one second after typing before searching, from the first page", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      serveNames(({ search }) => (search ? [{ name: "found" }] : realmNames(11)));
      await openSelector();
      fireEvent.click(screen.getByRole("button", { name: "Next" }));

      await user.type(screen.getByRole("searchbox", { name: "Search" }), "fo");
      act(() => jest.advanceTimersByTime(999));
      expect(mockState.realmNames.mock.calls.some(([query]) => query.search)).toBe(false);

      act(() => jest.advanceTimersByTime(1));
      expect(lastQuery()).toEqual({ first: 0, max: 11, search: "fo" });
      expect(realmButtons().map((button) => button.textContent)).toEqual(["found"]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("puts recent realms first on the first page", async () => {
    localStorage.setItem("recentRealms", JSON.stringify([{ name: "realm7", displayName: "Seven" }]));
    serveNames(() => realmNames(8));
    await openSelector();
    const names = realmButtons().map((button) => button.textContent);
    expect(names[0]).toContain("Seven");
    expect(names).toHaveLength(8);
    expect(within(realmButtons()[0]).getByText("Recent")).toBeInTheDocument();
  });

  it("goes to the chosen realm's dashboard", async () => {
    serveNames(() => [{ name: "master" }, { name: "other" }]);
    renderWithRoutes(<RealmSelector />, { path: "/master/add-realm", routes: ["add-realm"] });
    fireEvent.click(await screen.findByRole("button", { name: /master\W+choose another realm/ }));
    fireEvent.click(await screen.findByRole("button", { name: "other" }));
    expect(await screen.findByRole("button", { name: /other\W+choose another realm/ })).toBeInTheDocument();
  });

  it("offers Create realm only to users who may create realms", async () => {
    serveNames(() => [{ name: "master" }]);
    await openSelector();
    expect(screen.queryByRole("link", { name: "Create realm" })).not.toBeInTheDocument();
  });

  it("links Create realm to the create-realm page", async () => {
    mockState.whoAmI = whoAmIWith(ALL_PERMISSIONS, { createRealm: true });
    serveNames(() => [{ name: "master" }]);
    await openSelector();
    expect(screen.getByRole("link", { name: "Create realm" })).toHaveAttribute("href", "/master/add-realm");
  });
});
