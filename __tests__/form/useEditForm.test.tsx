import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useWatch } from "react-hook-form";
import { EditForm, FormActions, TextField, useEditForm } from "@/components/kit/form";
import { z } from "@/lib/form/zod";
import { renderWithProviders } from "../test-utils";

const addError = jest.fn();
jest.mock("@/lib/console-context", () => ({
  useAlerts: () => ({ addError, addAlert: jest.fn() }),
  useAccess: () => ({ hasAny: () => true }),
  useHelp: () => ({ enabled: false, toggle: jest.fn() }),
}));
/** The screen's question to the router when the admin leaves: whether there is anything to lose. */
let wouldBlock: () => boolean = () => false;
jest.mock("@tanstack/react-router", () => ({
  useBlocker: ({ shouldBlockFn }: { shouldBlockFn: () => boolean }) => {
    wouldBlock = shouldBlockFn;
    return { status: "idle" };
  },
}));

type Stored = { name: string; config?: Record<string, string> };
type Values = { name: string; config: Record<string, string> };

const toValues = (stored: Stored): Values => ({ name: stored.name, config: { ...stored.config } });

/** What the admin client throws for a refused request. */
function serverError(status: number, body: unknown) {
  return Object.assign(new Error("refused"), { response: { status }, responseData: body });
}

type HarnessProps = {
  data: Stored;
  save?(values: Values): Promise<unknown>;
  readOnly?: boolean;
  onSaved?(result: unknown): void;
};

function Harness({ data, save = async () => undefined, readOnly, onSaved }: HarnessProps) {
  const edit = useEditForm({
    data,
    toValues,
    schema: () => z.looseObject({ name: z.string().min(1, "Required") }),
    save,
    conflict: { field: "name" },
    errorKey: "saveError",
    onSaved,
    readOnly,
  });
  return (
    <EditForm edit={edit} label="Settings">
      <TextField name="name" label="Name" />
      <TextField name="config.host" label="Host" />
      <TextField name="config.port" label="Port" />
      <FormActions />
    </EditForm>
  );
}

/** A kind whose choice brings its settings at once, as a client policy's condition type does. */
function KindHarness() {
  const edit = useEditForm({
    data: { name: "" } as Stored,
    toValues,
    schema: () => z.looseObject({ name: z.string() }),
    save: async () => undefined,
  });
  const withSettings = () => edit.form.setValue("config", { host: "localhost", port: "389" });
  // the form renders again with the kind as soon as it changes, to show the kind's settings
  const kind = useWatch({ control: edit.form.control, name: "name" });
  return (
    <EditForm edit={edit} label="Settings">
      <TextField name="name" label="Name" rules={{ onChange: withSettings }} />
      {kind && <TextField name="config.host" label="Host" />}
      <FormActions />
    </EditForm>
  );
}

const form = () => screen.getByRole("form", { name: "Settings" });
const button = (name: string) => within(form()).getByRole("button", { name });

describe("useEditForm", () => {
  beforeEach(() => addError.mockClear());

  it("starts from the server's data and Revert leaves it clean, fields the data lacks included", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness data={{ name: "ldap", config: { host: "a" } }} />);
    expect(screen.getByLabelText("Name")).toHaveValue("ldap");
    await user.type(screen.getByLabelText("Port"), "389");
    await user.clear(screen.getByLabelText("Host"));
    await waitFor(() => expect(button("Save")).toBeEnabled());
    await user.click(button("Revert"));
    expect(screen.getByLabelText("Port")).toHaveValue("");
    expect(screen.getByLabelText("Host")).toHaveValue("a");
    await waitFor(() => expect(button("Save")).toBeDisabled());
    expect(button("Revert")).toBeDisabled();
    // typing the stored value back after a revert is no change either
    await user.type(screen.getByLabelText("Name"), "x");
    await waitFor(() => expect(button("Save")).toBeEnabled());
    await user.type(screen.getByLabelText("Name"), "{Backspace}");
    await waitFor(() => expect(button("Save")).toBeDisabled());
  });

  it("stays changed when a change brings keys the data lacked (a kind and its settings)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<KindHarness />);
    // one change, as choosing from a list is: typing letter by letter would change the form again after it
    await user.click(screen.getByLabelText("Name"));
    await user.paste("ldap");
    expect(screen.getByLabelText("Host")).toHaveValue("localhost");
    await waitFor(() => expect(button("Save")).toBeEnabled());
    await user.click(button("Revert"));
    await waitFor(() => expect(button("Save")).toBeDisabled());
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });

  it("asks before leaving right after a change, before the schema has checked it", async () => {
    renderWithProviders(<Harness data={{ name: "ldap" }} />);
    expect(wouldBlock()).toBe(false);
    // asked in the same task as the change, as a click on Cancel right after typing is
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "ldaps" } });
    expect(wouldBlock()).toBe(true);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "ldap" } });
    expect(wouldBlock()).toBe(false);
    await waitFor(() => expect(button("Save")).toBeDisabled());
  });

  it("saves the values and hands the result to onSaved", async () => {
    const user = userEvent.setup();
    const save = jest.fn(async () => "new-id");
    const onSaved = jest.fn();
    renderWithProviders(<Harness data={{ name: "ldap" }} save={save} onSaved={onSaved} />);
    await user.type(screen.getByLabelText("Host"), "h");
    await waitFor(() => expect(button("Save")).toBeEnabled());
    await user.click(button("Save"));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith("new-id", expect.anything()));
    expect(save).toHaveBeenCalledWith({ name: "ldap", config: { host: "h" } });
    await waitFor(() => expect(button("Save")).toBeDisabled());
  });

  it("puts a name refused with 409 on the name field, focused, and keeps the input", async () => {
    const user = userEvent.setup();
    const save = jest.fn().mockRejectedValue(serverError(409, { errorMessage: "Name taken" }));
    renderWithProviders(<Harness data={{ name: "ldap" }} save={save} />);
    await user.type(screen.getByLabelText("Name"), "2");
    await waitFor(() => expect(button("Save")).toBeEnabled());
    await user.click(button("Save"));
    expect(await screen.findByText("Name taken")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(screen.getByLabelText("Name")).toHaveValue("ldap2");
    expect(addError).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields, focusing the first, and anything else in an alert", async () => {
    const user = userEvent.setup();
    const save = jest
      .fn()
      .mockRejectedValueOnce(
        serverError(400, [
          { field: "config.host", errorMessage: "Bad host" },
          { field: "config.port", errorMessage: "Bad port" },
        ]),
      )
      .mockRejectedValueOnce(serverError(500, { errorMessage: "Boom" }));
    renderWithProviders(<Harness data={{ name: "ldap" }} save={save} />);
    await user.type(screen.getByLabelText("Port"), "1");
    await waitFor(() => expect(button("Save")).toBeEnabled());
    await user.click(button("Save"));
    expect(await screen.findByText("Bad host")).toBeInTheDocument();
    expect(screen.getByText("Bad port")).toBeInTheDocument();
    expect(screen.getByLabelText("Host")).toHaveFocus();
    await user.type(screen.getByLabelText("Port"), "2");
    await waitFor(() => expect(button("Save")).toBeEnabled());
    await user.click(button("Save"));
    await waitFor(() => expect(addError).toHaveBeenCalledWith("saveError", expect.anything()));
  });

  it("follows reloaded data while unchanged, and keeps what the user is typing", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<Harness data={{ name: "one" }} />);
    rerender(<Harness data={{ name: "two" }} />);
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("two"));
    await user.type(screen.getByLabelText("Host"), "typed");
    rerender(<Harness data={{ name: "three" }} />);
    expect(screen.getByLabelText("Name")).toHaveValue("two");
    expect(screen.getByLabelText("Host")).toHaveValue("typed");
  });

  it("refuses an empty field marked required that the schema does not know, and saves nothing", async () => {
    const user = userEvent.setup();
    const save = jest.fn(async () => undefined);
    function RequiredHost() {
      const edit = useEditForm({
        data: { name: "ldap", config: { host: "h" } } as Stored,
        toValues,
        schema: () => z.looseObject({ name: z.string().min(1, "Required") }),
        save,
      });
      return (
        <EditForm edit={edit} label="Settings">
          <TextField name="config.host" label="Host" required />
          <FormActions />
        </EditForm>
      );
    }
    renderWithProviders(<RequiredHost />);
    await user.clear(screen.getByRole("textbox", { name: "Host" }));
    expect(await screen.findByText("Required field")).toBeInTheDocument();
    await user.click(button("Save"));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Host" })).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
  });

  it("is read-only without actions when the admin may only view", () => {
    renderWithProviders(<Harness data={{ name: "ldap" }} readOnly />);
    expect(screen.getByLabelText("Name")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Host")).toHaveAttribute("readonly");
    expect(within(form()).queryByRole("button")).toBeNull();
  });
});
