import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SectionDiffs } from "@/components/areas/realm-diff/SectionDiffs";
import type { DiffEntry } from "@/lib/realm-diff/types";
import { renderWithProviders } from "../test-utils";

// a realm of many changed clients renders its differences in steps, not all at once on the main thread
const entries: DiffEntry[] = Array.from({ length: 120 }, (_, i) => ({
  section: "clients",
  key: `client-${i}`,
  label: `client-${i}`,
  kind: "added",
  fields: [],
}));

it("shows the first 50 objects of a section and the rest 50 at a time", async () => {
  renderWithProviders(
    <SectionDiffs
      title="Clients"
      entries={entries}
      names={{ left: "acme", right: "copy" }}
      writable={{ left: false, right: false }}
      ask={jest.fn()}
    />,
  );
  const section = screen.getByRole("region", { name: "Clients" });
  expect(screen.getByRole("heading", { name: "Clients (120)" })).toBeInTheDocument();
  const shownObjects = () => section.querySelectorAll("section").length;
  expect(shownObjects()).toBe(50);
  await userEvent.click(screen.getByRole("button", { name: "Show 50 more (70 not shown yet)" }));
  expect(shownObjects()).toBe(100);
  await userEvent.click(screen.getByRole("button", { name: "Show 20 more (20 not shown yet)" }));
  expect(shownObjects()).toBe(120);
  expect(screen.queryByRole("button", { name: /Show/ })).not.toBeInTheDocument();
  expect(screen.getAllByText("Only in copy")).toHaveLength(120);
});
