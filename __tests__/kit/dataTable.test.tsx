import { useState } from "react";
import { act, configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { DataTable, type TableViewState } from "@/components/kit/data-table";

import { bodyRows, columns, items, serverLoader } from "./dataTableFixture";

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

describe("DataTable paging", () => {
  it("asks for pageSize + 1 rows, shows pageSize, enables next only when the extra row came back", async () => {
    const user = userEvent.setup();
    const loader = serverLoader(items.slice(0, 15));
    renderWithProviders(
      <DataTable source={{ queryKey: ["items"], loader: loader }} columns={columns} ariaLabelKey="name" />,
    );

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
      <DataTable source={{ queryKey: ["items"], loader: loader }} columns={columns} ariaLabelKey="name" />,
    );
    await screen.findByText("item 00");
    await user.selectOptions(screen.getByRole("combobox", { name: "Per page" }), "20");
    await waitFor(() => expect(loader).toHaveBeenLastCalledWith(0, 21, ""));
    expect(localStorage.getItem("pageSize")).toBe("20");
    unmount();

    window.history.replaceState(null, "", "/");
    const again = serverLoader();
    renderWithProviders(
      <DataTable source={{ queryKey: ["items"], loader: again }} columns={columns} ariaLabelKey="name" />,
    );
    await screen.findByText("item 00");
    expect(again).toHaveBeenLastCalledWith(0, 21, "");
  });

  it("a new search starts again at the first page", async () => {
    const user = userEvent.setup();
    const loader = serverLoader();
    renderWithProviders(
      <DataTable
        source={{ queryKey: ["items"], loader: loader }}
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
        source={{ queryKey: ["items"], loader: loader }}
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
        source={{ queryKey: ["items"], loader: shared }}
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
    renderWithProviders(
      <DataTable source={{ queryKey: ["items"], loader: loader }} columns={columns} ariaLabelKey="name" />,
    );
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
          source={{ queryKey: ["items"], loader: serverLoader() }}
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
