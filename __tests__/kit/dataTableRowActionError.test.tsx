import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { DataTable, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { chooseMenuItem } from "../chooseMenuItem";

// Its own file: in jsdom a second Ark menu opened in the same environment ignores item clicks
// (state Ark keeps on the document); browsers are not affected.
configure({ asyncUtilTimeout: 4000 });

const addError = jest.fn();
jest.mock("@/lib/console-context", () => ({
  useAlerts: () => ({ addAlert: jest.fn(), addError }),
  useHelp: () => ({ enabled: true, toggle: jest.fn() }),
}));

type Item = { id: string; name: string };
const items: Item[] = [
  { id: "a", name: "item 00" },
  { id: "b", name: "item 01" },
];
const serverLoader = (source: Item[]) =>
  jest.fn(async (first: number, max: number) => source.slice(first, first + max));
const columns: DataTableColumn<Item>[] = [{ id: "name", accessorKey: "name", header: "Name" }];

describe("DataTable row action errors", () => {
  it("reports a failing row action and keeps the search", async () => {
    const user = userEvent.setup();
    const failing: RowAction<Item> = { labelKey: "delete", onClick: async () => Promise.reject(new Error("boom")) };
    renderWithProviders(
      <DataTable
        source={{ queryKey: ["items"], loader: serverLoader(items) }}
        columns={columns}
        ariaLabelKey="name"
        rowActions={[failing]}
      />,
    );
    await screen.findByText("item 00");
    await chooseMenuItem(user, screen.getAllByRole("button", { name: "Actions" })[0], "Delete");
    await waitFor(() => expect(addError).toHaveBeenCalledWith("rowActionError", expect.any(Error)));
  });
});
