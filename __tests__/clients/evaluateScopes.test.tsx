import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "../realm-settings/screenHarness";

const CLIENT = { id: "c-web", clientId: "web", protocol: "openid-connect" };

type Evaluate = { realm: string; id: string; scope: string; userId?: string };

function installEvaluate() {
  const adminClient = setUpScreen(ALL_PERMISSIONS);
  const clients = {
    findOne: jest.fn(async (_query: { realm: string; id: string }) => CLIENT),
    find: jest.fn(async (_query: Record<string, unknown>) => [{ id: "c-api", clientId: "api" }]),
    listDefaultClientScopes: jest.fn(async (_query: { realm: string; id: string }) => [
      { id: "s-profile", name: "profile" },
    ]),
    listOptionalClientScopes: jest.fn(async (_query: { realm: string; id: string }) => [
      { id: "s-phone", name: "phone" },
    ]),
    evaluateListProtocolMapper: jest.fn(async ({ scope }: Evaluate) => [
      { mapperId: "m-1", mapperName: "username", containerName: "profile", protocolMapper: "oidc-usermodel-property" },
      ...(scope.includes("phone") ? [{ mapperId: "m-2", mapperName: "phone number", containerName: "phone" }] : []),
    ]),
    evaluatePermission: jest.fn(async (_query: Evaluate & { roleContainer: string; type: string }) => [
      { id: "r-1", name: "employee" },
    ]),
    evaluateGenerateAccessToken: jest.fn(async ({ userId }: Evaluate) => ({ sub: userId, tier: "gold" })),
    evaluateGenerateIdToken: jest.fn(async (_query: Evaluate) => ({})),
    evaluateGenerateUserInfo: jest.fn(async (_query: Evaluate): Promise<Record<string, unknown>> => {
      throw serverError(404, { error: "No user found" });
    }),
  };
  const clientScopes = {
    find: jest.fn(async (_query: { realm: string }) => [
      { id: "s-profile", name: "profile", protocol: "openid-connect" },
      { id: "s-phone", name: "phone", protocol: "openid-connect" },
    ]),
  };
  const users = {
    find: jest.fn(async (_query: { realm: string; search?: string }) => [
      { id: "u-alice", username: "alice", email: "alice@acme.example" },
    ]),
  };
  Object.assign(adminClient, { clients, clientScopes, users });
  return { clients, users };
}

beforeEach(() => window.history.replaceState(null, "", "/"));

describe("evaluating a client's scopes", () => {
  it("evaluates the chosen optional scopes and generates the access token for the chosen user", async () => {
    const user = userEvent.setup();
    const { clients, users } = installEvaluate();
    await renderConsoleAt("/master/clients/c-web/clientScopes/evaluate");

    const mappers = await screen.findByRole("table", { name: "Effective protocol mappers" });
    await within(mappers).findByText("username");
    expect(clients.evaluateListProtocolMapper).toHaveBeenCalledWith({ realm: "master", id: "c-web", scope: "openid" });
    expect(screen.getByRole("textbox", { name: "Effective scope" })).toHaveValue("openid profile");

    await user.click(screen.getByRole("combobox", { name: "Optional client scopes" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "phone" }));
    await within(mappers).findByText("phone number");
    expect(clients.evaluateListProtocolMapper).toHaveBeenLastCalledWith({
      realm: "master",
      id: "c-web",
      scope: "openid phone",
    });
    expect(screen.getByRole("textbox", { name: "Effective scope" })).toHaveValue("openid profile phone");

    await user.click(screen.getByRole("tab", { name: "Generated access token" }));
    expect(screen.getByText("Select a user to generate this example.")).toBeInTheDocument();
    expect(clients.evaluateGenerateAccessToken).not.toHaveBeenCalled();

    await user.type(screen.getByRole("combobox", { name: "User" }), "ali");
    await waitFor(() => expect(users.find).toHaveBeenLastCalledWith(expect.objectContaining({ search: "ali" })));
    const listbox = await screen.findByRole("listbox");
    await user.click(await within(listbox).findByRole("option", { name: /alice/ }));

    const token = await screen.findByRole("region", { name: "Generated access token" });
    expect(token).toHaveTextContent('"tier": "gold"');
    expect(clients.evaluateGenerateAccessToken).toHaveBeenCalledWith({
      realm: "master",
      id: "c-web",
      scope: "openid phone",
      userId: "u-alice",
    });
  });

  it("lists the granted and the not granted roles of the realm, then of a chosen client", async () => {
    const user = userEvent.setup();
    const { clients } = installEvaluate();
    await renderConsoleAt("/master/clients/c-web/clientScopes/evaluate");
    await user.click(await screen.findByRole("tab", { name: "Effective role scope mappings" }));
    const roles = await screen.findByRole("table", { name: "Effective role scope mappings" });
    await within(roles).findByText("employee");
    expect(clients.evaluatePermission).toHaveBeenCalledWith({
      realm: "master",
      id: "c-web",
      roleContainer: "master",
      type: "granted",
      scope: "openid",
    });
    await user.selectOptions(screen.getByRole("combobox", { name: "Roles shown" }), "not-granted");
    await waitFor(() =>
      expect(clients.evaluatePermission).toHaveBeenLastCalledWith(expect.objectContaining({ type: "not-granted" })),
    );

    await user.type(screen.getByRole("combobox", { name: "Client whose roles are shown" }), "ap");
    await waitFor(() => expect(clients.find).toHaveBeenLastCalledWith(expect.objectContaining({ clientId: "ap" })));
    await user.click(await within(await screen.findByRole("listbox")).findByRole("option", { name: "api" }));
    await waitFor(() =>
      expect(clients.evaluatePermission).toHaveBeenLastCalledWith({
        realm: "master",
        id: "c-web",
        roleContainer: "c-api",
        type: "not-granted",
        scope: "openid",
      }),
    );
  });

  it("shows the server's refusal of an example with a retry", async () => {
    const user = userEvent.setup();
    installEvaluate();
    await renderConsoleAt("/master/clients/c-web/clientScopes/evaluate");
    await user.type(await screen.findByRole("combobox", { name: "User" }), "ali");
    await user.click(await within(await screen.findByRole("listbox")).findByRole("option", { name: /alice/ }));
    await user.click(screen.getByRole("tab", { name: "Generated user info" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not generate the example: No user found");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
