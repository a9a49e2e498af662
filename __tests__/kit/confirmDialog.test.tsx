import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { useConfirmDialog, type ConfirmDialogOptions } from "@/components/kit/ui/ConfirmDialog";

configure({ asyncUtilTimeout: 4000 });

const messages = { deleteUserTitle: "Delete user?", deleteUserMessage: "Delete user {name} permanently?" };

function Screen(props: Omit<ConfirmDialogOptions, "titleKey" | "messageKey">) {
  const [toggle, ConfirmDialogElement] = useConfirmDialog({
    titleKey: "deleteUserTitle",
    messageKey: "deleteUserMessage",
    ...props,
  });
  return (
    <>
      <button onClick={toggle}>open</button>
      {ConfirmDialogElement}
    </>
  );
}

describe("useConfirmDialog", () => {
  it("opens a named alert dialog for danger, names the object and confirms", async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(
      <Screen messageValues={{ name: "alice" }} continueKey="delete" variant="danger" onConfirm={onConfirm} />,
      { messages },
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "open" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete user?" });
    expect(dialog).toHaveTextContent("Delete user alice permanently?");

    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("cancel closes without confirming", async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(<Screen onConfirm={onConfirm} onCancel={onCancel} />, { messages });
    await user.click(screen.getByRole("button", { name: "open" }));
    expect(await screen.findByRole("dialog", { name: "Delete user?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalled();
  });
});
