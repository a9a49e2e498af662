import type { Page } from "@playwright/test";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, expect, signIn, test } from "./support/fixtures";
import { chooseRowAction, confirmWith } from "./support/tableRow";

// one realm for the file's tests, which run in order: the duplicate is bound, and later deleted once unbound
const REALM = `zz-e2e-flows-${Date.now()}`;
const COPY = "Copy of browser";

const flowRow = async (page: Page, alias: string) => {
  await page.getByRole("searchbox", { name: "Search for flow" }).fill(alias);
  await page.getByRole("searchbox", { name: "Search for flow" }).press("Enter");
  return page
    .getByRole("table", { name: "Flows" })
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: alias, exact: true }) });
};

const requiredActions = (admin: KcAdminClient) =>
  admin.authenticationManagement.getRequiredActions({ realm: REALM } as void & { realm: string });

test.describe.configure({ mode: "serial" });

test.describe("authentication flows", () => {
  test.beforeAll(async () => {
    await (await adminClient()).realms.create({ realm: REALM, enabled: true });
  });
  test.afterAll(async () => {
    await (await adminClient()).realms.del({ realm: REALM });
  });

  test("duplicates the browser flow with a new description, opens the copy and binds it as the browser flow", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/${REALM}/authentication` });
    const browser = await flowRow(page, "browser");
    await chooseRowAction(browser, "Duplicate");
    const dialog = page.getByRole("dialog", { name: "Duplicate flow" });
    await expect(dialog.getByRole("textbox", { name: /Name/ })).toHaveValue(COPY);
    await dialog.getByRole("textbox", { name: /Description/ }).fill("Our browser login");
    await dialog.getByRole("button", { name: "Duplicate" }).click();
    await expect(page.getByText("Flow successfully duplicated")).toBeVisible();
    await expect(dialog).toBeHidden();

    const copy = (await admin.authenticationManagement.getFlows({ realm: REALM })).find((f) => f.alias === COPY);
    expect(copy).toMatchObject({ description: "Our browser login", builtIn: false, topLevel: true });
    // the copy opens, as in Keycloak's console
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/authentication/${copy?.id}/notInUse$`));
    await expect(page.getByRole("heading", { level: 1, name: COPY })).toBeVisible();
    await expect(page.getByText("Used by: Not in use")).toBeVisible();

    await page.getByRole("button", { name: "Bind flow" }).click();
    const bind = page.getByRole("dialog", { name: "Bind flow" });
    await bind.getByRole("combobox", { name: /Choose binding type/ }).selectOption("browserFlow");
    // its WebAuthn step, which this server does not run, is disabled: nothing to warn of
    await expect(bind.getByText("Steps this server cannot run")).toHaveCount(0);
    await bind.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Flow successfully updated")).toBeVisible();
    expect((await admin.realms.findOne({ realm: REALM }))?.browserFlow).toBe(COPY);
    // the header and the address follow the binding without a reload
    await expect(page.getByText("Used by: Default")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/authentication/${copy?.id}/DEFAULT$`));

    await page.goto(page.url().replace(/#.*$/, `#/${REALM}/authentication`));
    await expect(await flowRow(page, COPY)).toContainText("Default");
  });

  test("warns before binding a flow with a step the server cannot run, and binds it if asked", async ({
    page,
    admin,
  }) => {
    const alias = "e2e security key";
    await admin.authenticationManagement.createFlow({
      realm: REALM,
      alias,
      providerId: "basic-flow",
      topLevel: true,
      builtIn: false,
    });
    for (const provider of ["auth-cookie", "webauthn-authenticator"])
      await admin.authenticationManagement.addExecutionToFlow({ realm: REALM, flow: alias, provider });
    // a step is added disabled, and a disabled step is never run
    for (const execution of await admin.authenticationManagement.getExecutions({ realm: REALM, flow: alias }))
      await admin.authenticationManagement.updateExecution(
        { realm: REALM, flow: alias },
        { ...execution, requirement: "ALTERNATIVE" },
      );
    await signIn(page, { hash: `/${REALM}/authentication` });
    const row = await flowRow(page, alias);
    await chooseRowAction(row, "Bind flow");
    const bind = page.getByRole("dialog", { name: "Bind flow" });
    await expect(bind.getByText("Steps this server cannot run")).toBeVisible();
    await expect(bind.getByText(/cannot run these steps of the flow: WebAuthn Authenticator\./)).toBeVisible();
    await bind.getByRole("combobox", { name: /Choose binding type/ }).selectOption("directGrantFlow");
    await bind.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Flow successfully updated")).toBeVisible();
    expect((await admin.realms.findOne({ realm: REALM }))?.directGrantFlow).toBe(alias);
  });

  test("creates a flow and opens its editor's address", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/authentication` });
    await page.getByRole("button", { name: "Create flow" }).click();
    await expect(page.getByRole("heading", { name: "Create flow" })).toBeVisible();
    await page.getByRole("textbox", { name: /Name/ }).fill("e2e client flow");
    await page.getByRole("combobox", { name: /Flow type/ }).selectOption("client-flow");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Flow created")).toBeVisible();

    const created = (await admin.authenticationManagement.getFlows({ realm: REALM })).find(
      (f) => f.alias === "e2e client flow",
    );
    expect(created).toMatchObject({ providerId: "client-flow", topLevel: true, builtIn: false });
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/authentication/${created?.id}/notInUse$`));
  });

  test("a taken name stays on the create form with the server's message", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/authentication/flows/create` });
    await page.getByRole("textbox", { name: /Name/ }).fill("browser");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Flow browser already exists")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /Name/ })).toHaveValue("browser");
  });

  test("reorders required actions and sets one as default", async ({ page, admin }) => {
    const before = await requiredActions(admin);
    const [first, second] = before;
    await signIn(page, { hash: `/${REALM}/authentication/required-actions` });
    const table = page.getByRole("table", { name: "Required actions" });
    await table.getByRole("button", { name: `Move ${first.name} down` }).click();
    await expect(table.getByRole("row").nth(1)).toContainText(second.name ?? "");
    await expect(table.getByRole("row").nth(2)).toContainText(first.name ?? "");
    const after = await requiredActions(admin);
    expect(after.slice(0, 2).map((a) => a.alias)).toEqual([second.alias, first.alias]);

    const enabled = after.find((a) => a.enabled && !a.defaultAction)!;
    const asDefault = table.getByRole("checkbox", { name: `${enabled.name} set as default action` });
    await asDefault.check({ force: true });
    await expect(asDefault).toBeChecked();
    await expect
      .poll(async () => (await requiredActions(admin)).find((a) => a.alias === enabled.alias)?.defaultAction)
      .toBe(true);
  });

  test("configures a required action's maximum authentication age", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/authentication/required-actions` });
    await page
      .getByRole("table", { name: "Required actions" })
      .getByRole("button", { name: "Configure Update Password" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Configure Update Password" });
    await dialog.getByRole("textbox", { name: /Maximum Age of Authentication/ }).fill("600");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const stored = await admin.authenticationManagement.getRequiredActionConfig({
      realm: REALM,
      alias: "UPDATE_PASSWORD",
    });
    expect(stored.config).toEqual({ max_auth_age: "600" });
  });

  test("deletes the copy once it no longer is the browser flow", async ({ page, admin }) => {
    await admin.realms.update({ realm: REALM }, { browserFlow: "browser" });
    await signIn(page, { hash: `/${REALM}/authentication` });
    const row = await flowRow(page, COPY);
    await expect(row).toContainText("Not in use");
    await chooseRowAction(row, "Delete");
    await confirmWith(page, "Delete");
    await expect(page.getByText("Flow successfully deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    const flows = await admin.authenticationManagement.getFlows({ realm: REALM });
    expect(flows.map((flow) => flow.alias)).not.toContain(COPY);
  });
});
