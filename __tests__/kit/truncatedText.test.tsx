import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "@chakra-ui/react";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { renderWithProviders } from "../test-utils";

jest.mock("@/lib/console-context", () => ({
  useAlerts: () => ({ addAlert: jest.fn(), addError: jest.fn() }),
}));

const LONG = `long${"W".repeat(9_996)}`;

/** jsdom lays nothing out: elements holding a value longer than `width` characters report that they are cut. */
function layOut(width: number) {
  const sizes = (element: HTMLElement) => ({ full: element.textContent?.length ?? 0, shown: width });
  const restore = [
    jest.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(function (this: HTMLElement) {
      return sizes(this).full;
    }),
    jest.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
      return Math.min(sizes(this).full, sizes(this).shown);
    }),
  ];
  return () => restore.forEach((spy) => spy.mockRestore());
}

let restoreLayout: () => void;
beforeEach(() => (restoreLayout = layOut(40)));
afterEach(() => restoreLayout());

describe("TruncatedText", () => {
  it("shows a cut value in full in a tooltip on hover, and nothing for a value that fits", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <TruncatedText text={LONG} />
        <TruncatedText text="short" />
      </>,
    );
    const long = screen.getByText(LONG);
    expect(long).toHaveAttribute("tabindex", "0");
    expect(screen.getByText("short")).not.toHaveAttribute("tabindex");

    await user.hover(screen.getByText("short"));
    await act(() => new Promise((done) => setTimeout(done, 400)));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();

    await user.hover(long);
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip).toHaveTextContent(LONG);
    expect(long).toHaveAttribute("aria-describedby", tooltip.id);
    await user.unhover(long);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  });

  it("makes the given element (a link) the one that is cut, and shows the tooltip when it is focused", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TruncatedText text={LONG}>
        <Link href="#/acme/users/1">{LONG}</Link>
      </TruncatedText>,
    );
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "#/acme/users/1");
    expect(link).not.toHaveAttribute("tabindex");
    await user.tab();
    expect(link).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(LONG);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  });

  it("renders markup and script URLs in a value as text", () => {
    const { container } = renderWithProviders(
      <TruncatedText text={'<img src=x onerror=alert(1)>"><script>alert(1)</script>'} />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>"><script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector("img, script")).toBeNull();
  });
});

describe("DataTable text", () => {
  it("cuts long plain-text cells and headers, each with its full value in a tooltip", async () => {
    const user = userEvent.setup();
    const columns: DataTableColumn<{ id: string; name: string; count: number }>[] = [
      { id: "name", header: () => `Name ${LONG}`, cell: ({ row }) => row.original.name },
      { id: "count", header: "Count", cell: ({ row }) => row.original.count },
    ];
    renderWithProviders(
      <DataTable
        source={{ queryKey: ["long"], loader: async () => [{ id: "1", name: LONG, count: 7 }] }}
        columns={columns}
        ariaLabelKey="name"
      />,
    );
    const cell = await screen.findByRole("cell", { name: LONG });
    const value = screen.getByText(LONG);
    expect(cell).toContainElement(value);
    expect(value).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("cell", { name: "7" })).toBeInTheDocument();
    await user.hover(value);
    expect(await screen.findByRole("tooltip")).toHaveTextContent(LONG);
    await user.unhover(value);
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());

    const header = screen.getByText(`Name ${LONG}`);
    expect(screen.getByRole("columnheader", { name: `Name ${LONG}` })).toContainElement(header);
    await user.hover(header);
    expect(await screen.findByRole("tooltip")).toHaveTextContent(`Name ${LONG}`);
  });
});
