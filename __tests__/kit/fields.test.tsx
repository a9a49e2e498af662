import { useEffect, type ReactNode } from "react";
import { screen, within, fireEvent, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import { renderWithProviders } from "../test-utils";
import {
  CheckboxGroupField,
  DynamicField,
  FormSubmitButton,
  KeyValueField,
  MultiValueField,
  NumberField,
  RadioGroupField,
  SelectField,
  SwitchField,
  TextField,
} from "@/components/form";

jest.mock("@/lib/console-context", () => ({ useHelp: () => ({ enabled: true, toggle: jest.fn() }) }));

type Probe<T extends FieldValues> = { current?: UseFormReturn<T> };

function FormHarness<T extends FieldValues>({
  defaultValues,
  probe,
  children,
  mode = "onChange",
}: {
  defaultValues: DefaultValues<T>;
  probe: Probe<T>;
  children: ReactNode;
  mode?: "onChange" | "onSubmit";
}) {
  const form = useForm<T>({ defaultValues, mode });
  probe.current = form;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => {})}>
        {children}
      </form>
    </FormProvider>
  );
}

function renderForm<T extends FieldValues>(
  defaultValues: DefaultValues<T>,
  children: ReactNode,
  mode?: "onChange" | "onSubmit",
) {
  const probe: Probe<T> = {};
  const result = renderWithProviders(
    <FormHarness<T> defaultValues={defaultValues} probe={probe} mode={mode}>
      {children}
    </FormHarness>,
  );
  return { ...result, values: () => probe.current!.getValues(), form: () => probe.current! };
}

const options = (count: number) => Array.from({ length: count }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));

describe("NumberField", () => {
  it("keeps the minimum on minus, plus and typing; non-numeric text falls back to 0", async () => {
    const user = userEvent.setup();
    const { values } = renderForm({ count: 2 }, <NumberField name="count" label="Count" min={1} />);
    const input = screen.getByRole("spinbutton", { name: "Count" });
    const minus = screen.getByRole("button", { name: "Decrement" });
    const plus = screen.getByRole("button", { name: "Increment" });

    await user.click(minus);
    expect(values().count).toBe(1);
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(values().count).toBe(2);

    fireEvent.change(input, { target: { value: "-4" } });
    expect(values().count).toBe(1);
    expect(input).toHaveValue("1");

    fireEvent.change(input, { target: { value: "7" } });
    expect(values().count).toBe(7);
  });

  it("turns non-numeric input into the default 0", () => {
    const { values } = renderForm({ count: 5 }, <NumberField name="count" label="Count" />);
    fireEvent.change(screen.getByRole("spinbutton", { name: "Count" }), { target: { value: "abc" } });
    expect(values().count).toBe(0);
  });
});

describe("MultiValueField", () => {
  it("always keeps one entry and disables adding while the last entry is empty", async () => {
    const user = userEvent.setup();
    const { values } = renderForm({ uris: [] as string[] }, <MultiValueField name="uris" label="Redirect URIs" />);
    const add = screen.getByRole("button", { name: "Add value" });
    expect(screen.getAllByRole("textbox", { name: "Redirect URIs" })).toHaveLength(1);
    expect(add).toBeDisabled();
    expect(screen.getByRole("button", { name: "Remove value" })).toBeDisabled();

    await user.type(screen.getByRole("textbox", { name: "Redirect URIs" }), "a");
    expect(add).toBeEnabled();
    await user.click(add);
    expect(screen.getAllByRole("textbox", { name: "Redirect URIs" })).toHaveLength(2);
    expect(add).toBeDisabled();

    await user.type(screen.getAllByRole("textbox", { name: "Redirect URIs" })[1], "b");
    expect(values().uris).toEqual(["a", "b"]);

    const removes = screen.getAllByRole("button", { name: "Remove value" });
    await user.click(removes[0]);
    await user.click(screen.getByRole("button", { name: "Remove value" }));
    expect(screen.getAllByRole("textbox", { name: "Redirect URIs" })).toHaveLength(1);
    expect(values().uris).toEqual([]);
  });

  it("stores a ##-joined string when stringify is on", async () => {
    const user = userEvent.setup();
    const { values } = renderForm({ hosts: "x##y" }, <MultiValueField name="hosts" label="Hosts" stringify />);
    expect(screen.getAllByRole("textbox", { name: "Hosts" }).map((el) => (el as HTMLInputElement).value)).toEqual([
      "x",
      "y",
    ]);
    await user.click(screen.getByRole("button", { name: "Add value" }));
    await user.type(screen.getAllByRole("textbox", { name: "Hosts" })[2], "z");
    expect(values().hosts).toBe("x##y##z");
  });
});

describe("SelectField", () => {
  it("is a plain select under 10 options", async () => {
    const user = userEvent.setup();
    const { values } = renderForm({ choice: "" }, <SelectField name="choice" label="Choice" options={options(9)} />);
    const select = screen.getByRole("combobox", { name: "Choice" });
    expect(select.tagName).toBe("SELECT");
    await user.selectOptions(select, "v3");
    expect(values().choice).toBe("v3");
  });

  it("becomes a typeahead at 10 options", async () => {
    const user = userEvent.setup();
    const { values } = renderForm({ choice: "" }, <SelectField name="choice" label="Choice" options={options(10)} />);
    const input = screen.getByRole("combobox", { name: "Choice" });
    expect(input.tagName).toBe("INPUT");
    await user.type(input, "7");
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).getAllByRole("option")).toHaveLength(1);
    await user.click(within(listbox).getByRole("option", { name: "Option 7" }));
    await waitFor(() => expect(values().choice).toBe("v7"));
  });
});

describe("DynamicField", () => {
  it("falls back to a text input for unknown types", () => {
    renderForm({ nick: "" }, <DynamicField name="nick" label="Nickname" inputType="holographic" />);
    expect(screen.getByRole("textbox", { name: "Nickname" })).toHaveAttribute("type", "text");
  });

  it("renders the html5 kinds as native input types", () => {
    renderForm(
      { mail: "", born: "", site: "" },
      <>
        <DynamicField name="mail" label="Mail" inputType="html5-email" />
        <DynamicField name="born" label="Born" inputType="html5-date" />
        <DynamicField name="site" label="Site" inputType="url" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Mail" })).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Born")).toHaveAttribute("type", "date");
    expect(screen.getByRole("textbox", { name: "Site" })).toHaveAttribute("type", "url");
  });

  it("picks radio buttons, checkboxes, textarea and multi-input", () => {
    renderForm(
      { size: "", colors: [], bio: "", aliases: [] },
      <>
        <DynamicField name="size" label="Size" inputType="select-radiobuttons" options={["s", "m"]} />
        <DynamicField name="colors" label="Colors" inputType="multiselect-checkboxes" options={["red", "blue"]} />
        <DynamicField name="bio" label="Bio" inputType="textarea" rows={4} />
        <DynamicField name="aliases" label="Aliases" inputType="multi-input" />
      </>,
    );
    expect(screen.getAllByRole("radio")).toHaveLength(2);
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: "Bio" }).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("button", { name: "Add value" })).toBeInTheDocument();
  });
});

describe("choice fields", () => {
  it("radio group and checkbox group write their values", async () => {
    const user = userEvent.setup();
    const { values } = renderForm(
      { size: "", colors: [] as string[] },
      <>
        <RadioGroupField
          name="size"
          label="Size"
          options={[
            { value: "s", label: "Small" },
            { value: "m", label: "Medium" },
          ]}
        />
        <CheckboxGroupField
          name="colors"
          label="Colors"
          options={[
            { value: "r", label: "Red" },
            { value: "b", label: "Blue" },
          ]}
        />
      </>,
    );
    await user.click(screen.getByRole("radio", { name: "Medium" }));
    await user.click(screen.getByRole("checkbox", { name: "Blue" }));
    await user.click(screen.getByRole("checkbox", { name: "Red" }));
    expect(values().size).toBe("m");
    expect([...values().colors].sort()).toEqual(["b", "r"]);
  });

  it("switch stores booleans, or strings when stringify is on", async () => {
    const user = userEvent.setup();
    const { values } = renderForm(
      { on: false, flag: "false" },
      <>
        <SwitchField name="on" label="On" />
        <SwitchField name="flag" label="Flag" stringify />
      </>,
    );
    await user.click(screen.getByRole("checkbox", { name: "On" }));
    await user.click(screen.getByRole("checkbox", { name: "Flag" }));
    expect(values()).toEqual({ on: true, flag: "true" });
  });
});

describe("KeyValueField", () => {
  it("edits rows of key and value", async () => {
    const user = userEvent.setup();
    const { values } = renderForm(
      { attrs: [{ key: "a", value: "1" }] },
      <KeyValueField name="attrs" label="Attributes" />,
    );
    await user.click(screen.getByRole("button", { name: "Add an attribute" }));
    const keys = screen.getAllByRole("textbox", { name: "Key" });
    await user.type(keys[1], "b");
    await user.type(screen.getAllByRole("textbox", { name: "Value" })[1], "2");
    expect(values().attrs).toEqual([
      { key: "a", value: "1" },
      { key: "b", value: "2" },
    ]);
    await user.click(screen.getAllByRole("button", { name: "Remove attribute" })[0]);
    expect(values().attrs).toEqual([{ key: "b", value: "2" }]);
  });
});

describe("labels, help and errors", () => {
  it("marks required fields and shows the required error under the field", async () => {
    const user = userEvent.setup();
    renderForm(
      { name: "" },
      <>
        <TextField name="name" label="Name" required help="The name shown to users" />
        <button type="submit">go</button>
      </>,
      "onSubmit",
    );
    expect(screen.getByRole("textbox", { name: /Name/ })).toBeRequired();
    expect(screen.getByRole("button", { name: "More help for Name" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "go" }));
    expect(await screen.findByText("Required field")).toBeInTheDocument();
  });

  it("shows server errors set on a field", async () => {
    function ServerError() {
      const { form } = probeHolder;
      useEffect(() => {
        form?.setError("email", { type: "server", message: "Email already exists" });
      }, [form]);
      return null;
    }
    const probeHolder: { form?: UseFormReturn<{ email: string }> } = {};
    const { form } = renderForm({ email: "" }, <TextField name="email" label="Email" />);
    probeHolder.form = form();
    renderWithProviders(<ServerError />);
    const error = await screen.findByText("Email already exists");
    expect(error).toHaveAttribute("data-error-type", "server");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
  });
});

describe("FormSubmitButton", () => {
  function SubmitHarness(props: { allowInvalid?: boolean; allowNonDirty?: boolean }) {
    const form = useForm({ defaultValues: { name: "" }, mode: "onChange" });
    return (
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(() => {})}>
          <TextField name="name" label="Name" rules={{ minLength: { value: 3, message: "short" } }} />
          <FormSubmitButton {...props}>Save</FormSubmitButton>
        </form>
      </FormProvider>
    );
  }

  it("is enabled only when the form is valid and changed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubmitHarness />);
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "ab");
    await waitFor(() => expect(screen.getByText("short")).toBeInTheDocument());
    expect(save).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "c");
    await waitFor(() => expect(save).toBeEnabled());
  });

  it("honours allowNonDirty and allowInvalid", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubmitHarness allowNonDirty />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());

    renderWithProviders(<SubmitHarness allowInvalid />);
    const [, second] = screen.getAllByRole("textbox", { name: "Name" });
    await user.type(second, "a");
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Save" })[1]).toBeEnabled());
  });
});
