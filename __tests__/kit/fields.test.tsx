import { screen, within, fireEvent, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DynamicField, MultiValueField, NumberField, SelectField, Typeahead } from "@/components/kit/form";

import { options, renderForm } from "./formHarness";
import { renderWithProviders, settleMount } from "../test-utils";

jest.mock("@/lib/console-context", () => ({ useHelp: () => ({ enabled: true, toggle: jest.fn() }) }));

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

  it("cannot be changed when read-only", () => {
    renderForm({ choice: "o1" }, <SelectField name="choice" label="Choice" options={options(3)} readOnly />);
    expect(screen.getByRole("combobox", { name: "Choice" })).toBeDisabled();
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

  it("picks radio buttons, checkboxes, textarea and multi-input", async () => {
    renderForm(
      { size: "", colors: [], bio: "", aliases: [] },
      <>
        <DynamicField name="size" label="Size" inputType="select-radiobuttons" options={["s", "m"]} />
        <DynamicField name="colors" label="Colors" inputType="multiselect-checkboxes" options={["red", "blue"]} />
        <DynamicField name="bio" label="Bio" inputType="textarea" rows={4} />
        <DynamicField name="aliases" label="Aliases" inputType="multi-input" />
      </>,
    );
    await settleMount();
    expect(screen.getAllByRole("radio")).toHaveLength(2);
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: "Bio" }).tagName).toBe("TEXTAREA");
    expect(screen.getByRole("button", { name: "Add value" })).toBeInTheDocument();
  });
});

describe("Typeahead", () => {
  function FreeText({ value, onChange }: { value: string[]; onChange(values: string[]): void }) {
    return (
      <>
        <Typeahead options={options(3)} value={value} onChange={onChange} ariaLabel="Attribute" creatable />
        <button type="button">Next</button>
      </>
    );
  }

  it("chooses free text as typed when the focus moves on", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<FreeText value={[]} onChange={onChange} />);
    // pasted: typed letter by letter, jsdom loses some under the combobox's own input handling
    await user.click(screen.getByRole("combobox", { name: "Attribute" }));
    await user.paste("badge-number");
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(["badge-number"]);
  });

  it("takes typed text that names an option as that option", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<FreeText value={[]} onChange={onChange} />);
    await user.click(screen.getByRole("combobox", { name: "Attribute" }));
    await user.paste("Option 1");
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(["v1"]);
  });
});
