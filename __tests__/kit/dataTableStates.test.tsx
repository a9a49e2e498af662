import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { DataTable, type RowAction } from "@/components/kit/data-table";
import { chooseMenuItem } from "../chooseMenuItem";

import { bodyRows, columns, items, serverLoader, type Item } from "./dataTableFixture";

// Menus and refetches take a few hundred ms on a busy 2-core machine.
configure({ asyncUtilTimeout: 4000 });

const addError = jest.fn();
jest.mock("@/lib/console-context", () => ({
  useAlerts: () => ({ addAlert: jest.fn(), addError }),
  useHelp: () => ({ enabled: true, toggle: jest.fn() }),
}));

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/");
  addError.mockReset();
});

describe("DataTable empty states", () => {
  const emptyState = {
    messageKey: "emptyItems",
    instructionsKey: "emptyItemsHelp",
    actionKey: "createItem",
    onAction: jest.fn(),
  };
  const messages = { emptyItems: "No items", emptyItemsHelp: "Items appear here", createItem: "Create item" };

  it("shows the caller's empty state when the collection is empty", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable
        source={{ queryKey: ["items"], loader: serverLoader([]) }}
        columns={columns}
        ariaLabelKey="name"
        emptyState={emptyState}
      />,
      { messages },
    );
    expect(await screen.findByText("No items")).toBeInTheDocument();
    expect(screen.getByText("Items appear here")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create item" }));
    expect(emptyState.onAction).toHaveBeenCalled();
    expect(screen.queryByText("No search results")).not.toBeInTheDocument();
  });

  it("shows no search results with clear-all-filters when a search matches nothing", async () => {
    const user = userEvent.setup();
    const loader = serverLoader();
    renderWithProviders(
      <DataTable
        source={{ queryKey: ["items"], loader: loader }}
        columns={columns}
        ariaLabelKey="name"
        emptyState={emptyState}
        searchPlaceholderKey="search"
      />,
      { messages },
    );
    await screen.findByText("item 00");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "nothing{Enter}");
    expect(await screen.findByText("No search results")).toBeInTheDocument();
    expect(screen.getByText("Click on the search bar above to search")).toBeInTheDocument();
    expect(screen.queryByText("No items")).not.toBeInTheDocument();

    // the toolbar's, beside the filter it lists; the empty state does not repeat it
    await user.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(await screen.findByText("item 00")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
    expect(loader).toHaveBeenLastCalledWith(0, 11, "");
  });

  it("treats the screen's own filters as a search", async () => {
    const onClearFilters = jest.fn();
    renderWithProviders(
      <DataTable
        source={{ queryKey: ["items"], loader: serverLoader([]) }}
        columns={columns}
        ariaLabelKey="name"
        emptyState={emptyState}
        isSearching
        activeFilterCount={2}
        onClearFilters={onClearFilters}
      />,
      { messages },
    );
    expect(await screen.findByText("No search results")).toBeInTheDocument();
    expect(screen.getByText("2 filters applied")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(onClearFilters).toHaveBeenCalled();
  });
});

describe("DataTable row actions and expansion", () => {
  it("a successful row action reloads the table and clears the search", async () => {
    const user = userEvent.setup();
    const source = [...items.slice(0, 3)];
    const loader = serverLoader(source);
    const remove: RowAction<Item> = {
      labelKey: "delete",
      danger: true,
      onClick: async (row: Item) => {
        source.splice(
          source.findIndex((item) => item.id === row.id),
          1,
        );
        return true;
      },
    };
    renderWithProviders(
      <DataTable
        source={{ queryKey: ["items"], loader: loader }}
        columns={columns}
        ariaLabelKey="name"
        searchPlaceholderKey="search"
        rowActions={[remove]}
      />,
    );
    await screen.findByText("item 00");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "item 01{Enter}");
    await waitFor(() => expect(bodyRows()).toHaveLength(1));

    await chooseMenuItem(user, screen.getByRole("button", { name: "Actions" }), "Delete");

    await waitFor(() => expect(loader).toHaveBeenLastCalledWith(0, 11, ""));
    await screen.findByText("item 02");
    expect(screen.queryByText("item 01")).not.toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  it("refresh reloads", async () => {
    const user = userEvent.setup();
    const loader = serverLoader(items.slice(0, 2));
    renderWithProviders(
      <DataTable source={{ queryKey: ["items"], loader: loader }} columns={columns} ariaLabelKey="name" />,
    );
    await screen.findByText("item 00");
    const calls = loader.mock.calls.length;
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(loader.mock.calls.length).toBe(calls + 1));
  });

  it("expands a detail row", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable
        source={{ queryKey: ["items"], loader: serverLoader(items.slice(0, 2)) }}
        columns={columns}
        ariaLabelKey="name"
        detailRow={(row) => (row.id === "id-0" ? <p>details of {row.name}</p> : null)}
      />,
    );
    await screen.findByText("item 00");
    const toggles = screen.getAllByRole("button", { name: "Expand row" });
    expect(toggles).toHaveLength(1);
    await user.click(toggles[0]);
    expect(screen.getByText("details of item 00")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Collapse row" }));
    expect(screen.queryByText("details of item 00")).not.toBeInTheDocument();
  });

  it("is a real table with column headers and a name", async () => {
    renderWithProviders(
      <DataTable
        source={{ queryKey: ["items"], loader: serverLoader(items.slice(0, 2)) }}
        columns={columns}
        ariaLabelKey="name"
      />,
    );
    const table = await screen.findByRole("table", { name: "Name" });
    expect(within(table).getByRole("columnheader", { name: "Name" })).toBeInTheDocument();
  });
});

describe("DataTable load failure", () => {
  it("says the list could not load, with a Retry that loads it once the server answers", async () => {
    const user = userEvent.setup();
    const loader = serverLoader(items.slice(0, 2));
    loader.mockRejectedValueOnce(new Error("Server down"));
    renderWithProviders(<DataTable source={{ queryKey: ["items"], loader }} columns={columns} ariaLabelKey="name" />, {
      messages: { tableLoadError: "Could not load the list: {error}" },
    });
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("Could not load the list: Server down");
    await user.click(within(failure).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("item 00")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
