import type { ReactNode } from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import OrganizationsScreen from "@/components/areas/organizations/OrganizationsScreen";
import { renderWithProviders } from "../test-utils";
import { chooseMenuItem } from "../chooseMenuItem";

const EUROPE = {
  id: "eu",
  name: "ACME Europe",
  enabled: true,
  description: "European subsidiaries",
  domains: [{ name: "acme.eu" }, { name: "acme.de" }, { name: "acme.fr" }],
};
const ASIA = { id: "asia", name: "ACME Asia", enabled: false, domains: [{ name: "acme.asia" }] };

const mock = {
  permissions: [] as string[],
  alerts: { addAlert: jest.fn(), addError: jest.fn() },
  adminClient: { organizations: { find: jest.fn(), delById: jest.fn() } },
  navigate: jest.fn(),
};

jest.mock("@/lib/console-context", () => ({
  useAdminClient: () => mock.adminClient,
  useAlerts: () => mock.alerts,
  useAccess: () => ({
    permissions: mock.permissions,
    hasAny: (...wanted: string[]) => wanted.some((p) => mock.permissions.includes(p)),
  }),
}));
jest.mock("@/lib/router/useRealmName", () => ({ useRealmName: () => "acme" }));
jest.mock("@tanstack/react-router", () => ({
  useNavigate: () => mock.navigate,
  Link: ({ children, to, params, ...props }: { children: ReactNode; to: string; params: Record<string, string> }) => (
    <a href={to.replace(/\$(\w+)/g, (_, name: string) => params[name])} {...props}>
      {children}
    </a>
  ),
}));

function serve(organizations: object[]) {
  mock.adminClient.organizations.find.mockImplementation(
    async ({ first = 0, max = 100, search }: { first?: number; max?: number; search?: string }) =>
      organizations.filter((o) => !search || (o as { name: string }).name.includes(search)).slice(first, first + max),
  );
}

beforeEach(() => {
  mock.permissions = ["query-groups", "manage-users"];
  mock.alerts.addAlert.mockReset();
  mock.alerts.addError.mockReset();
  mock.navigate.mockReset();
  mock.adminClient.organizations.find.mockReset();
  mock.adminClient.organizations.delById.mockReset().mockResolvedValue(undefined);
  window.location.hash = "";
  localStorage.clear();
});

describe("organizations screen", () => {
  it("lists organizations from the server with the create action", async () => {
    serve([EUROPE, ASIA]);
    renderWithProviders(<OrganizationsScreen />);

    const europe = await screen.findByRole("row", { name: /ACME Europe/ });
    expect(within(europe).getByText("acme.eu")).toBeInTheDocument();
    expect(within(europe).getByRole("button", { name: "1 more" })).toBeInTheDocument();
    expect(within(screen.getByRole("row", { name: /ACME Asia/ })).getByText("Disabled")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create organization" })).toHaveAttribute(
      "href",
      "/acme/organizations/new",
    );
    expect(within(europe).getByRole("link", { name: "ACME Europe" })).toHaveAttribute(
      "href",
      "/acme/organizations/eu/settings",
    );
    expect(mock.adminClient.organizations.find).toHaveBeenCalledWith({ realm: "acme", first: 0, max: 11 });
  });

  it("deletes an organization after a confirmation naming it", async () => {
    serve([EUROPE, ASIA]);
    const user = userEvent.setup();
    renderWithProviders(<OrganizationsScreen />);

    const row = await screen.findByRole("row", { name: /ACME Asia/ });
    serve([EUROPE]);
    await chooseMenuItem(user, within(row).getByRole("button", { name: "Actions" }), "Delete");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent('"ACME Asia"');
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() =>
      expect(mock.adminClient.organizations.delById).toHaveBeenCalledWith({ realm: "acme", id: "asia" }),
    );
    expect(mock.alerts.addAlert).toHaveBeenCalledWith("The organization has been deleted", "success");
    await waitFor(() => expect(screen.queryByRole("row", { name: /ACME Asia/ })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("offers neither create, delete nor a link to the details without manage-users", async () => {
    mock.permissions = ["query-groups"];
    serve([EUROPE]);
    renderWithProviders(<OrganizationsScreen />);
    const row = await screen.findByRole("row", { name: /ACME Europe/ });
    expect(within(row).queryByRole("button", { name: "Actions" })).not.toBeInTheDocument();
    expect(within(row).queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create organization" })).not.toBeInTheDocument();
  });

  it("shows the empty state with the create action when the realm has none", async () => {
    serve([]);
    const user = userEvent.setup();
    renderWithProviders(<OrganizationsScreen />);
    expect(await screen.findByText("No organizations")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create organization" }));
    expect(mock.navigate).toHaveBeenCalledWith({ to: "/$realm/organizations/new", params: { realm: "acme" } });
  });
});
