import type { Page } from "@playwright/test";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { axeViolations } from "./support/axe";
import { expect, signIn, test } from "./support/fixtures";
import { consoleUrl } from "./support/server";
import { totp } from "./support/totp";

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
    // the forms' steps: the rows after the forms row, up to the next top-level row (Keycloak 26.7's browser flow has an
    // "Organization" sub-flow with steps of its own before the forms)
    const rows = await serverRows(admin);
    const formsAt = rows.findIndex((row) => row.level === 1 && row.name === FORMS);
    expect(formsAt).not.toBe(-1);
    const afterForms = rows.slice(formsAt + 1);
    const next = afterForms.findIndex((row) => row.level === 1);
    const forms = next === -1 ? afterForms : afterForms.slice(0, next);
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
    const rules = (await axeViolations(page)).map((v) => `${v.impact} ${v.id}`);
    expect(rules).toEqual([]);
    await page.getByRole("button", { name: "Diagram view" }).click();
    await expect(page.getByRole("list", { name: `Steps of ${FORMS}` })).toBeVisible();
    const diagramRules = (await axeViolations(page)).map((v) => `${v.impact} ${v.id}`);
    expect(diagramRules).toEqual([]);
  });

  test("makes every requirement select wide enough for its longest choice at 1280×800", async ({ page, admin }) => {
    // a flow whose sub-flow is described in a sentence, as admins write them: the steps' column takes what room it can
    const alias = "network check";
    const subFlow = `${alias} unknown networks`;
    const management = admin.authenticationManagement;
    await management.createFlow({ realm: REALM, alias, providerId: "basic-flow", topLevel: true, builtIn: false });
    await management.addFlowToFlow({
      realm: REALM,
      flow: alias,
      alias: subFlow,
      description:
        "Asks users who sign in from an unknown network for a second factor, and lets those on the corporate network " +
        "through with their password alone",
      provider: "registration-page-form",
      type: "basic-flow",
    });
    await management.addExecutionToFlow({ realm: REALM, flow: subFlow, provider: "auth-otp-form" });
    const id = (await management.getFlows({ realm: REALM })).find((flow) => flow.alias === alias)?.id;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, { hash: `/${REALM}/authentication/${id}/notInUse` });
    const selects = page.getByRole("treegrid").getByRole("combobox");
    await expect(selects).toHaveCount(2);
    // a select draws its chosen text inside its padding, which leaves room for the arrow: it needs the widest
    // choice's width (measured in its own font) and that padding
    const cut = await selects.evaluateAll((elements) => {
      const context = document.createElement("canvas").getContext("2d")!;
      return (elements as HTMLSelectElement[]).flatMap((select) => {
        const style = getComputedStyle(select);
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const widest = Math.max(...Array.from(select.options, (option) => context.measureText(option.text).width));
        const needed = widest + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        return needed > select.clientWidth
          ? [`${select.ariaLabel}: ${select.clientWidth} < ${Math.ceil(needed)} px`]
          : [];
      });
    });
    expect(cut).toEqual([]);
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

  test("bound as the browser flow, the flow makes a user set up a one-time code, then enter it to sign in", async ({
    page,
    admin,
    browser,
  }) => {
    // the copy keeps Keycloak's conditional 2FA sub-flow (Keycloak 26.7 names it "Browser - Conditional 2FA"), which
    // would ask again once the user has OTP
    const conditional = (await admin.authenticationManagement.getExecutions({ realm: REALM, flow: FLOW })).find(
      (e) => e.authenticationFlow && /Conditional 2FA/.test(e.displayName ?? ""),
    );
    expect(conditional?.id).toBeTruthy();
    await admin.authenticationManagement.updateExecution(
      { realm: REALM, flow: FLOW },
      { ...conditional, requirement: "DISABLED" },
    );
    const username = `otp-user-${Date.now()}`;
    await admin.users.create({
      realm: REALM,
      username,
      email: `${username}@example.com`,
      firstName: "One",
      lastName: "Time",
      enabled: true,
      credentials: [{ type: "password", value: "Secret-123", temporary: false }],
    });

    await signIn(page, { hash: `/${REALM}/authentication/${flowId}/notInUse` });
    await page.getByRole("button", { name: "Bind flow" }).click();
    const bind = page.getByRole("dialog", { name: "Bind flow" });
    await bind.getByRole("combobox", { name: /Choose binding type/ }).selectOption("browserFlow");
    await bind.getByRole("button", { name: "Save" }).click();
    await expect.poll(async () => (await admin.realms.findOne({ realm: REALM }))?.browserFlow).toBe(FLOW);

    const signInAsUser = async () => {
      const userPage = await (await browser.newContext()).newPage();
      await userPage.goto(consoleUrl(REALM));
      await userPage.getByLabel("Username or email").fill(username);
      await userPage.getByLabel("Password").fill("Secret-123");
      await userPage.getByRole("button", { name: "Sign In" }).click();
      return userPage;
    };

    // first sign-in: the required OTP form has the user set up an authenticator
    const first = await signInAsUser();
    const key = (await first.locator("#kc-totp-secret-key").textContent()) ?? "";
    expect(key).toMatch(/^[A-Z2-7 ]+$/);
    await first.getByLabel("One-time code").fill(totp(key));
    await first.getByRole("button", { name: "Submit" }).click();
    await expect(first.getByLabel("One-time code")).toHaveCount(0);
    const [user] = await admin.users.find({ realm: REALM, username, exact: true });
    expect((await admin.users.getCredentials({ realm: REALM, id: user.id! })).map((c) => c.type).sort()).toEqual([
      "otp",
      "password",
    ]);
    await first.context().close();

    // next sign-in: the password is not enough; a wrong code is refused, the app's next code signs in
    const next = await signInAsUser();
    await next.getByLabel("One-time code").fill("000000");
    await next.getByRole("button", { name: "Sign In" }).click();
    await expect(next.getByText("Invalid authenticator code.")).toBeVisible();
    await next.getByLabel("One-time code").fill(totp(key, 1));
    await next.getByRole("button", { name: "Sign In" }).click();
    await expect(next.getByLabel("One-time code")).toHaveCount(0);
    await next.context().close();
  });
});
