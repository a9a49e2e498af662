import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ALL_PERMISSIONS, mockState } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { serverError, setUpScreen } from "./screenHarness";

const REALM = { id: "master-id", realm: "master", internationalizationEnabled: false };
const TEXTS = Object.fromEntries(
  Array.from({ length: 5000 }, (_, i) => 4999 - i).map((i) => [`key.${String(i).padStart(4, "0")}`, `Text ${i}`]),
);
// the first render loads the console's lazy chunks, slow on a busy machine
const SLOW = { timeout: 15_000 };

function setUp(permissions: readonly string[] = ALL_PERMISSIONS) {
  const adminClient = setUpScreen(permissions);
  const realms = Object.assign(adminClient.realms, {
    getRealmSpecificLocales: jest.fn(async () => ["en"]),
    getRealmLocalizationTexts: jest.fn(async (_query: Record<string, unknown>) => ({ ...TEXTS })),
    addLocalization: jest.fn(async (_query: Record<string, unknown>, _text: string): Promise<void> => undefined),
    deleteRealmLocalizationTexts: jest.fn(async (_query: Record<string, unknown>): Promise<void> => undefined),
  });
  mockState.realms.master = { ...REALM };
  mockState.serverInfo = {
    ...mockState.serverInfo,
    themes: { login: [{ name: "keycloak", locales: ["de", "en", "es"] }] },
  } as typeof mockState.serverInfo;
  return { adminClient, realms };
}

async function openOverrides() {
  const user = userEvent.setup();
  await renderConsoleAt("/master/realm-settings/localization");
  await user.click(await screen.findByRole("tab", { name: "Realm overrides" }, SLOW));
  const table = await screen.findByRole("table", { name: "Realm overrides" }, SLOW);
  await within(table).findByText("key.0000");
  return { user, table };
}

describe("realm settings, localization", () => {
  it("shows the first page of a 5,000-key locale, sorted, from one request", async () => {
    const { realms } = setUp();
    const { user, table } = await openOverrides();
    expect(within(table).getByText("key.0009")).toBeInTheDocument();
    expect(within(table).queryByText("key.0010")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await within(table).findByText("key.0010")).toBeInTheDocument();
    expect(realms.getRealmLocalizationTexts).toHaveBeenCalledTimes(1);
    expect(realms.getRealmLocalizationTexts).toHaveBeenCalledWith({ realm: "master", selectedLocale: "en" });
  }, 40_000);

  it("edits a text in place: Escape gives it back, Enter saves it as text", async () => {
    const { realms } = setUp();
    const { user, table } = await openOverrides();
    await user.click(within(table).getByRole("button", { name: "Edit the translation of key.0000" }));
    const input = within(table).getByRole("textbox", { name: "Translation of key.0000" });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, "discarded{Escape}");
    expect(within(table).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "Edit the translation of key.0000" })).toHaveFocus();
    expect(realms.addLocalization).not.toHaveBeenCalled();

    await user.keyboard("{Enter}");
    const again = within(table).getByRole("textbox", { name: "Translation of key.0000" });
    await user.clear(again);
    await user.type(again, "Nuevo{Enter}");
    await waitFor(() =>
      expect(realms.addLocalization).toHaveBeenCalledWith(
        { realm: "master", selectedLocale: "en", key: "key.0000" },
        "Nuevo",
      ),
    );
    await waitFor(() => expect(within(table).queryByRole("textbox")).not.toBeInTheDocument());
    expect(mockState.alerts.addAlert).toHaveBeenCalledWith("Translation updated.", "success");
  });

  it("keeps what was typed and shows the server's error when the save fails", async () => {
    const { realms } = setUp();
    realms.addLocalization.mockRejectedValue(serverError(500, { errorMessage: "disk full" }));
    const { user, table } = await openOverrides();
    await user.click(within(table).getByRole("button", { name: "Edit the translation of key.0001" }));
    const input = within(table).getByRole("textbox", { name: "Translation of key.0001" });
    await user.clear(input);
    await user.type(input, "Kept{Enter}");
    await waitFor(() => expect(mockState.alerts.addError).toHaveBeenCalled());
    expect(mockState.alerts.addError.mock.calls[0][0]).toBe("updateTranslationError");
    expect(within(table).getByRole("textbox", { name: "Translation of key.0001" })).toHaveValue("Kept");
  });

  it("deletes the selected texts after asking", async () => {
    const { realms } = setUp();
    const { user, table } = await openOverrides();
    for (const key of ["key.0002", "key.0003"]) {
      await user.click(
        within(within(table).getByText(key).closest("tr")!).getByRole("checkbox", { name: "Select row" }),
      );
    }
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete translation?" });
    expect(confirm).toHaveTextContent("these 2 translations");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(realms.deleteRealmLocalizationTexts).toHaveBeenCalledTimes(2));
    for (const key of ["key.0002", "key.0003"]) {
      expect(realms.deleteRealmLocalizationTexts).toHaveBeenCalledWith({ realm: "master", selectedLocale: "en", key });
    }
    await waitFor(() => expect(realms.getRealmLocalizationTexts).toHaveBeenCalledTimes(2));
  });

  it("offers no changes to an admin who may only view the realm", async () => {
    setUp(["view-realm"]);
    const { table } = await openOverrides();
    expect(within(table).queryByRole("button", { name: /Edit the translation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add translation" })).not.toBeInTheDocument();
  });

  it("saves internationalisation only with a supported default locale", async () => {
    const { adminClient } = setUp();
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/localization");
    const form = await screen.findByRole("form", { name: "Locales" }, SLOW);
    await user.click(within(form).getByRole("checkbox", { name: "Internationalization" }));
    // no locale chosen yet: Save says so on the field, and saves nothing
    const supported = await within(form).findByRole("combobox", { name: /Supported locales/ });
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(supported).toHaveFocus());
    expect(adminClient.realms.update).not.toHaveBeenCalled();
  });

  it("saves a new default locale among the supported ones", async () => {
    const { adminClient } = setUp();
    const supported = { internationalizationEnabled: true, supportedLocales: ["en", "es"], defaultLocale: "en" };
    mockState.realms.master = { ...REALM, ...supported };
    const user = userEvent.setup();
    await renderConsoleAt("/master/realm-settings/localization");
    const form = await screen.findByRole("form", { name: "Locales" }, SLOW);
    await user.selectOptions(within(form).getByRole("combobox", { name: /Default locale/ }), "es");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(adminClient.realms.update).toHaveBeenCalledWith(
        { realm: "master" },
        { ...REALM, ...supported, defaultLocale: "es" },
      ),
    );
  });
});
