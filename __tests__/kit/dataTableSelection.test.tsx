import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";

// Its own file: in jsdom, Ark's checkbox press tracking leaves document state behind that stops later
// menu clicks in the same environment (not seen in browsers).
jest.mock("@/lib/console-context", () => ({
  useAlerts: () => ({ addAlert: jest.fn(), addError: jest.fn() }),
  useHelp: () => ({ enabled: true, toggle: jest.fn() }),
}));

configure({ asyncUtilTimeout: 4000 });

type Item = { id: string; name: string };
const items: Item[] = Array.from({ length: 3 }, (_, i) => ({
  id: `id-${i}`,
  name: `item ${String(i).padStart(2, "0")}`,
}));
const serverLoader = (source: Item[]) =>
  jest.fn(async (first: number, max: number) => source.slice(first, first + max));
const columns: DataTableColumn<Item>[] = [{ id: "name", accessorKey: "name", header: "Name" }];

describe("DataTable selection", () => {
  it("select-all is indeterminate with some rows and checked with all; the toolbar gets the selected rows", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable
        source={{ queryKey: ["items"], loader: serverLoader(items.slice(0, 3)) }}
        columns={columns}
        ariaLabelKey="name"
        canSelect
        toolbar={({ selectedRows }) => (
          <span data-testid="selected">{selectedRows.map((row) => row.name).join(",")}</span>
        )}
      />,
    );
    await screen.findByText("item 00");
    const selectAll = screen.getByRole("checkbox", { name: "Select all" });
    const rowBoxes = screen.getAllByRole("checkbox", { name: "Select row" });
    expect(rowBoxes).toHaveLength(3);
    expect(selectAll).not.toBeChecked();

    await user.click(rowBoxes[1]);
    await waitFor(() => expect(selectAll).toBePartiallyChecked());
    expect(screen.getByTestId("selected")).toHaveTextContent("item 01");

    await user.click(selectAll);
    await waitFor(() => expect(selectAll).toBeChecked());
    expect(selectAll).not.toBePartiallyChecked();
    expect(screen.getByTestId("selected")).toHaveTextContent("item 00,item 01,item 02");

    await user.click(selectAll);
    await waitFor(() => expect(selectAll).not.toBeChecked());
    expect(screen.getByTestId("selected")).toHaveTextContent("");
  });
});
