import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { FormSubmitButton, ReviewBeforeSave, TextField } from "@/components/kit/form";
import { renderWithProviders } from "../test-utils";

jest.mock("@/lib/console-context", () => ({ useHelp: () => ({ enabled: false, toggle: jest.fn() }) }));

type Values = { name: string; secret: string };

type SettingsFormProps = {
  onSave(values: Values): void;
  enabled?: boolean;
  /** A server's refusal of the name, put on its field as the screens do with applyServerErrors. */
  refuseName?: string;
};

function SettingsForm({ onSave, enabled, refuseName }: SettingsFormProps) {
  const form = useForm<Values>({ defaultValues: { name: "before", secret: "**********" }, mode: "onChange" });
  const save = (values: Values) => {
    onSave(values);
    if (refuseName) form.setError("name", { type: "server", message: refuseName });
  };
  return (
    <ReviewBeforeSave form={form} enabled={enabled}>
      <form noValidate aria-label="Settings" onSubmit={form.handleSubmit(save)}>
        <TextField control={form.control} name="name" label="Name" required />
        <TextField control={form.control} name="secret" label="Secret" type="password" />
        <FormSubmitButton control={form.control}>Save</FormSubmitButton>
      </form>
    </ReviewBeforeSave>
  );
}

const form = () => screen.getByRole("form", { name: "Settings" });

/** Clicks the form's Save once the change has been validated and the button is enabled. */
async function clickSave(user: ReturnType<typeof userEvent.setup>) {
  const save = within(form()).getByRole("button", { name: "Save" });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
}

describe("ReviewBeforeSave", () => {
  it("shows the changes first and saves only on confirm", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderWithProviders(<SettingsForm onSave={onSave} />);
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "after" } });
    fireEvent.change(screen.getByLabelText("Secret"), { target: { value: "new secret" } });
    await clickSave(user);

    const review = await screen.findByRole("dialog", { name: "Review changes" });
    const rows = within(review).getAllByRole("row");
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Name", "before", "after"],
      ["Secret", "Changed (the value is not shown)"],
    ]);
    expect(onSave).not.toHaveBeenCalled();

    await user.click(within(review).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toEqual({ name: "after", secret: "new secret" });
  });

  it("goes back to the form on cancel with everything kept, and saves nothing", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderWithProviders(<SettingsForm onSave={onSave} />);
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "before-typed" } });
    await clickSave(user);
    const review = await screen.findByRole("dialog", { name: "Review changes" });
    await user.click(within(review).getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("dialog", { name: "Review changes" })).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("before-typed");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("saves directly when it is not enabled", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    renderWithProviders(<SettingsForm onSave={onSave} enabled={false} />);
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "new" } });
    await clickSave(user);

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog", { name: "Review changes" })).not.toBeInTheDocument();
  });

  it("puts the server's field error on its field after the confirm, with what was typed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SettingsForm onSave={jest.fn()} refuseName="Name already exists" />);
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "taken" } });
    await clickSave(user);
    const review = await screen.findByRole("dialog", { name: "Review changes" });
    await user.click(within(review).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Name already exists")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("taken");
  });
});
