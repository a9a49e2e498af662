import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { OrganizationTable, type OrganizationRow } from "@/components/shared/organization-table/OrganizationTable";

configure({ asyncUtilTimeout: 4000 });

jest.mock("@/lib/console-context", () => ({
  useAlerts: () => ({ addAlert: jest.fn(), addError: jest.fn() }),
  useHelp: () => ({ enabled: true, toggle: jest.fn() }),
}));

const orgs: OrganizationRow[] = [
  {
    id: "1",
    name: "Acme",
    enabled: true,
    description: "Rockets",
    domains: [{ name: "acme.com" }, { name: "acme.org" }, { name: "acme.net" }, { name: "acme.io" }],
  },
  { id: "2", name: "Globex", enabled: false, domains: [{ name: "globex.com" }], membershipType: "MANAGED" },
];

describe("OrganizationTable", () => {
  it("shows name links, the disabled label, description, membership type and two domain chips with toggles", async () => {
    const user = userEvent.setup();
    const loader = jest.fn(async (first: number, max: number) => orgs.slice(first, first + max));
    renderWithProviders(
      <OrganizationTable
        source={{ queryKey: ["orgs"], loader: loader }}
        linkTo={(org) => <a href={`#/org/${org.id}`}>{org.name}</a>}
      />,
    );

    const table = await screen.findByRole("table", { name: "Organizations" });
    expect(await within(table).findByRole("link", { name: "Acme" })).toHaveAttribute("href", "#/org/1");
    for (const header of ["Name", "Domains", "Description", "Membership type"]) {
      expect(within(table).getByRole("columnheader", { name: header })).toBeInTheDocument();
    }
    const [acme, globex] = within(table).getAllByRole("row").slice(1);
    expect(within(globex).getByText("Disabled")).toBeInTheDocument();
    expect(within(acme).queryByText("Disabled")).not.toBeInTheDocument();
    expect(within(acme).getByText("Rockets")).toBeInTheDocument();
    expect(within(globex).getByText("MANAGED")).toBeInTheDocument();

    expect(within(acme).getByText("acme.com")).toBeInTheDocument();
    expect(within(acme).getByText("acme.org")).toBeInTheDocument();
    expect(within(acme).queryByText("acme.net")).not.toBeInTheDocument();
    await user.click(within(acme).getByRole("button", { name: "2 more" }));
    expect(within(acme).getByText("acme.io")).toBeInTheDocument();
    await user.click(within(acme).getByRole("button", { name: "Show less" }));
    expect(within(acme).queryByText("acme.io")).not.toBeInTheDocument();
    expect(within(globex).queryByRole("button")).toBeNull();
    expect(screen.getByRole("searchbox", { name: "Search for organization" })).toBeInTheDocument();
  });
});
