import type { ReactNode } from "react";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CreateOrganizationScreen from "@/components/areas/organizations/CreateOrganizationScreen";
import { renderWithProviders } from "../test-utils";

const navigate = jest.fn(async () => undefined);
const alerts = { addAlert: jest.fn(), addError: jest.fn() };
const adminClient = { organizations: { create: jest.fn() } };

jest.mock("@/lib/console-context", () => ({
  useAdminClient: () => adminClient,
  useAlerts: () => alerts,
  useAccess: () => ({ hasAny: () => true }),
  useHelp: () => ({ enabled: false, toggle: jest.fn() }),
}));
jest.mock("@/lib/router/useRealmName", () => ({ useRealmName: () => "acme" }));
jest.mock("@tanstack/react-router", () => ({
  useNavigate: () => navigate,
  useBlocker: () => ({ status: "idle" }),
  Link: ({ children, to, params, ...props }: { children: ReactNode; to: string; params: Record<string, string> }) => (
    <a href={to.replace("$realm", params.realm)} {...props}>
      {children}
    </a>
  ),
}));

const serverError = (status: number, body: unknown) =>
  Object.assign(new Error("request failed"), { response: new Response(null, { status }), responseData: body });

beforeEach(() => {
  navigate.mockClear();
  alerts.addAlert.mockReset();
  alerts.addError.mockReset();
  adminClient.organizations.create.mockReset().mockResolvedValue({ id: "new-id" });
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByRole("textbox", { name: "Name" }), name);
  await user.type(screen.getByRole("textbox", { name: "Domain" }), "acme.asia");
}

describe("create organization", () => {
  it("derives the alias from the name until the alias is edited by hand", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateOrganizationScreen />);
    const alias = screen.getByRole("textbox", { name: "Alias" });

    await user.type(screen.getByRole("textbox", { name: "Name" }), "ACME Asia Pacific");
    expect(alias).toHaveValue("ACME-Asia-Pacific");

    await user.clear(alias);
    await user.type(alias, "apac");
    await user.type(screen.getByRole("textbox", { name: "Name" }), " Region");
    expect(alias).toHaveValue("apac");
  });

  it("creates the organization, says so and opens it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateOrganizationScreen />);
    await fillRequired(user, "ACME Asia");
    await user.type(screen.getByRole("textbox", { name: "Redirect URL" }), "https://acme.asia/welcome");
    await user.click(screen.getByRole("button", { name: "Create" }));

    await waitFor(() =>
      expect(adminClient.organizations.create).toHaveBeenCalledWith({
        realm: "acme",
        name: "ACME Asia",
        alias: "ACME-Asia",
        enabled: true,
        description: "",
        redirectUrl: "https://acme.asia/welcome",
        domains: [{ name: "acme.asia", verified: false }],
      }),
    );
    expect(alerts.addAlert).toHaveBeenCalledWith("Organization successfully saved.", "success");
    expect(navigate).toHaveBeenCalledWith({
      to: "/$realm/organizations/$id/$tab",
      params: { realm: "acme", id: "new-id", tab: "settings" },
    });
  });

  it("refuses Create without a domain or with a bad redirect URL, saying why on the field", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateOrganizationScreen />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "ACME Asia");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Add at least one domain.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Domain" })).toHaveFocus());

    await user.type(screen.getByRole("textbox", { name: "Domain" }), "acme.asia");
    await user.type(screen.getByRole("textbox", { name: "Redirect URL" }), "not a url");
    expect(await screen.findByText("Enter a URL starting with http:// or https://.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Redirect URL" })).toHaveFocus());
    expect(adminClient.organizations.create).not.toHaveBeenCalled();
  });

  it("enables Create when a single change of the domains completes the form", async () => {
    renderWithProviders(<CreateOrganizationScreen />);
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "ACME Europe" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Alias" }), { target: { value: "acme-europe-copy" } });
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Alias" })).toHaveValue("acme-europe-copy"));
    fireEvent.change(screen.getByRole("textbox", { name: "Domain" }), { target: { value: "copy.example" } });
    await waitFor(() => expect(screen.getByRole("button", { name: "Create" })).toBeEnabled());
  });

  it("puts a duplicate name on the name field and keeps what was typed", async () => {
    adminClient.organizations.create.mockRejectedValue(
      serverError(409, { errorMessage: "A organization with the same name already exists." }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CreateOrganizationScreen />);
    await fillRequired(user, "ACME Europe");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("A organization with the same name already exists.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("ACME Europe");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: "Domain" })).toHaveValue("acme.asia");
    expect(navigate).not.toHaveBeenCalled();
    expect(alerts.addError).not.toHaveBeenCalled();
  });

  it("raises an alert for a failure that names no field", async () => {
    const failure = serverError(500, { error: "boom" });
    adminClient.organizations.create.mockRejectedValue(failure);
    const user = userEvent.setup();
    renderWithProviders(<CreateOrganizationScreen />);
    await fillRequired(user, "ACME Asia");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(alerts.addError).toHaveBeenCalledWith("organizationSaveError", failure));
  });
});
