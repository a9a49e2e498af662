import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { TableToolbar } from "@/components/kit/data-table/TableToolbar";

function renderToolbar() {
  return renderWithProviders(
    <>
      <input aria-label="elsewhere" />
      <TableToolbar
        searchPlaceholderKey="search"
        search=""
        onSearch={jest.fn()}
        extraFilterCount={0}
        onClearAllFilters={jest.fn()}
        onRefresh={jest.fn()}
        refreshing={false}
        pagination={null}
      />
    </>,
    { messages: { search: "Search", refresh: "Refresh", clearAllFilters: "Clear all filters" } },
  );
}

describe("the table kit's search box and /", () => {
  it("takes the focus on / pressed outside a field, without typing the slash", async () => {
    renderToolbar();
    await userEvent.keyboard("/");
    const box = screen.getByRole("searchbox", { name: "Search" });
    expect(box).toHaveFocus();
    expect(box).toHaveValue("");
  });

  it("leaves / to a field the user types in", async () => {
    renderToolbar();
    const other = screen.getByRole("textbox", { name: "elsewhere" });
    await userEvent.click(other);
    await userEvent.keyboard("a/b");
    expect(other).toHaveValue("a/b");
    expect(other).toHaveFocus();
  });
});
