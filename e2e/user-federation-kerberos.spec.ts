import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { saveReviewed } from "./support/saveReviewed";

const REALM = "acme";
const NAME = `e2e-kerberos-${Date.now()}`;
const STORAGE = "org.keycloak.storage.UserStorageProvider";

test.describe.configure({ mode: "serial" });

async function toggle(page: Page, box: Locator) {
  await box.focus();
  await page.keyboard.press("Space");
}

/** A choice of a long list, which the form offers as a typeahead. */
async function choose(page: Page, field: Locator, label: string) {
  await field.fill(label);
  await page.getByRole("option", { name: label, exact: true }).click();
}

const stored = async (admin: KcAdminClient) =>
  (await admin.components.find({ realm: REALM, type: STORAGE, name: NAME }))[0];

const form = (page: Page) => page.getByRole("form", { name: "Kerberos settings" });

test.describe("user federation, Kerberos", () => {
  test("creates a Kerberos provider from the add card, with password authentication and its edit mode", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/${REALM}/user-federation` });
    await page.getByRole("button", { name: "Add new provider" }).click();
    await page.getByRole("menuitem", { name: "Kerberos", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Kerberos provider" })).toBeVisible();

    const settings = form(page);
    await settings.getByRole("textbox", { name: /^UI display name/ }).fill(NAME);
    const add = settings.getByRole("button", { name: "Add", exact: true });
    // Add says what is missing, on the field, and saves nothing
    await add.click();
    const kerberosRealm = settings.getByRole("textbox", { name: /^Kerberos realm/ });
    await expect(kerberosRealm).toHaveAccessibleErrorMessage("Required field");
    await expect(kerberosRealm).toBeFocused();
    await settings.getByRole("textbox", { name: /^Kerberos realm/ }).fill("EXAMPLE.ORG");
    await settings.getByRole("textbox", { name: /^Server principal/ }).fill("HTTP/sso.example.org@EXAMPLE.ORG");
    await settings.getByRole("textbox", { name: /^Key tab/ }).fill("/etc/krb5.keytab");
    await toggle(page, settings.getByRole("checkbox", { name: "Allow password authentication" }));
    // the edit mode is required once password authentication is allowed
    await add.click();
    await expect(settings.getByRole("combobox", { name: /^Edit mode/ })).toHaveAccessibleErrorMessage("Required field");
    expect(await stored(admin)).toBeUndefined();
    await settings.getByRole("combobox", { name: /^Edit mode/ }).selectOption("UNSYNCED");
    await add.click();

    await expect(page.getByText("The provider has been saved successfully.").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    const provider = await stored(admin);
    expect(page.url()).toContain(`/${REALM}/user-federation/kerberos/${provider.id}`);
    expect(provider).toMatchObject({ providerId: "kerberos", providerType: STORAGE });
    expect(provider.config).toMatchObject({
      enabled: ["true"],
      kerberosRealm: ["EXAMPLE.ORG"],
      serverPrincipal: ["HTTP/sso.example.org@EXAMPLE.ORG"],
      keyTab: ["/etc/krb5.keytab"],
      allowPasswordAuthentication: ["true"],
      editMode: ["UNSYNCED"],
      cachePolicy: ["DEFAULT"],
    });
  });

  test("edits the realm and a daily cache eviction, keeps them after a reload, and a disable asks first", async ({
    page,
    admin,
  }) => {
    const provider = await stored(admin);
    await signIn(page, { hash: `/${REALM}/user-federation/kerberos/${provider.id}` });
    const settings = form(page);
    await settings.getByRole("textbox", { name: /^Kerberos realm/ }).fill("CORP.EXAMPLE.ORG");
    await settings.getByRole("combobox", { name: /^Cache policy/ }).selectOption("EVICT_DAILY");
    const save = settings.getByRole("button", { name: "Save", exact: true });
    // the eviction time is required for a daily eviction
    await save.click();
    await expect(settings.getByRole("combobox", { name: /^Eviction hour/ })).toBeFocused();
    await expect(settings.getByRole("combobox", { name: /^Eviction minute/ })).toHaveAccessibleErrorMessage(
      "Required field",
    );
    await choose(page, settings.getByRole("combobox", { name: /^Eviction hour/ }), "3");
    await choose(page, settings.getByRole("combobox", { name: /^Eviction minute/ }), "30");
    await saveReviewed(page, settings);
    await expect(page.getByText("The provider has been saved successfully.").first()).toBeVisible();
    expect((await stored(admin)).config).toMatchObject({
      kerberosRealm: ["CORP.EXAMPLE.ORG"],
      cachePolicy: ["EVICT_DAILY"],
      evictionHour: ["3"],
      evictionMinute: ["30"],
      serverPrincipal: ["HTTP/sso.example.org@EXAMPLE.ORG"],
    });

    await page.reload();
    await expect(form(page).getByRole("textbox", { name: /^Kerberos realm/ })).toHaveValue("CORP.EXAMPLE.ORG");
    await expect(form(page).getByRole("combobox", { name: /^Eviction minute/ })).toHaveValue("30");

    await toggle(page, page.getByRole("checkbox", { name: "Provider enabled" }));
    const confirm = page.getByRole("dialog", { name: "Disable provider?" });
    await confirm.getByRole("button", { name: "Disable" }).click();
    await expect(page.getByText("Disabled", { exact: true })).toBeVisible();
    await expect.poll(async () => (await stored(admin)).config?.enabled).toEqual(["false"]);
  });

  test("a required field left empty is refused on Save, and what was typed stays", async ({ page, admin }) => {
    const provider = await stored(admin);
    await signIn(page, { hash: `/${REALM}/user-federation/kerberos/${provider.id}` });
    const principal = form(page).getByRole("textbox", { name: /^Server principal/ });
    await principal.fill("");
    await expect(form(page).getByText("Required field")).toBeVisible();
    await form(page).getByRole("button", { name: "Save", exact: true }).click();
    await expect(principal).toBeFocused();
    await expect(principal).toHaveValue("");
    await principal.fill("HTTP/other.example.org@CORP.EXAMPLE.ORG");
    await expect(form(page).getByRole("button", { name: "Save", exact: true })).toBeEnabled();
    expect((await stored(admin)).config?.serverPrincipal).toEqual(["HTTP/sso.example.org@EXAMPLE.ORG"]);
  });

  test("deletes the provider from its header after confirmation", async ({ page, admin }) => {
    const provider = await stored(admin);
    await signIn(page, { hash: `/${REALM}/user-federation/kerberos/${provider.id}` });
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(NAME);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("The user federation provider has been deleted.")).toBeVisible();
    await expect(page.getByRole("list", { name: "User federation" })).toBeVisible();
    await expect(page.getByRole("listitem", { name: NAME })).toHaveCount(0);
    expect(await admin.components.findOne({ realm: REALM, id: provider.id! })).toBeNull();
  });
});
