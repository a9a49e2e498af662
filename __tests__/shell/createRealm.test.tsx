import "./mockModules";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState, resetMockState, whoAmIWith } from "./consoleMocks";
import { renderConsoleAt } from "./renderConsole";

// jsdom's Blob has no text(); browsers do
Blob.prototype.text ??= function text(this: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(this);
  });
};

const nameField = () => screen.getByRole("textbox", { name: /Realm name/ });
const createButton = () => screen.getByRole("button", { name: "Create" });

function serverError(status: number, body: unknown) {
  return Object.assign(new Error("request failed"), { response: new Response(null, { status }), responseData: body });
}

beforeEach(() => resetMockState(whoAmIWith(ALL_PERMISSIONS, { createRealm: true })));

describe("create realm", () => {
  it("is forbidden to users who may not create realms", async () => {
    mockState.whoAmI = whoAmIWith(ALL_PERMISSIONS, { createRealm: false });
    await renderConsoleAt("/master/add-realm");
    expect(await screen.findByRole("heading", { name: "Forbidden, permission needed:" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Permissions needed" })).toHaveTextContent("create-realm");
  });

  it("requires a name without spaces", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/add-realm");
    await user.type(await screen.findByRole("textbox", { name: /Realm name/ }), "my realm");
    expect(await screen.findByText("Realm name must not contain spaces.")).toBeInTheDocument();
    await user.click(createButton());
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(screen.getByText("Realm name must not contain spaces.")).toBeInTheDocument();

    await user.clear(nameField());
    expect(await screen.findByText("Required field")).toBeInTheDocument();
  });

  it("creates the realm, says so, and opens its dashboard", async () => {
    const user = userEvent.setup();
    const { router } = await renderConsoleAt("/master/add-realm");
    await user.type(await screen.findByRole("textbox", { name: /Realm name/ }), "sales");
    await user.click(createButton());

    await waitFor(() => expect(router.state.location.pathname).toBe("/sales"));
    expect(mockState.createRealm).toHaveBeenCalledWith({ realm: "sales", enabled: true });
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Realm created successfully", "success");
  });

  it("shows the server's conflict message on the name field", async () => {
    mockState.createRealm.mockRejectedValue(
      serverError(409, { errorMessage: "Conflict detected. See logs for details" }),
    );
    const user = userEvent.setup();
    await renderConsoleAt("/master/add-realm");
    await user.type(await screen.findByRole("textbox", { name: /Realm name/ }), "master");
    await user.click(createButton());

    expect(await screen.findByText("Conflict detected. See logs for details")).toBeInTheDocument();
    expect(nameField()).toHaveAttribute("aria-invalid", "true");
    expect(mockState.alerts.addError).not.toHaveBeenCalled();
  });

  it("raises other failures as an alert", async () => {
    const failure = serverError(500, { errorMessage: "boom" });
    mockState.createRealm.mockRejectedValue(failure);
    const user = userEvent.setup();
    await renderConsoleAt("/master/add-realm");
    await user.type(await screen.findByRole("textbox", { name: /Realm name/ }), "sales");
    await user.click(createButton());
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalledWith("saveRealmError", failure));
  });

  it("prefills from an uploaded realm file and sends the whole file", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/add-realm");
    const file = new File(
      [JSON.stringify({ realm: "imported", enabled: false, displayName: "Imported" })],
      "realm.json",
      {
        type: "application/json",
      },
    );
    await user.upload(await screen.findByLabelText("Resource file", { selector: "input" }), file);

    await waitFor(() => expect(nameField()).toHaveValue("imported"));
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.click(createButton());
    await waitFor(() =>
      expect(mockState.createRealm).toHaveBeenCalledWith({
        realm: "imported",
        enabled: false,
        displayName: "Imported",
      }),
    );
  });

  it("says so when the file is not a realm JSON", async () => {
    const user = userEvent.setup();
    await renderConsoleAt("/master/add-realm");
    const file = new File(["not json"], "realm.json", { type: "application/json" });
    await user.upload(await screen.findByLabelText("Resource file", { selector: "input" }), file);
    expect(await screen.findByText("The file is not a realm in JSON format.")).toBeInTheDocument();
  });
});
