import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { everyType, storedComponentConfig, storedMapperConfig } from "./fixtures";
import { renderConfigForm } from "./configFormHarness";

configure({ asyncUtilTimeout: 4000 });

const adminClient = {
  baseUrl: "http://kc.test",
  getAccessToken: async () => "token-1",
  roles: { find: jest.fn(async () => [{ id: "r1", name: "offline_access" }]) },
  clients: {
    find: jest.fn(async () => [
      { id: "c1", clientId: "account" },
      { id: "c2", clientId: "broker" },
    ]),
  },
  groups: {
    find: jest.fn(async () => [{ id: "g1", name: "staff", path: "/staff", subGroupCount: 0 }]),
    listSubGroups: jest.fn(async () => []),
  },
  users: { getProfile: jest.fn(async () => ({ attributes: [{ name: "email" }, { name: "department" }] })) },
};
jest.mock("@/lib/console-context", () => ({
  useAdminClient: () => adminClient,
  useHelp: () => ({ enabled: true, toggle: jest.fn() }),
}));

// ui-ext available client roles
beforeEach(() => {
  global.fetch = jest.fn(
    async () =>
      new Response(
        JSON.stringify([{ id: "cr1", role: "manage-users", client: "realm-management", clientId: "uuid" }]),
        {
          status: 200,
          headers: { "Content-Type": "application/json" },
        },
      ),
  ) as unknown as typeof fetch;
});

// jsdom's File has no text()
function pemFile(): File {
  const file = new File(["PEM"], "cert.pem");
  Object.defineProperty(file, "text", { value: async () => "PEM" });
  return file;
}

const textbox = (name: string) => screen.getByRole("textbox", { name, hidden: true });

async function pickInDialog(user: ReturnType<typeof userEvent.setup>, open: string, row: string) {
  await user.click(screen.getByRole("button", { name: open }));
  const dialog = await screen.findByRole("dialog");
  await user.click(await within(dialog).findByRole("checkbox", { name: row }));
  await user.click(within(dialog).getByRole("button", { name: "Select" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

describe("DynamicConfigFields", () => {
  it("shows every property type with its stored value, the secret masked", () => {
    renderConfigForm(everyType, { stored: storedMapperConfig });
    expect(textbox("tokenClaimName")).toHaveValue("department");
    expect(textbox("Description").tagName).toBe("TEXTAREA");
    expect(screen.getByRole("checkbox", { name: "Add to access token" })).not.toBeChecked();
    expect(screen.getByRole("spinbutton", { name: "Priority" })).toHaveValue("5");
    expect(screen.getByRole("combobox", { name: "Claim JSON type" })).toHaveValue("long");
    expect(screen.getByRole("button", { name: "Remove sig" })).toBeInTheDocument();
    expect(screen.getAllByRole("textbox", { name: "Hosts" }).map((input) => (input as HTMLInputElement).value)).toEqual(
      ["a.example", "b.example"],
    );
    expect(within(screen.getByRole("group", { name: "Headers" })).getByRole("textbox", { name: "Key" })).toHaveValue(
      "X-One",
    );
    expect(textbox("Role")).toHaveValue("account.view-profile");
    expect(textbox("Group")).toHaveValue("/staff/helpdesk");
    expect(textbox("Included client audience")).toHaveValue("account");
    expect(textbox("Script")).toHaveStyle({ fontFamily: "var(--chakra-fonts-mono)" });
    expect(textbox("Certificate")).toHaveValue("-----BEGIN CERTIFICATE-----");
    expect(screen.getByLabelText("Secret")).toHaveAttribute("type", "password");
    expect(screen.getByRole("combobox", { name: "User attribute" })).toBeInTheDocument();
    expect(textbox("URL")).toHaveAttribute("type", "url");
  });

  it("changes every field and stores the result in the mapper's and the component's shape", async () => {
    const user = userEvent.setup();
    const { storedAs } = renderConfigForm(everyType, { stored: storedMapperConfig });

    await user.clear(textbox("tokenClaimName"));
    await user.type(textbox("tokenClaimName"), "dept");
    await user.type(textbox("Description"), "!");
    await user.click(screen.getByRole("checkbox", { name: "Add to access token" }));
    fireEvent.change(screen.getByRole("spinbutton", { name: "Priority" }), { target: { value: "7" } });
    await user.selectOptions(screen.getByRole("combobox", { name: "Claim JSON type" }), "boolean");
    await user.click(screen.getByRole("button", { name: "Remove sig" }));
    await user.click(screen.getByRole("button", { name: "Add value" }));
    await user.type(screen.getAllByRole("textbox", { name: "Hosts" })[2], "c.example");
    const headers = screen.getByRole("group", { name: "Headers" });
    await user.click(within(headers).getByRole("button", { name: "Add an attribute" }));
    await user.type(within(headers).getAllByRole("textbox", { name: "Key" })[1], "X-Two");
    await user.type(within(headers).getAllByRole("textbox", { name: "Value" })[1], "2");
    await pickInDialog(user, "Select role", "offline_access");
    await pickInDialog(user, "Select group", "staff");
    await pickInDialog(user, "Select client", "broker");
    await user.clear(textbox("Script"));
    await user.type(textbox("Script"), "exports = 2;");
    await user.upload(screen.getByLabelText("Upload a file"), pemFile());
    await waitFor(() => expect(textbox("Certificate")).toHaveValue("PEM"));
    await user.click(screen.getByRole("combobox", { name: "User attribute" }));
    await user.click(await screen.findByRole("option", { name: "email" }));
    await user.clear(textbox("URL"));
    await user.type(textbox("URL"), "https://example.org");

    const expected = {
      "claim.name": "dept",
      description: "line one\nline two!",
      "access.token.claim": "true",
      priority: "7",
      "jsonType.label": "boolean",
      usage: "enc",
      hosts: "a.example##b.example##c.example",
      headers: JSON.stringify([
        { key: "X-One", value: "1" },
        { key: "X-Two", value: "2" },
      ]),
      role: "offline_access",
      group: "/staff",
      "included.client.audience": "broker",
      script: "exports = 2;",
      certificate: "PEM",
      secret: "**********",
      "user.attribute": "email",
      url: "https://example.org",
    };
    await waitFor(() => expect(storedAs("mapper")).toEqual(expected));
    expect(storedAs("component")).toEqual({
      ...Object.fromEntries(Object.entries(expected).map(([key, value]) => [key, [value]])),
      usage: ["enc"],
      hosts: ["a.example", "b.example", "c.example"],
    });
  }, 30_000);

  it("reads a component's config and sends it back unchanged when nothing is touched", () => {
    const { storedAs } = renderConfigForm(everyType, { stored: storedComponentConfig });
    expect(screen.getAllByRole("textbox", { name: "Hosts" })).toHaveLength(2);
    expect(storedAs("component")).toEqual(storedComponentConfig);
  });

  it("stores a client role as clientId.role", async () => {
    const user = userEvent.setup();
    const { storedAs } = renderConfigForm([{ name: "role", label: "Role", type: "Role" }], { stored: { role: "" } });
    await user.click(screen.getByRole("button", { name: "Select role" }));
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Role type" }), "client");
    await user.click(await within(dialog).findByRole("checkbox", { name: /manage-users/ }));
    await user.click(within(dialog).getByRole("button", { name: "Select" }));
    await waitFor(() => expect(storedAs("mapper")).toEqual({ role: "realm-management.manage-users" }));
  });

  it("replaces a secret only when a new one is typed", async () => {
    const user = userEvent.setup();
    const { storedAs } = renderConfigForm([{ name: "secret", label: "Secret", type: "Password" }], {
      stored: { secret: ["**********"] },
    });
    expect(storedAs("component")).toEqual({ secret: ["**********"] });
    await user.clear(screen.getByLabelText("Secret"));
    await user.type(screen.getByLabelText("Secret"), "s3cret");
    expect(storedAs("component")).toEqual({ secret: ["s3cret"] });
  });
});
