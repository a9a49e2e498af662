import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResetPasswordDialog } from "@/components/areas/users/details/credentials/ResetPasswordDialog";
import { renderWithProviders } from "../test-utils";

function policyError() {
  return Object.assign(new Error("request failed"), {
    response: new Response(null, { status: 400 }),
    responseData: {
      error: "invalidPasswordMinLengthMessage",
      error_description: "Invalid password: minimum length 8.",
    },
  });
}

function renderDialog(onSave = jest.fn(async () => undefined)) {
  const onClose = jest.fn();
  renderWithProviders(<ResetPasswordDialog open reset={false} username="alice" onClose={onClose} onSave={onSave} />);
  const dialog = screen.getByRole("dialog");
  return { dialog, onSave, onClose };
}

describe("ResetPasswordDialog", () => {
  it("refuses a confirmation that does not match", async () => {
    const user = userEvent.setup();
    const { dialog, onSave } = renderDialog();
    await user.type(within(dialog).getByLabelText(/^Password\W*$/), "secret-1");
    await user.type(within(dialog).getByLabelText(/^Password confirmation/), "secret-2");
    expect(await within(dialog).findByText("Password and confirmation do not match.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Password and confirmation do not match.")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("saves a matching password with the temporary switch", async () => {
    const user = userEvent.setup();
    const { dialog, onSave, onClose } = renderDialog();
    await user.type(within(dialog).getByLabelText(/^Password\W*$/), "secret-1");
    await user.type(within(dialog).getByLabelText(/^Password confirmation/), "secret-1");
    await user.click(within(dialog).getByRole("checkbox", { name: "Temporary" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ password: "secret-1", temporary: false }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's password-policy error and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog(jest.fn(async () => Promise.reject(policyError())));
    await user.type(within(dialog).getByLabelText(/^Password\W*$/), "short");
    await user.type(within(dialog).getByLabelText(/^Password confirmation/), "short");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Invalid password: minimum length 8.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Password\W*$/)).toHaveValue("short");
    expect(onClose).not.toHaveBeenCalled();
  });
});
