import { useState, type ReactNode } from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CheckboxGroupField,
  EditForm,
  FormActions,
  KeyValueField,
  MultiSelectField,
  MultiValueField,
  RadioGroupField,
  SelectField,
  SwitchField,
  TextField,
  useEditForm,
} from "@/components/kit/form";
import { z } from "@/lib/form/zod";
import { renderWithProviders } from "../test-utils";
import { options } from "../kit/formHarness";

jest.mock("@/lib/console-context", () => ({
  useAlerts: () => ({ addError: jest.fn(), addAlert: jest.fn() }),
  useAccess: () => ({ hasAny: () => true }),
  useHelp: () => ({ enabled: false, toggle: jest.fn() }),
}));
jest.mock("@tanstack/react-router", () => ({ useBlocker: () => ({ status: "idle" }) }));

type Values = Record<string, unknown>;

/** A form that creates: Add is pressable on its defaults, as a new object's form is. */
function NewForm({
  defaults,
  schema = z.looseObject({}),
  save,
  children,
}: {
  defaults: Values;
  schema?: z.ZodType;
  save(values: Values): Promise<unknown>;
  children: ReactNode;
}) {
  const edit = useEditForm({ data: defaults, toValues: (data: Values) => data, schema: () => schema, save });
  return (
    <EditForm edit={edit} label="New">
      {children}
      <FormActions submitLabel="Add" allowNonDirty />
    </EditForm>
  );
}

const add = () => within(screen.getByRole("form", { name: "New" })).getByRole("button", { name: "Add" });

describe("a refused submit", () => {
  it("is pressed on an untouched form, shows every error on its field and saves nothing", async () => {
    const user = userEvent.setup();
    const save = jest.fn(async () => undefined);
    renderWithProviders(
      <NewForm
        defaults={{ name: "", url: "" }}
        schema={z.looseObject({ url: z.string().min(1, "A URL, please") })}
        save={save}
      >
        <TextField name="name" label="Name" required />
        <TextField name="url" label="URL" required />
      </NewForm>,
    );
    await user.click(add());
    const name = screen.getByRole("textbox", { name: "Name" });
    const url = screen.getByRole("textbox", { name: "URL" });
    // the schema does not know the name: its required marker is checked all the same
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage("Required field"));
    expect(url).toHaveAccessibleErrorMessage("A URL, please");
    expect(save).not.toHaveBeenCalled();
    await waitFor(() => expect(name).toHaveFocus());
  });

  it("takes the user to the first invalid field in reading order, not in the order the fields came", async () => {
    const user = userEvent.setup();
    function Revealing() {
      const [shown, setShown] = useState(false);
      return (
        <NewForm defaults={{ first: "", second: "" }} save={async () => undefined}>
          {shown && <TextField name="first" label="First" required />}
          <TextField name="second" label="Second" required />
          <button type="button" onClick={() => setShown(true)}>
            Show
          </button>
        </NewForm>
      );
    }
    renderWithProviders(<Revealing />);
    await user.click(screen.getByRole("button", { name: "Show" }));
    await user.click(add());
    await waitFor(() => expect(screen.getByRole("textbox", { name: "First" })).toHaveFocus());
  });

  it("names the error of a searchable select as the input's error message", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <NewForm
        defaults={{ kind: "" }}
        schema={z.looseObject({ kind: z.string().min(1, "Pick a kind") })}
        save={async () => undefined}
      >
        <SelectField name="kind" label="Kind" options={options(12)} />
      </NewForm>,
    );
    await user.click(add());
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Kind" })).toHaveAccessibleErrorMessage("Pick a kind"),
    );
  });

  const required = (message: string) => z.string().min(1, message);
  const kinds: [string, Values, z.ZodType, ReactNode, () => HTMLElement][] = [
    [
      "a select",
      { kind: "" },
      z.looseObject({ kind: required("Pick a kind") }),
      <SelectField key="s" name="kind" label="Kind" options={["a", "b"]} />,
      () => screen.getByRole("combobox", { name: "Kind" }),
    ],
    [
      "a searchable select",
      { kind: "" },
      z.looseObject({ kind: required("Pick a kind") }),
      <SelectField key="s" name="kind" label="Kind" options={options(12)} />,
      () => screen.getByRole("combobox", { name: "Kind" }),
    ],
    [
      "a multi-select",
      { kinds: [] },
      z.looseObject({ kinds: z.array(z.string()).min(1, "Pick a kind") }),
      <MultiSelectField key="m" name="kinds" label="Kinds" options={options(3)} />,
      () => screen.getByRole("combobox", { name: "Kinds" }),
    ],
    [
      "a switch",
      { on: false },
      z.looseObject({ on: z.literal(true, { error: "Turn it on" }) }),
      <SwitchField key="w" name="on" label="On" />,
      () => screen.getByRole("checkbox", { name: "On" }),
    ],
    [
      "a radio group",
      { size: "" },
      z.looseObject({ size: required("Pick a size") }),
      <RadioGroupField key="r" name="size" label="Size" options={["s", "m"]} />,
      () => screen.getByRole("radio", { name: "s" }),
    ],
    [
      "a checkbox group",
      { colors: [] },
      z.looseObject({ colors: z.array(z.string()).min(1, "Pick a color") }),
      <CheckboxGroupField key="c" name="colors" label="Colors" options={["red", "blue"]} />,
      () => screen.getByRole("checkbox", { name: "red" }),
    ],
    [
      "a list of values",
      { hosts: [] },
      z.looseObject({ hosts: z.array(z.string()).min(1, "Name a host") }),
      <MultiValueField key="v" name="hosts" label="Hosts" />,
      () => screen.getByRole("textbox", { name: "Hosts" }),
    ],
    [
      "a key-value list",
      { attrs: [{ key: "", value: "x" }] },
      z.looseObject({ attrs: z.array(z.object({ key: required("Name the key"), value: z.string() })) }),
      <KeyValueField key="k" name="attrs" label="Attributes" />,
      () => screen.getByRole("textbox", { name: "Key" }),
    ],
    [
      "a key-value list that needs a row",
      { attrs: [] },
      z.looseObject({ attrs: z.array(z.unknown()).min(1, "Name a pair") }),
      <KeyValueField key="k" name="attrs" label="Attributes" />,
      () => screen.getByRole("group", { name: "Attributes" }),
    ],
  ];

  it.each(kinds)("shows the error of %s and focuses it", async (_kind, defaults, schema, field, control) => {
    const user = userEvent.setup();
    renderWithProviders(
      <NewForm defaults={{ name: "", ...defaults }} schema={schema} save={async () => undefined}>
        <TextField name="name" label="Name" />
        {field}
      </NewForm>,
    );
    await user.click(add());
    await waitFor(() => expect(control()).toHaveFocus());
    expect(control()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(/^(Pick a|Turn it on|Name (a|the))/)).toBeInTheDocument();
  });
});
