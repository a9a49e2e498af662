import "../shell/mockModules";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { setUpScreen } from "../realm-settings/screenHarness";

const STORAGE = "org.keycloak.storage.UserStorageProvider";
const CUSTOM_TYPE = {
  id: "custom-store",
  helpText: "",
  clientProperties: [],
  metadata: {},
  properties: [{ name: "storeUrl", label: "Store URL", type: "String", helpText: "Where the users are" }],
};

describe("a custom user-storage provider", () => {
  it("creates one with its type's config properties and the cache policy, and opens it", async () => {
    const adminClient = setUpScreen(ALL_PERMISSIONS);
    mockState.realms.master = { id: "master-id", realm: "master" };
    mockState.serverInfo = { ...mockState.serverInfo, componentTypes: { [STORAGE]: [CUSTOM_TYPE] } };
    const create = jest.fn(async (_rep: Record<string, unknown>) => ({ id: "new-id" }));
    const stored = { id: "new-id", name: "users-db", providerId: "custom-store", providerType: STORAGE, config: {} };
    Object.assign(adminClient.components, { create, findOne: jest.fn(async () => stored) });
    const user = userEvent.setup();
    await renderConsoleAt("/master/user-federation/custom-store/new");

    const name = await screen.findByRole("textbox", { name: /^UI display name/ });
    await user.clear(name);
    await user.type(name, "users-db");
    await user.type(screen.getByRole("textbox", { name: /^Store URL/ }), "https://store.example.org");
    await user.click(screen.getByRole("button", { name: "Add" }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          realm: "master",
          name: "users-db",
          providerId: "custom-store",
          providerType: STORAGE,
          parentId: "master-id",
          // the cache settings every user-storage provider has, as the official console sends them
          config: expect.objectContaining({ storeUrl: ["https://store.example.org"], cachePolicy: ["DEFAULT"] }),
        }),
      ),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "users-db" })).toBeInTheDocument();
  });

  it("is read-only for an admin who may only view the realm", async () => {
    const adminClient = setUpScreen(["view-realm"]);
    mockState.serverInfo = { ...mockState.serverInfo, componentTypes: { [STORAGE]: [CUSTOM_TYPE] } };
    const stored = {
      id: "c-store",
      name: "users-db",
      providerId: "custom-store",
      providerType: STORAGE,
      parentId: "master-id",
      config: { storeUrl: ["https://store.example.org"], enabled: ["true"] },
    };
    Object.assign(adminClient.components, { findOne: jest.fn(async () => stored) });
    await renderConsoleAt("/master/user-federation/custom-store/c-store");

    expect(await screen.findByRole("heading", { level: 1, name: "users-db" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Store URL/ })).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Provider enabled")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("shows the not-found page for a type the server does not offer", async () => {
    setUpScreen(ALL_PERMISSIONS);
    mockState.realms.master = { id: "master-id", realm: "master" };
    await renderConsoleAt("/master/user-federation/no-such-type/new");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});
