import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { axeViolations, inBothColourSchemes } from "./support/axe";
import { expect, signIn, test } from "./support/fixtures";
import { saveReviewed } from "./support/saveReviewed";

// Realms of their own: the general settings, imports and deletes would disturb the other specs' use of acme.
const REALM = `zz-e2e-general-${Date.now()}`;
const DOOMED = `zz-e2e-doomed-${Date.now()}`;
const SECRET = "zz-client-secret-value-1234";

test.describe.configure({ mode: "serial" });

test.describe("realm settings, general and its header actions", () => {
  test.beforeAll(async ({ admin }) => {
    await admin.realms.create({ realm: REALM, enabled: true });
    await admin.realms.create({ realm: DOOMED, enabled: true });
    await admin.users.create({ realm: REALM, username: "existing", enabled: true, firstName: "Kept" });
    await admin.clients.create({ realm: REALM, clientId: "zz-confidential", publicClient: false, secret: SECRET });
  });
  test.afterAll(async ({ admin }) => {
    await admin.realms.del({ realm: REALM });
    if (await admin.realms.findOne({ realm: DOOMED })) await admin.realms.del({ realm: DOOMED });
  });

  const openAction = async (page: Page, item: string) => {
    await page.getByRole("button", { name: "Action" }).click();
    await page.getByRole("menuitem", { name: item }).click();
  };

  test("saves the ACR to LoA mapping, the realm switches and the unmanaged-attribute policy", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/${REALM}/realm-settings` });
    const form = page.getByRole("form", { name: "General" });
    const realm = await admin.realms.findOne({ realm: REALM });
    await expect(form.getByRole("textbox", { name: "Realm ID" })).toHaveValue(realm!.id!);

    const mapping = form.getByRole("group", { name: "ACR to LoA Mapping" }).last();
    await mapping.getByRole("button", { name: "Add an attribute" }).click();
    await mapping.getByRole("textbox", { name: "Key" }).fill("gold");
    await mapping.getByRole("textbox", { name: "Value" }).fill("2");
    await form.getByRole("checkbox", { name: "User-managed access" }).check({ force: true });
    // fine-grained admin permissions v2 are off beside v1 (the servers' startup features): no switch for them
    await expect(form.getByRole("checkbox", { name: "Admin permissions" })).toHaveCount(0);
    await form.getByRole("combobox", { name: "Unmanaged attributes" }).selectOption("ADMIN_VIEW");
    await saveReviewed(page, form);
    await expect(page.getByText("Realm successfully updated")).toBeVisible();

    const saved = await admin.realms.findOne({ realm: REALM });
    expect(JSON.parse(String(saved?.attributes?.["acr.loa.map"]))).toEqual({ gold: "2" });
    expect(saved?.userManagedAccessAllowed).toBe(true);
    expect((await admin.users.getProfile({ realm: REALM })).unmanagedAttributePolicy).toBe("ADMIN_VIEW");

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Unmanaged attributes" })).toHaveValue("ADMIN_VIEW");
    await expect(
      page.getByRole("group", { name: "ACR to LoA Mapping" }).last().getByRole("textbox", { name: "Key" }),
    ).toHaveValue("gold");
  });

  test("imports a file with SKIP: the existing user is kept, the new one added, and the result listed", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/${REALM}/realm-settings` });
    await openAction(page, "Partial import");
    const dialog = page.getByRole("dialog", { name: "Partial import" });
    await dialog.getByLabel("Resource file").setInputFiles({
      name: "users.json",
      mimeType: "application/json",
      buffer: Buffer.from(
        JSON.stringify({
          realm: "elsewhere",
          users: [
            { username: "existing", firstName: "Replaced", enabled: true },
            { username: "zz-imported", firstName: "New", enabled: true },
          ],
        }),
      ),
    });
    await dialog.getByRole("checkbox", { name: "Users (2)" }).check({ force: true });
    await dialog.getByRole("radio", { name: "Skip" }).check({ force: true });
    await inBothColourSchemes(page, (violations) => expect(violations).toEqual([]));
    await dialog.getByRole("button", { name: "Import" }).click();

    await expect(dialog.getByText("1 records added, 1 skipped, 0 overwritten.")).toBeVisible();
    const results = dialog.getByRole("table", { name: "Import results" });
    await expect(results.getByRole("row").filter({ hasText: "existing" })).toContainText("Skipped");
    await expect(results.getByRole("row").filter({ hasText: "zz-imported" })).toContainText("Added");
    expect(await axeViolations(page)).toEqual([]);

    const [existing] = await admin.users.find({ realm: REALM, username: "existing", exact: true });
    expect(existing.firstName).toBe("Kept");
    const [imported] = await admin.users.find({ realm: REALM, username: "zz-imported", exact: true });
    expect(imported.firstName).toBe("New");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("exports the realm with its clients, their secrets masked", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/realm-settings` });
    await openAction(page, "Partial export");
    const dialog = page.getByRole("dialog", { name: "Partial export" });
    // the switch's label toggles it; its hidden input may sit outside the viewport while the dialog opens
    await dialog.getByText("Include clients").click();
    await expect(dialog.getByRole("checkbox", { name: "Include clients" })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Export" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("realm-export.json");
    const text = readFileSync((await download.path())!, "utf8");
    const exported = JSON.parse(text) as { realm: string; clients: { clientId: string; secret?: string }[] };
    expect(exported.realm).toBe(REALM);
    expect(exported.clients.find((c) => c.clientId === "zz-confidential")?.secret).toBe("**********");
    expect(text).not.toContain(SECRET);
    await expect(dialog).toBeHidden();
  });

  test("deletes a realm once its name is typed; the console goes to master and the realm is gone", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/${DOOMED}/realm-settings` });
    await openAction(page, "Delete");
    const dialog = page.getByRole("alertdialog", { name: `Delete realm ${DOOMED}?` });
    const remove = dialog.getByRole("button", { name: "Delete" });
    await expect(remove).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("textbox", { name: `Type ${DOOMED} to confirm` }).fill(DOOMED);
    await remove.click();

    await expect(page.getByText("The realm has been deleted")).toBeVisible();
    await expect(page).toHaveURL(/#\/master$/);
    expect(await admin.realms.findOne({ realm: DOOMED })).toBeNull();
    await page.getByRole("button", { name: /choose another realm/ }).click();
    await expect(page.getByRole("list", { name: "Realms" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Realms" }).getByText(DOOMED)).toHaveCount(0);
  });
});
