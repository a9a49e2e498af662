import "./mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Forbidden } from "@/components/shell/Forbidden";
import { DOCUMENTATION_URL } from "@/components/shell/documentation";
import { logoSource } from "@/components/shell/Masthead";
import { accountConsoleUrl } from "@/components/shell/AccountMenuItems";
import { renderWithProviders } from "../test-utils";
import { ALL_PERMISSIONS, mockState, resetMockState, whoAmIWith } from "./consoleMocks";
import { renderConsoleAt } from "./renderConsole";

beforeEach(() => resetMockState(whoAmIWith(ALL_PERMISSIONS)));

describe("Forbidden", () => {
  it("shows the count in the message and lists every missing permission", () => {
    renderWithProviders(<Forbidden permissions={["query-users", "query-groups"]} />);
    expect(screen.getByRole("heading", { name: "Forbidden, permissions needed:" })).toBeInTheDocument();
    const items = within(screen.getByRole("list", { name: "Permissions needed" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["query-users", "query-groups"]);
  });
});

describe("masthead", () => {
  it("links the logo to the realm dashboard unless a logo URL is configured", async () => {
    await renderConsoleAt("/master/info");
    const logo = await screen.findByRole("img", { name: "Logo" });
    expect(logo).toHaveAttribute("src", "./logo.svg");
    expect(logo.closest("a")).toHaveAttribute("href", "/master");
  });

  it("links the logo to the configured URL", async () => {
    mockState.environment = {
      ...mockState.environment,
      logoUrl: "https://example.org",
      logo: "/brand.png",
      resourceUrl: "/res",
    };
    await renderConsoleAt("/master");
    const logo = await screen.findByRole("img", { name: "Logo" });
    expect(logo).toHaveAttribute("src", "/res/brand.png");
    expect(logo.closest("a")).toHaveAttribute("href", "https://example.org");
  });

  it("has a help menu with the documentation link and the help-mode toggle", async () => {
    await renderConsoleAt("/master");
    await userEvent.click(await screen.findByRole("button", { name: "Help" }));
    expect(await screen.findByRole("menuitem", { name: "Documentation" })).toHaveAttribute("href", DOCUMENTATION_URL);
    const toggle = screen.getByRole("menuitemcheckbox", { name: "Enable help mode" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await userEvent.click(toggle);
    expect(mockState.help.toggle).toHaveBeenCalled();
  });

  it("has a user menu: manage account, server info, sign out", async () => {
    await renderConsoleAt("/master");
    await userEvent.click(await screen.findByRole("button", { name: "Admin Person" }));
    expect(await screen.findByRole("menuitem", { name: "Manage account" })).toHaveAttribute(
      "href",
      "http://localhost:8180/realms/master/account",
    );
    expect(screen.getByRole("menuitem", { name: "Server info" })).toHaveAttribute("href", "/master/info");
    // chosen by keyboard once the menu has focus and the entry is highlighted (both land on later frames)
    await waitFor(() => expect(screen.getByRole("menu")).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Sign out" })).toHaveAttribute("data-highlighted"));
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(mockState.signoutRedirect).toHaveBeenCalled());
  });

  it("has a kebab menu for small screens with help on or off", async () => {
    mockState.help.enabled = false;
    await renderConsoleAt("/master");
    await userEvent.click(await screen.findByRole("button", { name: "User menu" }));
    expect(await screen.findByRole("menuitemcheckbox", { name: "Help off" })).toHaveAttribute("aria-checked", "false");
  });

  it("shows the temporary-admin banner only to a temporary admin", async () => {
    const { unmount } = await renderConsoleAt("/master");
    await screen.findByRole("heading", { name: "master realm" });
    expect(screen.queryByText(/temporary admin user/)).not.toBeInTheDocument();
    unmount();

    mockState.whoAmI = whoAmIWith(ALL_PERMISSIONS, { temporary: true });
    await renderConsoleAt("/master");
    expect(await screen.findByText(/You are logged in as a temporary admin user/)).toBeInTheDocument();
  });
});

describe("helpers", () => {
  it("puts the logo under the resource URL", () => {
    expect(logoSource({ resourceUrl: ".", logo: "" })).toBe("./logo.svg");
    expect(logoSource({ resourceUrl: "/resources/x/admin/theme", logo: "/img/logo.png" })).toBe(
      "/resources/x/admin/theme/img/logo.png",
    );
  });

  it("builds the account console URL", () => {
    expect(accountConsoleUrl("http://localhost:8180/", "my realm")).toBe(
      "http://localhost:8180/realms/my%20realm/account",
    );
  });
});
