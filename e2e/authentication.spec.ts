import { expect, signIn, test } from "./support/fixtures";
import { chooseRowAction, confirmWith } from "./support/tableRow";

const HELPDESK = { username: "helpdesk", password: "helpdesk" };

test.describe("authentication", () => {
  test("lists the built-in flows with what uses them, and searches", async ({ page }) => {
    await signIn(page, { hash: "/acme/authentication" });
    const table = page.getByRole("table", { name: "Flows" });
    const browserRow = table.getByRole("row").filter({ has: page.getByText("browser", { exact: true }) });
    await expect(browserRow).toContainText("Built-in");
    await expect(browserRow).toContainText("Default");

    await page.getByRole("searchbox", { name: "Search for flow" }).fill("direct");
    await page.getByRole("searchbox", { name: "Search for flow" }).press("Enter");
    await expect(table.getByRole("row").filter({ hasText: "direct grant" })).toBeVisible();
    await expect(browserRow).toHaveCount(0);
  });

  test("deletes an unused custom flow after confirmation", async ({ page, admin }) => {
    const alias = `e2e-flow-${Date.now()}`;
    await admin.authenticationManagement.createFlow({
      realm: "acme",
      alias,
      providerId: "basic-flow",
      description: "spec",
      topLevel: true,
      builtIn: false,
    });

    await signIn(page, { hash: "/acme/authentication" });
    await page.getByRole("searchbox", { name: "Search for flow" }).fill(alias);
    await page.getByRole("searchbox", { name: "Search for flow" }).press("Enter");
    const row = page.getByRole("table", { name: "Flows" }).getByRole("row").filter({ hasText: alias });
    await expect(row).toContainText("Not in use");
    await chooseRowAction(row, "Delete");
    await confirmWith(page, "Delete");

    await expect(page.getByText("Flow successfully deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    const flows = await admin.authenticationManagement.getFlows({ realm: "acme" });
    expect(flows.map((flow) => flow.alias)).not.toContain(alias);
  });

  test("a user without any of its permissions sees the forbidden view", async ({ page }) => {
    await signIn(page, { loginRealm: "acme", hash: "/acme/authentication", user: HELPDESK });
    await expect(page.getByRole("heading", { name: /Forbidden/ })).toBeVisible();
  });
});
