import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import IdentityProvidersScreen from "@/components/areas/identity-providers/IdentityProvidersScreen";
import { renderWithProviders } from "../test-utils";
import { chooseMenuItem } from "../chooseMenuItem";

const SSO = {
  alias: "corporate-sso",
  displayName: "Corporate SSO",
  providerId: "oidc",
  enabled: true,
  hideOnLogin: false,
};
const GITHUB = { alias: "github", providerId: "github", enabled: false, hideOnLogin: true };

const mock = {
  permissions: [] as string[],
  alerts: { addAlert: jest.fn(), addError: jest.fn() },
  serverInfo: {
    identityProviders: [
      { id: "oidc", name: "OpenID Connect v1.0" },
      { id: "saml", name: "SAML v2.0" },
    ],
    socialProviders: [
      { id: "google", name: "Google" },
      { id: "github", name: "GitHub" },
    ],
  },
  adminClient: { identityProviders: { find: jest.fn(), del: jest.fn() } },
};

jest.mock("@/lib/console-context", () => ({
  useAdminClient: () => mock.adminClient,
  useAlerts: () => mock.alerts,
  useServerInfo: () => mock.serverInfo,
  useAccess: () => ({
    permissions: mock.permissions,
    hasAny: (...wanted: string[]) => wanted.some((p) => mock.permissions.includes(p)),
  }),
}));
jest.mock("@/lib/router/useRealmName", () => ({ useRealmName: () => "acme" }));

/** The server: the providers matching the query's search (alias contains), paged by first/max. */
function serve(providers: object[]) {
  mock.adminClient.identityProviders.find.mockImplementation(
    async ({ first = 0, max = 100, search }: { first?: number; max?: number; search?: string }) =>
      providers.filter((p) => !search || (p as { alias: string }).alias.includes(search)).slice(first, first + max),
  );
}

/**
 * The provider's row, waited for by its alias: a row's accessible name is costly in jsdom (every cell's computed style),
 * and computed on each try of a wait it outran the wait on a busy machine.
 */
const rowOf = async (alias: string) => (await screen.findByText(alias)).closest("tr") as HTMLElement;

beforeEach(() => {
  mock.permissions = ["view-identity-providers", "manage-identity-providers"];
  mock.alerts.addAlert.mockReset();
  mock.alerts.addError.mockReset();
  mock.adminClient.identityProviders.find.mockReset();
  mock.adminClient.identityProviders.del.mockReset().mockResolvedValue(undefined);
  window.location.hash = "";
  localStorage.clear();
});

describe("identity providers screen", () => {
  it("shows each provider's name, alias, readable type, state and login-page visibility", async () => {
    serve([SSO, GITHUB]);
    renderWithProviders(<IdentityProvidersScreen />);

    const table = await screen.findByRole("table", { name: "Identity providers" });
    const sso = await within(table).findByRole("row", { name: /corporate-sso/ });
    expect(within(sso).getByText("Corporate SSO")).toBeInTheDocument();
    expect(within(sso).getByText("OpenID Connect v1.0")).toBeInTheDocument();
    expect(within(sso).getByText("Enabled")).toBeInTheDocument();
    expect(within(sso).getByText("No")).toBeInTheDocument();
    const github = within(table).getByRole("row", { name: /github/ });
    expect(
      within(github)
        .getAllByText(/github/i)
        .map((cell) => cell.textContent),
    ).toEqual(["github", "GitHub"]);
    expect(within(github).getByText("Disabled")).toBeInTheDocument();
    expect(within(github).getByText("Yes")).toBeInTheDocument();

    // the first page alone says whether there are any: one request, not a check and then the page
    expect(mock.adminClient.identityProviders.find.mock.calls).toEqual([
      [{ realm: "acme", first: 0, max: 11, realmOnly: true }],
    ]);
  });

  it("searches on the server", async () => {
    serve([SSO, GITHUB]);
    const user = userEvent.setup();
    renderWithProviders(<IdentityProvidersScreen />);
    await rowOf("corporate-sso");

    await user.type(screen.getByRole("searchbox", { name: "Search for provider" }), "git{Enter}");
    await waitFor(() => expect(screen.queryByText("corporate-sso")).not.toBeInTheDocument());
    expect(screen.getByRole("row", { name: /github/ })).toBeInTheDocument();
    expect(mock.adminClient.identityProviders.find).toHaveBeenCalledWith({
      realm: "acme",
      first: 0,
      max: 11,
      realmOnly: true,
      search: "git",
    });
  });

  it("deletes a provider after a confirmation naming its alias", async () => {
    serve([SSO, GITHUB]);
    const user = userEvent.setup();
    renderWithProviders(<IdentityProvidersScreen />);

    const row = await rowOf("github");
    serve([SSO]);
    await chooseMenuItem(user, within(row).getByRole("button", { name: "Actions" }), "Delete");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent('"github"');
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() =>
      expect(mock.adminClient.identityProviders.del).toHaveBeenCalledWith({ realm: "acme", alias: "github" }),
    );
    expect(mock.alerts.addAlert).toHaveBeenCalledWith("Provider successfully deleted.", "success");
    await waitFor(() => expect(screen.queryByText("github")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("offers no delete without manage-identity-providers", async () => {
    mock.permissions = ["view-identity-providers"];
    serve([SSO]);
    renderWithProviders(<IdentityProvidersScreen />);
    const row = await rowOf("corporate-sso");
    expect(within(row).queryByRole("button", { name: "Actions" })).not.toBeInTheDocument();
  });

  it("lists the provider kinds as cards opening their add page when the realm has none", async () => {
    serve([]);
    renderWithProviders(<IdentityProvidersScreen />);

    expect(await screen.findByRole("heading", { name: "No identity providers" })).toBeInTheDocument();
    const userDefined = within(screen.getByRole("list", { name: "User-defined" })).getAllByRole("listitem");
    expect(userDefined.map((item) => item.getAttribute("aria-label"))).toEqual(["OpenID Connect v1.0", "SAML v2.0"]);
    const social = within(screen.getByRole("list", { name: "Social" })).getAllByRole("listitem");
    expect(social.map((item) => item.getAttribute("aria-label"))).toEqual(["GitHub", "Google"]);
    expect(screen.getByRole("link", { name: "SAML v2.0" })).toHaveAttribute(
      "href",
      "#/acme/identity-providers/saml/add",
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the provider kinds without links to an admin who may only view", async () => {
    mock.permissions = ["view-identity-providers"];
    serve([]);
    renderWithProviders(<IdentityProvidersScreen />);
    expect(await screen.findByRole("heading", { name: "No identity providers" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("links each alias to the provider's settings", async () => {
    serve([SSO]);
    renderWithProviders(<IdentityProvidersScreen />);
    const row = await rowOf("corporate-sso");
    expect(within(row).getByRole("link", { name: "corporate-sso" })).toHaveAttribute(
      "href",
      "#/acme/identity-providers/oidc/corporate-sso/settings",
    );
  });
});
