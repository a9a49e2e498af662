import "./mockModules";
import { act, screen, waitFor } from "@testing-library/react";
import { createHashHistory } from "@tanstack/react-router";
import { createAppRouter } from "@/app/_router/createAppRouter";
import { ALL_PERMISSIONS, mockState, resetMockState, whoAmIWith } from "./consoleMocks";
import { renderConsoleAt, renderRouter } from "./renderConsole";

beforeEach(() => resetMockState(whoAmIWith(ALL_PERMISSIONS)));

describe("routing", () => {
  it("sends / to the environment realm's dashboard", async () => {
    mockState.environment.realm = "master";
    const { router } = await renderConsoleAt("/");
    expect(await screen.findByRole("heading", { name: "master realm" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/master");
  });

  it("shows a dashboard tab from the URL", async () => {
    await renderConsoleAt("/master/info");
    expect(await screen.findByRole("tab", { name: "Server info", selected: true })).toBeInTheDocument();
  });

  it("shows Page Not Found for an unknown path", async () => {
    await renderConsoleAt("/master/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("shows Page Not Found for an unknown dashboard tab", async () => {
    await renderConsoleAt("/master/nonsense");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("reads the route from the hash", async () => {
    window.location.hash = "#/master/unknown-area/1";
    renderRouter(createAppRouter(createHashHistory(), mockState.environment));
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    window.location.hash = "";
  });
});

describe("realm layout", () => {
  it("shows a spinner while the signed-in user is unknown", async () => {
    mockState.whoAmI = undefined;
    await renderConsoleAt("/master");
    expect(await screen.findByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "master realm" })).not.toBeInTheDocument();
  });

  it("renders Forbidden with the permissions the route needs", async () => {
    mockState.whoAmI = whoAmIWith(["query-users"], { createRealm: true });
    await renderConsoleAt("/master/add-realm");
    expect(await screen.findByRole("heading", { name: "Forbidden, permission needed:" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Permissions needed" })).toHaveTextContent("view-realm");
  });

  it("tells i18n the user's locale", async () => {
    mockState.whoAmI = whoAmIWith(ALL_PERMISSIONS, { locale: "de" });
    await renderConsoleAt("/master");
    await screen.findByRole("heading", { name: "master realm" });
    expect(mockState.i18n.setUserLocale).toHaveBeenCalledWith("de");
  });

  it("drops the old realm's cache and remembers the new realm when switching", async () => {
    mockState.realms.other = { realm: "other", displayName: "Other" };
    mockState.whoAmI = whoAmIWith(ALL_PERMISSIONS, {
      realm_access: { master: [...ALL_PERMISSIONS], other: [...ALL_PERMISSIONS] },
    });
    const { router, queryClient } = await renderConsoleAt("/master");
    await screen.findByRole("heading", { name: "master realm" });
    queryClient.setQueryData(["realm", "master", "users"], ["cached"]);

    await act(() => router.navigate({ to: "/$realm", params: { realm: "other" } }));
    await screen.findByRole("heading", { name: "other realm" });

    await waitFor(() => expect(queryClient.getQueryData(["realm", "master", "users"])).toBeUndefined());
    expect(JSON.parse(localStorage.getItem("recentRealms") ?? "[]")).toEqual([
      { name: "other", displayName: "Other" },
      { name: "master", displayName: "Keycloak" },
    ]);
  });
});

describe("errors", () => {
  it("shows a page's error inside the shell", async () => {
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    mockState.whoAmI = undefined;
    mockState.whoAmIError = new Error("whoami failed");
    await renderConsoleAt("/master");
    expect(await screen.findByRole("alert")).toHaveTextContent("whoami failed");
    expect(screen.getByRole("button", { name: "Help" })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
