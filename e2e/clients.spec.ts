import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";
import { chooseRowAction } from "./support/tableRow";

const HELPDESK = { username: "helpdesk", password: "helpdesk" };

const clientsTable = (page: Page) => page.getByRole("table", { name: "Clients" });
const rowOf = (page: Page, clientId: string) =>
  clientsTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: clientId, exact: true }) });

async function search(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search for client" });
  await box.fill(text);
  await box.press("Enter");
}

/** Every key named "id" anywhere in a JSON value. */
function idKeys(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => idKeys(item, `${path}[${index}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(key === "id" ? [`${path}.id`] : []),
    ...idKeys(child, `${path}.${key}`),
  ]);
}

test.describe("clients", () => {
  test("lists the seed clients with name, type, description and home URL", async ({ page }) => {
    await signIn(page, { hash: "/acme/clients" });
    await expect(page.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();

    const portal = rowOf(page, "acme-portal");
    await expect(portal).toContainText("ACME Customer Portal");
    await expect(portal).toContainText("OpenID Connect");
    await expect(portal).toContainText("Single-page app for customers");
    await expect(portal.getByRole("link", { name: "https://portal.acme.example/" })).toHaveAttribute(
      "href",
      "https://portal.acme.example/",
    );

    await expect(rowOf(page, "acme-hr-saml")).toContainText("SAML");
    await expect(rowOf(page, "admin-cli")).toContainText("Admin CLI");
    const accountConsole = rowOf(page, "account-console");
    await expect(accountConsole).toContainText("Account Console");
    await expect(accountConsole.getByRole("link", { name: /^http/ })).toHaveAttribute(
      "href",
      `${E2E_BASE_URL}/realms/acme/account/`,
    );
    // the client id opens the client's details
    await accountConsole.getByRole("link", { name: "account-console", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "account-console" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Settings", selected: true })).toBeVisible();
  });

  test("searches on the server and pages through the results", async ({ page, admin }) => {
    const prefix = `zz-e2e-page-${Date.now()}`;
    for (let index = 1; index <= 12; index++) {
      await admin.clients.create({ realm: "acme", clientId: `${prefix}-${String(index).padStart(2, "0")}` });
    }

    await signIn(page, { hash: "/acme/clients" });
    await expect(rowOf(page, "acme-portal")).toBeVisible();
    await search(page, prefix);
    await expect(rowOf(page, `${prefix}-01`)).toBeVisible();
    await expect(rowOf(page, "acme-portal")).toHaveCount(0);

    await page.getByRole("combobox", { name: "Per page" }).selectOption("10");
    await expect(clientsTable(page).getByRole("row").filter({ hasText: prefix })).toHaveCount(10);
    await expect(rowOf(page, `${prefix}-11`)).toHaveCount(0);

    await page.getByRole("button", { name: "Next page" }).click();
    await expect(rowOf(page, `${prefix}-11`)).toBeVisible();
    await expect(rowOf(page, `${prefix}-12`)).toBeVisible();
    await expect(clientsTable(page).getByRole("row").filter({ hasText: prefix })).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  test("keeps the page range on one line, however narrow the window, down to 1024 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, { hash: "/acme/clients" });
    const range = page.getByRole("navigation", { name: "Pagination of Clients" }).getByText(/^\d+ - \d+$/);
    await expect(range).toHaveText("1 - 10");
    // the toolbar has room for "1 - 10" beside the search box, or not, depending on the window and the font
    const broken: number[] = [];
    for (let width = 1280; width >= 1024; width -= 8) {
      await page.setViewportSize({ width, height: 800 });
      const lines = await range.evaluate((text) => {
        const words = document.createRange();
        words.selectNodeContents(text);
        return new Set(Array.from(words.getClientRects(), (rect) => Math.round(rect.top))).size;
      });
      if (lines > 1) broken.push(width);
    }
    expect(broken, "the widths at which the range breaks").toEqual([]);
  });

  test("exports a client as {clientId}.json without any id", async ({ page, admin }) => {
    const clientId = `zz-e2e-export-${Date.now()}`;
    await admin.clients.create({
      realm: "acme",
      clientId,
      description: "exported by the e2e suite",
      protocolMappers: [
        {
          name: "audience",
          protocol: "openid-connect",
          protocolMapper: "oidc-audience-mapper",
          config: { "included.client.audience": "acme-api" },
        },
      ],
    });

    await signIn(page, { hash: "/acme/clients" });
    await search(page, clientId);
    await rowOf(page, clientId).getByRole("button", { name: "Actions" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Export" }).click();
    const download = await downloading;

    expect(download.suggestedFilename()).toBe(`${clientId}.json`);
    const exported = JSON.parse(await readFile(await download.path(), "utf8")) as Record<string, unknown>;
    expect(exported.clientId).toBe(clientId);
    expect(exported.description).toBe("exported by the e2e suite");
    expect(exported.protocolMappers).toEqual([
      expect.objectContaining({ name: "audience", protocolMapper: "oidc-audience-mapper" }),
    ]);
    expect(idKeys(exported)).toEqual([]);
  });

  test("deletes a client after confirmation", async ({ page, admin }) => {
    const clientId = `zz-e2e-delete-${Date.now()}`;
    await admin.clients.create({ realm: "acme", clientId });

    await signIn(page, { hash: "/acme/clients" });
    await search(page, clientId);
    const row = rowOf(page, clientId);
    await chooseRowAction(row, "Delete");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(clientId);
    await dialog.getByRole("button", { name: "Delete" }).click();

    await expect(page.getByText("The client has been deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await admin.clients.find({ realm: "acme", clientId })).toEqual([]);
  });

  test("a user without query-clients sees the forbidden view", async ({ page }) => {
    await signIn(page, { loginRealm: "acme", hash: "/acme/clients", user: HELPDESK });
    await expect(page.getByRole("heading", { name: /Forbidden/ })).toBeVisible();
  });
});
