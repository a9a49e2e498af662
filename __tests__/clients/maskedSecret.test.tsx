import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AlertsContext, type Alerts } from "@/lib/alerts";
import { MaskedSecret } from "@/components/areas/clients/details/credentials/MaskedSecret";
import { renderWithProviders } from "../test-utils";

const SECRET = "s3cr3t-value-9f2c";

function renderSecret() {
  const alerts: Alerts = { addAlert: jest.fn(), addError: jest.fn() };
  const user = userEvent.setup();
  const writeText = jest.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  renderWithProviders(
    <AlertsContext.Provider value={alerts}>
      <MaskedSecret label="Client Secret" value={SECRET} />
    </AlertsContext.Provider>,
  );
  return { alerts, user, writeText };
}

describe("MaskedSecret", () => {
  it("is masked by default and never shows the value as text", () => {
    renderSecret();
    const input = screen.getByLabelText("Client Secret");
    expect(input).toHaveAttribute("type", "password");
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("reveals the value and masks it again", async () => {
    const { user } = renderSecret();
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByLabelText("Client Secret")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Client Secret")).toHaveValue(SECRET);
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(screen.getByLabelText("Client Secret")).toHaveAttribute("type", "password");
  });

  it("copies the value itself, masked or not", async () => {
    const { user, writeText, alerts } = renderSecret();
    await user.click(screen.getByRole("button", { name: "Copy Client Secret to clipboard" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(alerts.addAlert).toHaveBeenCalledWith("Copied to clipboard", "success");
    expect(screen.getByLabelText("Client Secret")).toHaveAttribute("type", "password");
  });

  it("says so when the clipboard refuses", async () => {
    const { user, writeText, alerts } = renderSecret();
    writeText.mockRejectedValueOnce(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy Client Secret to clipboard" }));
    await waitFor(() => expect(alerts.addError).toHaveBeenCalledWith("clipboardCopyError", expect.any(Error)));
  });
});
