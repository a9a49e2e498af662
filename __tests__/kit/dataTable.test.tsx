import { useState } from "react";
import { act, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { DataTable, type DataTableColumn, type RowAction, type TableViewState } from "@/components/data-table";
import { chooseMenuItem } from "../chooseMenuItem";

// Menus and refetches take a few hundred ms on a busy 2-core machine.
configure({ asyncUtilTimeout: 4000 });

const addError = jest.fn();
jest.mock("@/lib/console-context", () => ({
  useAlerts: () => ({ addAlert: jest.fn(), addError }),
  useHelp: () => ({ enabled: true, toggle: jest.fn() }),
}));

type Item = { id: string; name: string };
const items: Item[] = Array.from({ length: 25 }, (_, i) => ({
  id: `id-${i}`,
  name: `item ${String(i).padStart(2, "0")}`,
}));

function serverLoader(source: Item[] = items) {
  return jest.fn(async (first: number, max: number, search: string) =>
    source.filter((item) => item.name.includes(search)).slice(first, first + max),
  );
}

const columns: DataTableColumn<Item>[] = [{ id: "name", accessorKey: "name", header: "Name" }];

/** Opens a row's kebab menu and waits until the menu has taken focus, as a user would see it open. */
function bodyRows() {
  const [, body] = screen.getAllByRole("rowgroup");
  return within(body).queryAllByRole("row");
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/");
  addError.mockReset();
});

describe("DataTable paging", () => {
  it("asks for pageSize + 1 rows, shows pageSize, enables next only when the extra row came back", async () => {
    const user = userEvent.setup();
    const loader = serverLoader(items.slice(0, 15));
    renderWithProviders(<DataTable queryKey={["items"]} loader={loader} columns={columns} ariaLabelKey="name" />);

    await screen.findByText("item 00");
    expect(loader).toHaveBeenLastCalledWith(0, 11, "");
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByText("item 10")).not.toBeInTheDocument();
    const next = screen.getByRole("button", { name: "Next page" });
    expect(next).toBeEnabled();
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();

    await user.click(next);
    await screen.findByText("item 14");
    expect(loader).toHaveBeenLastCalledWith(10, 11, "");
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous page" })).toBeEnabled();
  });

  it("stores the chosen page size in localStorage and uses it next time", async () => {
    const user = userEvent.setup();
    const loader = serverLoader();
    const { unmount } = renderWithProviders(
      <DataTable queryKey={["items"]} loader={loader} columns={columns} ariaLabelKey="name" />,
    );
    await screen.findByText("item 00");
    await user.selectOptions(screen.getByRole("combobox", { name: "Per page" }), "20");
    await waitFor(() => expect(loader).toHaveBeenLastCalledWith(0, 21, ""));
    expect(localStorage.getItem("pageSize")).toBe("20");
    unmount();

    window.history.replaceState(null, "", "/");
    const again = serverLoader();
    renderWithProviders(<DataTable queryKey={["items"]} loader={again} columns={columns} ariaLabelKey="name" />);
    await screen.findByText("item 00");
    expect(again).toHaveBeenLastCalledWith(0, 21, "");
  });

  it("a new search starts again at the first page", async () => {
    const user = userEvent.setup();
    const loader = serverLoader();
    renderWithProviders(
      <DataTable
        queryKey={["items"]}
        loader={loader}
        columns={columns}
        ariaLabelKey="name"
        searchPlaceholderKey="search"
      />,
    );
    await screen.findByText("item 00");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText("item 10");

    const search = screen.getByRole("searchbox", { name: "Search" });
    await user.type(search, "item 2{Enter}");
    await waitFor(() => expect(loader).toHaveBeenLastCalledWith(0, 11, "item 2"));
    expect(await screen.findByText("item 20")).toBeInTheDocument();
    expect(screen.getByText("1 filters applied")).toBeInTheDocument();
  });
});

describe("DataTable URL state", () => {
  it("writes page, size and search into the hash query and reads them back", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/#/master/items");
    const loader = serverLoader();
    const { unmount } = renderWithProviders(
      <DataTable
        queryKey={["items"]}
        loader={loader}
        columns={columns}
        ariaLabelKey="name"
        searchPlaceholderKey="search"
      />,
    );
    await screen.findByText("item 00");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "item{Enter}");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText("item 10");
    expect(window.location.hash).toBe("#/master/items?search=item&page=2");
    unmount();

    const shared = serverLoader();
    renderWithProviders(
      <DataTable
        queryKey={["items"]}
        loader={shared}
        columns={columns}
        ariaLabelKey="name"
        searchPlaceholderKey="search"
      />,
    );
    await screen.findByText("item 10");
    expect(shared).toHaveBeenLastCalledWith(10, 11, "item");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("item");
  });

  it("follows back/forward (hash changes)", async () => {
    window.history.replaceState(null, "", "/#/master/items?page=2");
    const loader = serverLoader();
    renderWithProviders(<DataTable queryKey={["items"]} loader={loader} columns={columns} ariaLabelKey="name" />);
    await screen.findByText("item 10");
    act(() => {
      window.history.replaceState(null, "", "/#/master/items?page=3");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await screen.findByText("item 20");
  });

  it("can be controlled instead (router search params)", async () => {
    const user = userEvent.setup();
    const changes: TableViewState[] = [];
    function Controlled() {
      const [state, setState] = useState<TableViewState>({ page: 1, search: "" });
      return (
        <DataTable
          queryKey={["items"]}
          loader={serverLoader()}
          columns={columns}
          ariaLabelKey="name"
          state={state}
          onStateChange={(next) => {
            changes.push(next);
            setState(next);
          }}
        />
      );
    }
    renderWithProviders(<Controlled />);
    await screen.findByText("item 10");
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    await screen.findByText("item 00");
    expect(changes).toEqual([{ page: 0, search: "" }]);
    expect(window.location.hash).toBe("");
  });
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
        queryKey={["items"]}
        loader={serverLoader([])}
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
        queryKey={["items"]}
        loader={loader}
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

    const [chipClear, emptyClear] = screen.getAllByRole("button", { name: "Clear all filters" });
    expect(chipClear).toBeInTheDocument();
    await user.click(emptyClear);
    expect(await screen.findByText("item 00")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
    expect(loader).toHaveBeenLastCalledWith(0, 11, "");
  });

  it("treats the screen's own filters as a search", async () => {
    const onClearFilters = jest.fn();
    renderWithProviders(
      <DataTable
        queryKey={["items"]}
        loader={serverLoader([])}
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
    await userEvent.setup().click(screen.getAllByRole("button", { name: "Clear all filters" })[0]);
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
        queryKey={["items"]}
        loader={loader}
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
    renderWithProviders(<DataTable queryKey={["items"]} loader={loader} columns={columns} ariaLabelKey="name" />);
    await screen.findByText("item 00");
    const calls = loader.mock.calls.length;
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(loader.mock.calls.length).toBe(calls + 1));
  });

  it("expands a detail row", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable
        queryKey={["items"]}
        loader={serverLoader(items.slice(0, 2))}
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
      <DataTable queryKey={["items"]} loader={serverLoader(items.slice(0, 2))} columns={columns} ariaLabelKey="name" />,
    );
    const table = await screen.findByRole("table", { name: "Name" });
    expect(within(table).getByRole("columnheader", { name: "Name" })).toBeInTheDocument();
  });
});
