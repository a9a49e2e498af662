import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { applyServerErrors } from "@/lib/errors";
import { configErrorFieldName } from "@/lib/dynamic-config/configValues";
import { everyType, storedMapperConfig } from "./fixtures";
import { renderConfigForm } from "./configFormHarness";

jest.mock("@/lib/console-context", () => ({
  useAdminClient: () => ({ users: { getProfile: async () => ({ attributes: [] }) } }),
  useHelp: () => ({ enabled: true, toggle: jest.fn() }),
}));

describe("dynamic config labels", () => {
  it("translate Keycloak message keys, bare or as ${key}, and show plain text as it is", () => {
    renderConfigForm(
      [
        { name: "a", label: "tokenClaimName", helpText: "${tokenClaimNameHelp}", type: "String" },
        { name: "b", label: "Claim value. As it is", type: "String" },
        { name: "c", type: "String" },
      ],
      { messages: { tokenClaimName: "Token claim name", tokenClaimNameHelp: "Name of the claim" } },
    );
    expect(screen.getByRole("textbox", { name: "Token claim name" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "More help for Token claim name" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Claim value. As it is" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "c" })).toBeInTheDocument();
  });

  it("show an unknown type as a text field and warn once in the console", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    renderConfigForm([
      { name: "x", label: "X", type: "Hologram" },
      { name: "y", label: "Y", type: "Hologram" },
    ]);
    expect(screen.getByRole("textbox", { name: "X" })).toHaveAttribute("type", "text");
    expect(screen.getByRole("textbox", { name: "Y" })).toBeInTheDocument();
    expect(warn.mock.calls.filter(([message]) => String(message).includes("Hologram"))).toHaveLength(1);
    warn.mockRestore();
  });
});

describe("dynamic config validation", () => {
  it("shows the required error and a number's minimum on their fields", async () => {
    const user = userEvent.setup();
    renderConfigForm(
      [
        { name: "claim.name", label: "Claim name", type: "String", required: true },
        { name: "size", label: "Size", type: "int", min: 10 },
      ],
      { stored: { "claim.name": "", size: "3" } },
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Required field")).toBeInTheDocument();
    expect(screen.getByText("The value must be at least 10")).toBeInTheDocument();
  });

  it("puts the server's field errors on the property's field", async () => {
    const properties = [{ name: "claim.name", label: "Claim name", type: "String" }];
    const { form } = renderConfigForm(properties, { stored: { "claim.name": "x" } });
    const error = { field: "claim.name", errorMessage: "Claim name is taken" };
    act(() => {
      applyServerErrors(error, form().setError, undefined, configErrorFieldName(properties, "config"));
    });
    expect(await screen.findByText("Claim name is taken")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Claim name" })).toHaveAttribute("aria-invalid", "true");
  });
});

describe("read-only dynamic config", () => {
  it("lets nothing be changed or picked", async () => {
    const user = userEvent.setup();
    const { storedAs } = renderConfigForm(everyType, { stored: storedMapperConfig, readOnly: true });
    for (const input of screen.getAllByRole("textbox")) expect(input).toHaveAttribute("readonly");
    expect(screen.getByRole("spinbutton", { name: "Priority" })).toHaveAttribute("readonly");
    await user.click(screen.getByRole("checkbox", { name: "Add to access token" }));
    expect(screen.getByRole("textbox", { name: "Claim JSON type" })).toHaveValue("long");
    for (const name of ["Select role", "Select group", "Select client", "Add an attribute", "Browse"]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: "Add value" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Remove sig" })).not.toBeInTheDocument();
    expect(storedAs("mapper")).toEqual(storedMapperConfig);
  });
});
