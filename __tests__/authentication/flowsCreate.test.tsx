import "../shell/mockModules";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "../realm-settings/screenHarness";

let createFlow: jest.Mock;
beforeEach(() => {
  const adminClient = setUpScreen(ALL_PERMISSIONS);
  createFlow = jest.fn(async () => ({ id: "f-new" }));
  Object.assign(adminClient.authenticationManagement, { createFlow });
  window.location.hash = "";
});

describe("create flow", () => {
  it("creates a top-level client flow and opens its editor", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication/flows/create");
    await user.type(await screen.findByRole("textbox", { name: /Name/ }), "my flow");
    await user.type(screen.getByRole("textbox", { name: /Description/ }), "For the shop");
    await user.selectOptions(screen.getByRole("combobox", { name: /Flow type/ }), "client-flow");
    await user.click(screen.getByRole("button", { name: "Create" }));

    await waitFor(() =>
      expect(createFlow).toHaveBeenCalledWith({
        realm: "master",
        alias: "my flow",
        description: "For the shop",
        providerId: "client-flow",
        topLevel: true,
        builtIn: false,
      }),
    );
    await waitFor(() => expect(window.location.hash).toBe("#/master/authentication/f-new/notInUse"));
  });

  it("requires a name", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/authentication/flows/create");
    const name = await screen.findByRole("textbox", { name: /Name/ });
    await user.type(name, " ");
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Required field")).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(createFlow).not.toHaveBeenCalled();
  });

  it("puts a taken name's conflict on the name field and keeps the input", async () => {
    const user = userEvent.setup();
    createFlow.mockRejectedValue(serverError(409, { errorMessage: "Flow browser already exists" }));
    await renderConsoleAt("/master/authentication/flows/create");
    const name = await screen.findByRole("textbox", { name: /Name/ });
    await user.type(name, "browser");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Flow browser already exists")).toBeInTheDocument();
    expect(name).toHaveValue("browser");
    expect(window.location.hash).toBe("");
  });
});
