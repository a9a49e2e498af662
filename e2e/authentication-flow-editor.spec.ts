import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { expect, signIn, test } from "./support/fixtures";

const REALM = `zz-e2e-editor-${Date.now()}`;
const FLOW = "browser editor copy";
// a copy's sub-flows are named after the copy, as Keycloak names them
const FORMS = `${FLOW} forms`;
const LABELS: Record<string, string> = {
  Required: "REQUIRED",
  Alternative: "ALTERNATIVE",
  Disabled: "DISABLED",
  Conditional: "CONDITIONAL",
};

type Row = { level: number; name: string; requirement: string };

/** What the server holds: every row of the flow, depth first, as the treegrid should show it. */
async function serverRows(admin: KcAdminClient): Promise<Row[]> {
  const list = await admin.authenticationManagement.getExecutions({ realm: REALM, flow: FLOW });
  return list.map((e) => ({ level: (e.level ?? 0) + 1, name: e.displayName ?? "", requirement: e.requirement ?? "" }));
}

/** What the screen shows: each treegrid row's level, name and requirement (the select's value or the label). */
async function screenRows(page: Page): Promise<Row[]> {
  const rows = await page
    .getByRole("treegrid")
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => ({
        level: Number(tr.getAttribute("aria-level")),
        name: tr.getAttribute("aria-label") ?? "",
        requirement: tr.querySelector("select")?.value ?? tr.querySelectorAll("td")[1]?.textContent ?? "",
      })),
    );
  return rows.map((row) => ({ ...row, requirement: LABELS[row.requirement] ?? row.requirement }));
}

async function expectScreenMatchesServer(page: Page, admin: KcAdminClient) {
  const expected = await serverRows(admin);
  await expect.poll(() => screenRows(page)).toEqual(expected);
}

/** The row of the OTP form added directly in "forms" (level 2), not the one of the conditional OTP sub-flow. */
const addedOtpRow = (page: Page) => page.locator('[role="treegrid"] tr[aria-level="2"][aria-label="OTP Form"]');

test.describe.configure({ mode: "serial" });

test.describe("authentication flow editor", () => {
  let flowId = "";

  test.beforeAll(async ({ admin }) => {
    await admin.realms.create({ realm: REALM, enabled: true });
    await admin.authenticationManagement.copyFlow({ realm: REALM, flow: "browser", newName: FLOW });
    flowId = (await admin.authenticationManagement.getFlows({ realm: REALM })).find((f) => f.alias === FLOW)?.id ?? "";
    expect(flowId).not.toBe("");
  });

  test.afterAll(async ({ admin }) => {
    await admin.realms.del({ realm: REALM });
  });

  test("adds an OTP form to the forms sub-flow, requires it, moves it by keyboard and configures a step", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/${REALM}/authentication/${flowId}/notInUse` });
    await expect(page.getByRole("heading", { level: 1, name: FLOW })).toBeVisible();
    await expectScreenMatchesServer(page, admin);

    // add a step inside "forms" from its row's menu, finding the provider by search
    await page.getByRole("row", { name: FORMS, exact: true }).getByRole("button", { name: "Actions" }).click();
    await page.getByRole("menuitem", { name: "Add step" }).click();
    const addDialog = page.getByRole("dialog", { name: `Add a step to ${FORMS}` });
    await addDialog.getByRole("searchbox", { name: "Search providers" }).fill("otp form");
    await addDialog.getByRole("radio", { name: /^OTP Form/ }).check({ force: true });
    await addDialog.getByRole("button", { name: "Add" }).click();
    await expect(addDialog).toBeHidden();
    await expect(addedOtpRow(page)).toBeVisible();
    const added = (await serverRows(admin)).filter((row) => row.name === "OTP Form" && row.level === 2);
    expect(added).toHaveLength(1);
    await expectScreenMatchesServer(page, admin);

    // its requirement, saved at once
    await addedOtpRow(page).getByRole("combobox", { name: "Requirement of OTP Form" }).selectOption("REQUIRED");
    await expect
      .poll(async () => (await serverRows(admin)).find((r) => r.name === "OTP Form" && r.level === 2)?.requirement)
      .toBe("REQUIRED");
    await expectScreenMatchesServer(page, admin);

    // Alt+ArrowUp on the focused row: one place up among the forms' steps, the focus stays on it
    const before = (await serverRows(admin)).map((row) => `${row.level}:${row.name}`);
    await addedOtpRow(page).focus();
    await page.keyboard.press("Alt+ArrowUp");
    await expect
      .poll(async () => (await serverRows(admin)).map((row) => `${row.level}:${row.name}`))
      .not.toEqual(before);
    const forms = (await serverRows(admin)).filter((row) => row.level >= 2);
    expect(forms.map((row) => row.name).slice(0, 2)).toEqual(["Username Password Form", "OTP Form"]);
    await expectScreenMatchesServer(page, admin);
    await expect(addedOtpRow(page)).toBeFocused();

    // a configurable step's settings: alias and the provider's own fields, created on the server
    await page
      .getByRole("row", { name: "Identity Provider Redirector" })
      .getByRole("button", { name: "Settings of Identity Provider Redirector" })
      .click();
    const configDialog = page.getByRole("dialog", { name: "Configuration of Identity Provider Redirector" });
    await configDialog.getByRole("textbox", { name: "Alias" }).fill("e2e-redirector");
    await configDialog.getByRole("button", { name: "Save" }).click();
    await expect(configDialog).toBeHidden();
    const redirector = (await admin.authenticationManagement.getExecutions({ realm: REALM, flow: FLOW })).find(
      (e) => e.providerId === "identity-provider-redirector",
    );
    expect(redirector?.authenticationConfig).toBeTruthy();
    const config = await admin.authenticationManagement.getConfig({
      realm: REALM,
      id: redirector?.authenticationConfig ?? "",
    });
    expect(config.alias).toBe("e2e-redirector");

    // reopened, the dialog shows what the server stored
    await page.getByRole("button", { name: "Settings of Identity Provider Redirector" }).click();
    await expect(configDialog.getByRole("textbox", { name: "Alias" })).toHaveValue("e2e-redirector");
    await configDialog.getByRole("button", { name: "Cancel" }).click();
    await expectScreenMatchesServer(page, admin);

    // the diagram shows the same flow, the added form among the forms' steps
    await page.getByRole("button", { name: "Diagram view" }).click();
    await expect(
      page
        .getByRole("list", { name: `Steps of ${FORMS}` })
        .getByText("OTP Form")
        .first(),
    ).toBeVisible();
  });

  test("has no accessibility violation while editable, in the table and the diagram", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/authentication/${flowId}/notInUse` });
    await expect(page.getByRole("row", { name: FORMS, exact: true })).toBeVisible();
    const rules = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.impact} ${v.id}`);
    expect(rules).toEqual([]);
    await page.getByRole("button", { name: "Diagram view" }).click();
    await expect(page.getByRole("list", { name: `Steps of ${FORMS}` })).toBeVisible();
    const diagramRules = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.impact} ${v.id}`);
    expect(diagramRules).toEqual([]);
  });

  test("shows a built-in flow read-only", async ({ page, admin }) => {
    const browser = (await admin.authenticationManagement.getFlows({ realm: REALM })).find(
      (f) => f.alias === "browser",
    );
    await signIn(page, { hash: `/${REALM}/authentication/${browser?.id}/DEFAULT/builtIn` });
    await expect(page.getByRole("heading", { level: 1, name: "browser" })).toBeVisible();
    await expect(page.getByRole("treegrid").getByRole("row", { name: "Cookie" })).toBeVisible();
    await expect(page.getByRole("treegrid").getByRole("combobox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add step" })).toHaveCount(0);
  });
});
