import { useEffect } from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useForm, type UseFormReturn } from "react-hook-form";
import { renderWithProviders } from "../test-utils";
import {
  CheckboxGroupField,
  FormSubmitButton,
  KeyValueField,
  RadioGroupField,
  SwitchField,
  TextField,
} from "@/components/kit/form";

import { renderForm } from "./formHarness";

jest.mock("@/lib/console-context", () => ({ useHelp: () => ({ enabled: true, toggle: jest.fn() }) }));

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
  function SubmitHarness(props: { allowNonDirty?: boolean }) {
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

  it("is enabled once the form is changed, valid or not: pressing it shows what is wrong", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubmitHarness />);
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "ab");
    await waitFor(() => expect(screen.getByText("short")).toBeInTheDocument());
    expect(save).toBeEnabled();
  });

  it("honours allowNonDirty", async () => {
    renderWithProviders(<SubmitHarness allowNonDirty />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
  });
});
