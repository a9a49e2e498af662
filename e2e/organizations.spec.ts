import { expect, signIn, test } from "./support/fixtures";
import { chooseRowAction } from "./support/tableRow";

const HELPDESK = { username: "helpdesk", password: "helpdesk" };

test.describe("organizations", () => {
  test("lists the seed's organizations with domain chips, two shown and the rest on demand", async ({
    page,
    admin,
  }) => {
    const name = `E2E Chips ${Date.now()}`;
    const suffix = Date.now();
    const domains = ["one", "two", "three", "four"].map((label) => ({
      name: `${label}-${suffix}.example`,
      verified: false,
    }));
    await admin.organizations.create({
      realm: "acme",
      name,
      alias: `e2e-chips-${suffix}`,
      enabled: false,
      description: "four domains",
      domains,
    });

    await signIn(page, { hash: "/acme/organizations" });
    const table = page.getByRole("table", { name: "Organizations" });
    const europe = table.getByRole("row").filter({ hasText: "ACME Europe" });
    await expect(europe).toContainText("European subsidiaries");
    await expect(europe).toContainText("acme.eu");
    await expect(europe).toContainText("acme.de");
    await expect(europe.getByRole("button", { name: "1 more" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search for organization" }).fill(name);
    await page.getByRole("searchbox", { name: "Search for organization" }).press("Enter");
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Disabled");
    await expect(row).toContainText(domains[0].name);
    await expect(row).toContainText(domains[1].name);
    await expect(row).not.toContainText(domains[2].name);
    await expect(europe).toHaveCount(0);

    await row.getByRole("button", { name: "2 more" }).click();
    await expect(row).toContainText(domains[3].name);
    await row.getByRole("button", { name: "Show less" }).click();
    await expect(row).not.toContainText(domains[3].name);
  });

  test("pages through the organizations on the server", async ({ page, admin }) => {
    const realm = `e2e-org-paging-${Date.now()}`;
    await admin.realms.create({ realm, enabled: true, organizationsEnabled: true });
    for (let i = 0; i < 11; i++) {
      const name = `org-${String(i).padStart(2, "0")}`;
      await admin.organizations.create({
        realm,
        name,
        alias: name,
        domains: [{ name: `${name}.example`, verified: false }],
      });
    }

    await signIn(page, { hash: `/${realm}/organizations` });
    const table = page.getByRole("table", { name: "Organizations" });
    await expect(table.getByRole("row").filter({ hasText: "org-00" })).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "org-09" })).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "org-10" })).toHaveCount(0);

    await page.getByRole("button", { name: "Next page" }).click();
    await expect(table.getByRole("row").filter({ hasText: "org-10" })).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "org-00" })).toHaveCount(0);
  });

  test("creates an organization through the form and opens it; the alias follows the name", async ({ page, admin }) => {
    const name = `E2E Org ${Date.now()}`;
    await signIn(page, { hash: "/acme/organizations" });
    await page.getByRole("link", { name: "Create organization" }).click();

    const form = page.getByRole("form", { name: "Create organization" });
    await form.getByRole("textbox", { name: "Name" }).fill(name);
    await expect(form.getByRole("textbox", { name: "Alias" })).toHaveValue(name.replace(/ /g, "-"));
    await form.getByRole("textbox", { name: "Domain" }).fill(`${name.replace(/ /g, "-").toLowerCase()}.example`);
    await form.getByRole("textbox", { name: "Description" }).fill("made by the organizations spec");
    await form.getByRole("button", { name: "Create" }).click();

    await expect(page.getByText("Organization successfully saved.")).toBeVisible();
    const [created] = await admin.organizations.find({ realm: "acme", search: name, exact: true });
    // the new organization opens on its settings
    await expect(page).toHaveURL(new RegExp(`#/acme/organizations/${created.id}/settings$`));
    expect(created).toMatchObject({
      name,
      alias: name.replace(/ /g, "-"),
      description: "made by the organizations spec",
      enabled: true,
    });
  });

  test("a duplicate name shows the server's error on the name field and keeps what was typed", async ({ page }) => {
    await signIn(page, { hash: "/acme/organizations/new" });
    const form = page.getByRole("form", { name: "Create organization" });
    await form.getByRole("textbox", { name: "Name" }).fill("ACME Europe");
    await form.getByRole("textbox", { name: "Alias" }).fill(`acme-europe-copy-${Date.now()}`);
    await form.getByRole("textbox", { name: "Domain" }).fill(`copy-${Date.now()}.example`);
    await form.getByRole("button", { name: "Create" }).click();

    await expect(form.getByText("A organization with the same name already exists.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue("ACME Europe");
    await expect(page).toHaveURL(/#\/acme\/organizations\/new$/);
  });

  test("asks before leaving a new organization with unsaved input, and keeps it on Stay", async ({ page, admin }) => {
    await signIn(page, { hash: "/acme/organizations/new" });
    const form = page.getByRole("form", { name: "Create organization" });
    const name = `zz-e2e-unsaved-${Date.now()}`;
    await form.getByRole("textbox", { name: "Name" }).fill(name);
    await form.getByRole("link", { name: "Cancel" }).click();
    await page.getByRole("alertdialog", { name: "Unsaved changes" }).getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(/#\/acme\/organizations\/new$/);
    await expect(form.getByRole("textbox", { name: "Name" })).toHaveValue(name);
    expect(await admin.organizations.find({ realm: "acme", search: name })).toEqual([]);
  });

  test("deletes an organization after confirmation", async ({ page, admin }) => {
    const name = `E2E Delete ${Date.now()}`;
    const { id } = await admin.organizations.create({
      realm: "acme",
      name,
      alias: name.replace(/ /g, "-"),
      domains: [{ name: `delete-${Date.now()}.example`, verified: false }],
    });

    await signIn(page, { hash: "/acme/organizations" });
    await page.getByRole("searchbox", { name: "Search for organization" }).fill(name);
    await page.getByRole("searchbox", { name: "Search for organization" }).press("Enter");
    const row = page.getByRole("table", { name: "Organizations" }).getByRole("row").filter({ hasText: name });
    await chooseRowAction(row, "Delete");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(name);
    await dialog.getByRole("button", { name: "Delete" }).click();

    await expect(page.getByText("The organization has been deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await admin.organizations.findOne({ realm: "acme", id }).catch(() => null)).toBeFalsy();
  });

  for (const hash of ["/acme/organizations", "/acme/organizations/new"]) {
    test(`a user with only query-users sees the forbidden view at ${hash}`, async ({ page }) => {
      await signIn(page, { loginRealm: "acme", hash, user: HELPDESK });
      await expect(page.getByRole("heading", { name: /Forbidden/ })).toBeVisible();
    });
  }
});
