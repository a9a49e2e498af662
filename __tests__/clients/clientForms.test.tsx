import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "../realm-settings/screenHarness";
import { saveReviewed } from "../saveReviewed";

const CLIENT = {
  id: "c-web",
  clientId: "web",
  name: "Web",
  protocol: "openid-connect",
  publicClient: false,
  rootUrl: "https://web.example",
  redirectUris: ["/cb/*"],
  attributes: { "custom.kept": "yes" },
};

function installClients(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  mockState.serverInfo = { ...mockState.serverInfo, themes: { login: [{ name: "keycloak", locales: [] }] } };
  const clients = {
    find: jest.fn(async () => [CLIENT]),
    findOne: jest.fn(async () => CLIENT),
    create: jest.fn(async (_rep: Record<string, unknown>) => ({ id: "c-new" })),
    update: jest.fn(async (_query: unknown, _rep: Record<string, unknown>) => undefined),
  };
  Object.assign(adminClient, { clients });
  return clients;
}

beforeEach(() => window.history.replaceState(null, "", "/"));
// the details screen loads its settings tab when first shown: compiled here, a test's wait for the tab's fields is a
// wait for the client, not for the tab's code on a busy machine
beforeAll(() => import("@/components/areas/clients/details/settings/SettingsTab"));
// these walk whole forms with typed input; on the shared machine one can take longer than the harness's 20 s
jest.setTimeout(45_000);

const textbox = (name: string) => screen.findByRole("textbox", { name });

describe("clients list toolbar", () => {
  it("offers Create client and Import client to admins who manage clients only", async () => {
    installClients(ALL_PERMISSIONS);
    const user = userEvent.setup();
    const { unmount } = await renderConsoleAt("/master/clients");
    await user.click(await screen.findByRole("button", { name: "Import client" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Import client" })).toBeInTheDocument();
    unmount();

    window.history.replaceState(null, "", "/");
    installClients(["query-clients", "view-clients"]);
    await renderConsoleAt("/master/clients");
    await screen.findByRole("table", { name: "Clients" });
    expect(screen.queryByRole("button", { name: "Create client" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import client" })).not.toBeInTheDocument();
  });
});

describe("create client wizard", () => {
  it("creates a SAML client with its capability and login settings", async () => {
    const clients = installClients(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/clients/add-client");

    await user.selectOptions(await screen.findByRole("combobox", { name: "Client type" }), "saml");
    await user.type(await textbox("Client ID"), "urn:hr");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { level: 2, name: "Capability config" });
    expect(screen.queryByRole("checkbox", { name: "Client authentication" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Encrypt assertions" }));
    await user.click(screen.getByRole("button", { name: "Next" }));

    await user.type(await textbox("IDP-Initiated SSO URL name"), "hr");
    await user.type(screen.getByRole("textbox", { name: "Master SAML Processing URL" }), "https://hr.example/saml");
    expect(screen.queryByRole("group", { name: "Web origins" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(clients.create).toHaveBeenCalledTimes(1));
    const sent = clients.create.mock.calls[0][0];
    expect(sent).toMatchObject({
      realm: "master",
      clientId: "urn:hr",
      protocol: "saml",
      adminUrl: "https://hr.example/saml",
      serviceAccountsEnabled: false,
    });
    expect(sent.attributes).toMatchObject({
      "saml.encrypt": "true",
      "saml.client.signature": "true",
      saml_idp_initiated_sso_url_name: "hr",
    });
    expect(sent.attributes).not.toHaveProperty("pkce.code.challenge.method");
  });

  it("keeps the later steps closed until reached, and shows a taken client id on the first step", async () => {
    const clients = installClients(ALL_PERMISSIONS);
    clients.create.mockRejectedValueOnce(serverError(409, { errorMessage: "Client web already exists" }));
    const user = userEvent.setup();
    await renderConsoleAt("/master/clients/add-client");
    const steps = await screen.findByRole("navigation", { name: "Steps" });
    expect(within(steps).getByRole("button", { name: "3. Login settings" })).toBeDisabled();

    await user.type(await textbox("Client ID"), "web");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("checkbox", { name: "Client authentication" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(await textbox("Root URL"), "https://web.example");
    await user.click(within(steps).getByRole("button", { name: "1. General settings" }));
    expect(await textbox("Client ID")).toHaveValue("web");
    await user.click(within(steps).getByRole("button", { name: "3. Login settings" }));
    expect(await textbox("Root URL")).toHaveValue("https://web.example");

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Client web already exists")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Client ID" })).toHaveValue("web");
    expect(screen.getByRole("heading", { level: 2, name: "General settings" })).toBeInTheDocument();
    expect(mockState.alerts.addError).not.toHaveBeenCalled();
    expect(within(steps).getByRole("button", { name: "2. Capability config" })).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Client ID" }), "-2");
    await user.click(within(steps).getByRole("button", { name: "2. Capability config" }));
    expect(await screen.findByRole("checkbox", { name: "Client authentication" })).toBeChecked();
  });
});

describe("import client", () => {
  it("says pasted text is not JSON and leaves the form as it was", async () => {
    installClients(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/clients/import-client");
    const input = await textbox("Resource file");
    await user.click(input);
    await user.paste('{"clientId":"pasted","name":"From JSON"}');
    expect(await textbox("Client ID")).toHaveValue("pasted");
    await user.type(input, "x");
    expect(await screen.findByText(/This is not valid JSON/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Client ID" })).toHaveValue("pasted");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("From JSON");
  });
});

describe("client settings tab", () => {
  it("shows every section read-only to an admin who may only view clients", async () => {
    installClients(["query-clients", "view-clients"]);
    await renderConsoleAt("/master/clients/c-web/settings");
    const clientId = await textbox("Client ID");
    expect(clientId).toHaveValue("web");
    expect(clientId).toHaveAttribute("readonly");
    for (const name of ["Access settings", "Capability config", "Login settings", "Logout settings"])
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });

  it("saves the whole client with the edits and what the form does not show", async () => {
    const clients = installClients(ALL_PERMISSIONS);
    const user = userEvent.setup();
    await renderConsoleAt("/master/clients/c-web/settings");
    await user.type(await textbox("Description"), "Edited");
    await saveReviewed(user);
    await waitFor(() => expect(clients.update).toHaveBeenCalledTimes(1));
    const [query, rep] = clients.update.mock.calls[0];
    expect(query).toEqual({ realm: "master", id: "c-web" });
    expect(rep).toMatchObject({ id: "c-web", description: "Edited", redirectUris: ["/cb/*"], publicClient: false });
    expect(rep.attributes).toMatchObject({ "custom.kept": "yes" });
  });
});
