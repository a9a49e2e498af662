import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import type { UserProfileMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { renderWithProviders, settleMount } from "../test-utils";
import { UserProfileForm } from "@/components/shared/user-profile/UserProfileForm";
import { groupAttributes } from "@/components/shared/user-profile/userProfileLayout";
import { toFormKey } from "@/lib/form/dottedKeys";
import { toUserFormValues, toUserRepresentation, type UserFormValues } from "@/lib/form/userProfile";

configure({ asyncUtilTimeout: 4000 });

jest.mock("@/lib/console-context", () => ({ useHelp: () => ({ enabled: true, toggle: jest.fn() }) }));

const metadata: UserProfileMetadata = {
  groups: [
    { name: "user-metadata", displayHeader: "User metadata", displayDescription: "Attributes about the user" },
    { name: "address", displayHeader: "${addressHeader}" },
    { name: "empty", displayHeader: "Nothing here" },
  ],
  attributes: [
    { name: "username", displayName: "${username}", required: true, readOnly: true },
    { name: "email", displayName: "${email}" },
    { name: "firstName", displayName: "${firstName}" },
    { name: "locale", displayName: "locale" },
    {
      name: "address.street",
      displayName: "Street",
      group: "address",
      annotations: { inputTypePlaceholder: "Main street 1", inputHelperTextBefore: "Where you live" },
    },
    {
      name: "color",
      displayName: "Color",
      group: "user-metadata",
      annotations: { inputType: "select-radiobuttons", inputOptionLabels: { r: "${red}", g: "Green" } },
      validators: { options: { options: ["r", "g"] } },
    },
    {
      name: "bio",
      displayName: "Bio",
      group: "user-metadata",
      annotations: { inputType: "textarea", inputTypeRows: "5" },
    },
    { name: "nicknames", displayName: "Nicknames", group: "user-metadata", multivalued: true },
  ],
};

const messages = {
  username: "Username",
  email: "Email",
  firstName: "First name",
  addressHeader: "Address",
  red: "Red",
};

let submitted: UserFormValues | undefined;

function ProfileScreen({
  hideReadOnly = false,
  locales = ["en", "de"],
}: {
  hideReadOnly?: boolean;
  locales?: string[];
}) {
  const form = useForm<UserFormValues>({
    mode: "onChange",
    defaultValues: toUserFormValues(
      { username: "alice", email: "", attributes: { "address.street": ["Elm 2"] } },
      metadata.attributes,
    ),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => (submitted = values))}>
      <UserProfileForm form={form} metadata={metadata} supportedLocales={locales} hideReadOnly={hideReadOnly} />
      <button type="submit">save</button>
    </form>
  );
}

describe("groupAttributes", () => {
  it("puts ungrouped attributes under general first and drops empty groups", () => {
    const sections = groupAttributes(metadata);
    expect(sections.map((section) => section.group?.name ?? "general")).toEqual([
      "general",
      "user-metadata",
      "address",
    ]);
    expect(sections[0].attributes.map((a) => a.name)).toEqual(["username", "email", "firstName", "locale"]);
    expect(groupAttributes(metadata, true)[0].attributes.map((a) => a.name)).not.toContain("username");
  });
});

describe("UserProfileForm", () => {
  beforeEach(() => (submitted = undefined));

  it("renders titled sections with jump links and the attribute kinds", async () => {
    renderWithProviders(<ProfileScreen />, { messages });
    await settleMount();
    // The side navigation shows from the md breakpoint on; jsdom matches no media query.
    const nav = screen.getByRole("navigation", { name: "Jump to section", hidden: true });
    expect(
      within(nav)
        .getAllByRole("button", { hidden: true })
        .map((b) => b.textContent),
    ).toEqual(["General", "User metadata", "Address"]);
    expect(screen.getByRole("region", { name: "User metadata" })).toHaveTextContent("Attributes about the user");

    const general = screen.getByRole("region", { name: "General" });
    expect(within(general).getByRole("textbox", { name: /Username/ })).toHaveAttribute("readonly");
    expect(within(general).getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    expect(within(general).getByRole("combobox", { name: "Select a locale" })).toBeInTheDocument();

    const address = screen.getByRole("region", { name: "Address" });
    const street = within(address).getByRole("textbox", { name: "Street" });
    expect(street).toHaveValue("Elm 2");
    expect(street).toHaveAttribute("placeholder", "Main street 1");
    expect(within(address).getByText("Where you live")).toBeInTheDocument();

    const meta = screen.getByRole("region", { name: "User metadata" });
    expect(within(meta).getByRole("radio", { name: "Red" })).toBeInTheDocument();
    expect(within(meta).getByRole("radio", { name: "Green" })).toBeInTheDocument();
    expect(within(meta).getByRole("textbox", { name: "Bio" })).toHaveAttribute("rows", "5");
    expect(within(meta).getByRole("button", { name: "Add value" })).toBeInTheDocument();
  });

  it("hides read-only attributes and the locale without supported locales", async () => {
    renderWithProviders(<ProfileScreen hideReadOnly locales={[]} />, { messages });
    await settleMount();
    expect(screen.queryByRole("textbox", { name: /Username/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Select a locale" })).not.toBeInTheDocument();
  });

  it("validates the email pattern and submits attributes under their real names", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileScreen />, { messages });
    const email = screen.getByRole("textbox", { name: "Email" });
    await user.type(email, "not-an-email");
    expect(await screen.findByText("Invalid email address.")).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, "alice@example.com");
    await waitFor(() => expect(screen.queryByText("Invalid email address.")).not.toBeInTheDocument());

    await user.clear(screen.getByRole("textbox", { name: "Street" }));
    await user.type(screen.getByRole("textbox", { name: "Street" }), "Oak 3");
    await user.click(screen.getByRole("radio", { name: "Green" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Select a locale" }), "de");
    await user.click(screen.getByRole("button", { name: "save" }));

    await waitFor(() => expect(submitted).toBeDefined());
    expect(submitted!.attributes![toFormKey("address.street")]).toBe("Oak 3");
    const representation = toUserRepresentation(submitted!);
    expect(representation.email).toBe("alice@example.com");
    expect(representation.attributes).toMatchObject({ "address.street": ["Oak 3"], color: ["g"], locale: ["de"] });
  });
});
