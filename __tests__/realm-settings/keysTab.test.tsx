import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { setUpScreen, type FakeAdminClient } from "./screenHarness";

const KEY_PROVIDER = "org.keycloak.keys.KeyProvider";
const REALM = { id: "master-id", realm: "master" };
const PROVIDERS = [
  {
    id: "p-low",
    name: "low-rsa",
    providerId: "rsa-generated",
    providerType: KEY_PROVIDER,
    config: { priority: ["5"] },
  },
  {
    id: "p-top",
    name: "top-rsa",
    providerId: "rsa-generated",
    providerType: KEY_PROVIDER,
    config: { priority: ["500"] },
  },
  { id: "p-hs", name: "hmac", providerId: "hmac-generated", providerType: KEY_PROVIDER, config: { priority: ["100"] } },
];
const KEYS = {
  active: { RS256: "kid-top" },
  keys: [
    {
      providerId: "p-top",
      kid: "kid-top",
      status: "ACTIVE",
      type: "RSA",
      algorithm: "RS256",
      use: "SIG",
      publicKey: "TOPKEY",
      certificate: "TOPCERT",
      validTo: 1_900_000_000_000,
    },
    {
      providerId: "p-low",
      kid: "kid-low",
      status: "PASSIVE",
      type: "RSA",
      algorithm: "RS256",
      use: "SIG",
      publicKey: "LOWKEY",
    },
    { providerId: "p-hs", kid: "kid-hs", status: "ACTIVE", type: "OCT", algorithm: "HS512", use: "SIG" },
  ],
};

// the first render loads the console's lazy chunks, which takes long on a busy machine
const findTable = (name: string) => screen.findByRole("table", { name }, { timeout: 15_000 });

type KeysClient = FakeAdminClient & {
  realms: FakeAdminClient["realms"] & { getKeys: jest.Mock };
  components: FakeAdminClient["components"] & { create: jest.Mock };
};

function setUp(permissions: readonly string[]): KeysClient {
  const client = setUpScreen(permissions) as KeysClient;
  Object.assign(client.realms, { getKeys: jest.fn(async () => structuredClone(KEYS)) });
  client.components.find.mockImplementation(async () => structuredClone(PROVIDERS));
  Object.assign(client.components, { create: jest.fn(async () => ({ id: "new" })) });
  mockState.realms.master = structuredClone(REALM);
  mockState.serverInfo = {
    ...mockState.serverInfo,
    componentTypes: {
      [KEY_PROVIDER]: [
        {
          id: "rsa-generated",
          helpText: "Generates RSA keys",
          // the server sends a default as the string it is; the admin client's type says object
          properties: [{ name: "priority", label: "Priority", type: "String", defaultValue: "0" as unknown as object }],
          clientProperties: [],
          metadata: {},
        },
      ],
    },
  } as typeof mockState.serverInfo;
  return client;
}

describe("keys tab", () => {
  it("lists the active keys with their providers and filters by status", async () => {
    setUp(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/keys");
    const table = await findTable("Keys list");
    expect(await within(table).findByRole("link", { name: "top-rsa" })).toBeInTheDocument();
    expect(within(table).getByText("kid-hs")).toBeInTheDocument();
    expect(within(table).queryByText("kid-low")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter keys by status" }), "PASSIVE");
    expect(await within(table).findByText("kid-low")).toBeInTheDocument();
    expect(within(table).queryByText("kid-top")).not.toBeInTheDocument();
  });

  it("lists providers by priority and adds one of a server type on its dynamic form", async () => {
    const client = setUp(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/keys/providers");
    const table = await findTable("Providers");
    await within(table).findByRole("link", { name: "top-rsa" });
    const names = within(table)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["top-rsa", "hmac", "low-rsa"]);

    await user.click(screen.getByRole("button", { name: "Add provider" }));
    await user.click(await screen.findByRole("menuitem", { name: "rsa-generated" }));
    const dialog = await screen.findByRole("dialog", { name: "Add rsa-generated provider" });
    const priority = within(dialog).getByRole("textbox", { name: /^Priority/ });
    await user.clear(priority);
    await user.type(priority, "700");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(client.components.create).toHaveBeenCalledWith({
        realm: "master",
        name: "rsa-generated",
        providerId: "rsa-generated",
        providerType: KEY_PROVIDER,
        parentId: "master-id",
        config: { priority: ["700"] },
      }),
    );
  });

  it("offers neither adding nor deleting providers without manage-realm", async () => {
    setUp(["view-realm"]);
    await renderConsoleAt("/master/realm-settings/keys/providers");
    const table = await findTable("Providers");
    await within(table).findByRole("link", { name: "top-rsa" });
    expect(screen.queryByRole("button", { name: "Add provider" })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: "Actions" })).not.toBeInTheDocument();
  });
});
