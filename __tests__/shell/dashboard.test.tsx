import "./mockModules";
import { fireEvent, screen, within } from "@testing-library/react";
import { filterProviders } from "@/components/areas/dashboard/providerInfo";
import { ALL_PERMISSIONS, mockState, resetMockState, whoAmIWith } from "./consoleMocks";
import { renderConsoleAt } from "./renderConsole";

const providers = {
  authenticator: { internal: false, providers: { "auth-cookie": { order: 0 }, "auth-otp-form": { order: 0 } } },
  "login-protocol": {
    internal: false,
    providers: { "openid-connect": { order: 0, operationalInfo: { mode: "strict" } } },
  },
};

beforeEach(() => {
  resetMockState(whoAmIWith(ALL_PERMISSIONS));
  mockState.serverInfo = {
    systemInfo: { version: "26.0.7" },
    features: [{ name: "ORGANIZATION", enabled: true } as never, { name: "DPOP", enabled: false } as never],
    providers,
  };
});

describe("dashboard", () => {
  it("welcomes with the realm's display name and shows its name", async () => {
    await renderConsoleAt("/master");
    expect(await screen.findByRole("heading", { name: "Welcome to Keycloak" })).toBeInTheDocument();
    expect(screen.getByText("Realm name").nextElementSibling).toHaveTextContent("master");
    expect(screen.getByText("Display name").nextElementSibling).toHaveTextContent("Keycloak");
  });

  it("shows the server version and the enabled and disabled features", async () => {
    await renderConsoleAt("/master/info");
    expect(await screen.findByText("26.0.7")).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Enabled features" })).getByText("ORGANIZATION"),
    ).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Disabled features" })).getByText("DPOP")).toBeInTheDocument();
  });

  it("shows the CPU, memory and system cards only with what the server sent", async () => {
    mockState.serverInfo = {
      ...mockState.serverInfo,
      cpuInfo: { processorCount: 4 },
      memoryInfo: { totalFormated: "7962 MB", freeFormated: "2100 MB", usedFormated: "310 MB" } as never,
    };
    await renderConsoleAt("/master/info");
    expect(await screen.findByRole("heading", { name: "Memory" })).toBeInTheDocument();
    expect(screen.getByText("Total memory").nextElementSibling).toHaveTextContent("7962 MB");
    expect(screen.getByText("Processor count").nextElementSibling).toHaveTextContent("4");
    expect(screen.queryByRole("heading", { name: "System info" })).not.toBeInTheDocument();
  });

  it("folds a provider's operational info out and back", async () => {
    await renderConsoleAt("/master/providers");
    const toggle = await screen.findByRole("button", { name: "Show more about openid-connect" });
    expect(screen.queryByRole("term")).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.getByRole("term")).toHaveTextContent("mode");
    expect(screen.getByRole("definition")).toHaveTextContent("strict");
    fireEvent.click(screen.getByRole("button", { name: "Show less about openid-connect" }));
    expect(screen.queryByRole("term")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /about auth-cookie/ })).not.toBeInTheDocument();
  });

  it("switches tabs through the URL", async () => {
    const { router } = await renderConsoleAt("/master");
    fireEvent.click(await screen.findByRole("tab", { name: "Provider info" }));
    expect(await screen.findByRole("table", { name: "Provider info" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/master/providers");
  });

  it("filters the provider table", async () => {
    await renderConsoleAt("/master/providers");
    await screen.findByRole("table", { name: "Provider info" });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "login" } });
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent("login-protocol");
    expect(rows[1]).toHaveTextContent("openid-connect");
  });
});

describe("filterProviders", () => {
  it("sorts SPIs and keeps those whose name matches", () => {
    expect(filterProviders(providers, "").map((row) => row.spi)).toEqual(["authenticator", "login-protocol"]);
    expect(filterProviders(providers, "AUTH").map((row) => row.spi)).toEqual(["authenticator"]);
  });

  it("falls back to matching provider ids", () => {
    expect(filterProviders(providers, "otp")).toEqual([
      { spi: "authenticator", providers: [{ id: "auth-otp-form", operationalInfo: [] }] },
    ]);
  });
});
