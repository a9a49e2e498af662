// Authentication on Keycloak, in a realm of the spec's own: the browser flow duplicated, a conditional sub-flow with
// a configured condition and an OTP step added to the copy, the copy bound, and users signing in through it on
// Keycloak's login pages (the test computes the one-time codes); then a required action and a password policy,
// each as Keycloak applies it.
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { UnmanagedAttributePolicy } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata";
import type { Page } from "@playwright/test";
import { totp } from "../support/totp";
import { expectSignedInToApp, openAppSignIn, registerApp } from "./support/loginPage";
import { useOwnRealm } from "./support/ownRealm";
import { expect, fillLoginPage, signIn, test } from "./support/fixtures";

const REALM = useOwnRealm("kc-authn");
const COPY = "browser with otp";
const SUB_FLOW = "otp when asked";
const PASSWORD = "Secret-123";

test.describe.configure({ mode: "serial" });

const executions = (admin: KcAdminClient) => admin.authenticationManagement.getExecutions({ realm: REALM, flow: COPY });

/** The steps inside one of the copy's sub-flows, as Keycloak lists them: depth first, each with its level. */
async function stepsOf(admin: KcAdminClient, subFlow: string) {
  const list = await executions(admin);
  const at = list.findIndex((e) => e.displayName === subFlow);
  const after = list.slice(at + 1);
  const end = after.findIndex((e) => (e.level ?? 0) <= (list[at].level ?? 0));
  return after.slice(0, end < 0 ? undefined : end);
}
const row = (page: Page, name: string) => page.getByRole("row", { name, exact: true });

async function addFromRow(page: Page, parent: string, command: "Add step" | "Add condition", search: string) {
  await row(page, parent).getByRole("button", { name: "Actions" }).click();
  await page.getByRole("menuitem", { name: command }).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`to ${parent}$`) });
  await dialog.getByRole("searchbox", { name: "Search providers" }).fill(search);
  const provider = dialog.getByRole("radio", { name: new RegExp(`^${search}`) });
  // while the dialog opens its hidden input may sit outside the viewport; the click event reaches it wherever it is
  await provider.dispatchEvent("click");
  await expect(provider).toBeChecked();
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toBeHidden();
}

async function createUser(admin: KcAdminClient, username: string, attributes: Record<string, string[]> = {}) {
  await admin.users.create({
    realm: REALM,
    username,
    email: `${username}@example.com`,
    firstName: "One",
    lastName: "Time",
    enabled: true,
    attributes,
    credentials: [{ type: "password", value: PASSWORD, temporary: false }],
  });
}

test("a duplicated browser flow gets a conditional OTP sub-flow with a configured condition, and is bound", async ({
  page,
  admin,
}) => {
  await registerApp(admin, REALM);
  // the realm's profile keeps unmanaged attributes, as the condition reads one
  const profile = await admin.users.getProfile({ realm: REALM });
  await admin.users.updateProfile({
    realm: REALM,
    ...profile,
    unmanagedAttributePolicy: "ENABLED" as UnmanagedAttributePolicy,
  });
  await createUser(admin, "asked", { otp: ["yes"] });
  await createUser(admin, "trusted");

  await signIn(page, { hash: `/${REALM}/authentication` });
  await page.getByRole("searchbox", { name: "Search for flow" }).fill("browser");
  await page.getByRole("searchbox", { name: "Search for flow" }).press("Enter");
  await page
    .getByRole("table", { name: "Flows" })
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: "browser", exact: true }) })
    .getByRole("button", { name: "Actions" })
    .click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  const duplicate = page.getByRole("dialog", { name: "Duplicate flow" });
  await duplicate.getByRole("textbox", { name: /Name/ }).fill(COPY);
  await duplicate.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByText("Flow successfully duplicated")).toBeVisible();
  // the copy opens, as in Keycloak's console
  await expect(page.getByRole("heading", { level: 1, name: COPY })).toBeVisible();

  // Keycloak's own conditional second factor of the copy steps aside for the one built here
  const forms = (await executions(admin)).find(
    (e) => e.level === 0 && e.authenticationFlow && /forms$/.test(e.displayName!),
  )!;
  const builtInConditional = (await stepsOf(admin, forms.displayName!)).find(
    (e) => e.authenticationFlow && e.requirement === "CONDITIONAL",
  )!;
  await row(page, builtInConditional.displayName!)
    .getByRole("combobox", { name: `Requirement of ${builtInConditional.displayName}` })
    .selectOption("DISABLED");

  await row(page, forms.displayName!).getByRole("button", { name: "Actions" }).click();
  await page.getByRole("menuitem", { name: "Add sub-flow" }).click();
  const subFlow = page.getByRole("dialog", { name: `Add a sub-flow to ${forms.displayName}` });
  await subFlow.getByRole("textbox", { name: /^Name/ }).fill(SUB_FLOW);
  await subFlow.getByRole("button", { name: "Add" }).click();
  await expect(subFlow).toBeHidden();
  await row(page, SUB_FLOW)
    .getByRole("combobox", { name: `Requirement of ${SUB_FLOW}` })
    .selectOption("CONDITIONAL");

  await addFromRow(page, SUB_FLOW, "Add condition", "Condition - user attribute");
  await addFromRow(page, SUB_FLOW, "Add step", "OTP Form");
  const added = await stepsOf(admin, SUB_FLOW);
  const condition = added.find((e) => e.providerId === "conditional-user-attribute")!;
  const otpForm = added.find((e) => e.providerId === "auth-otp-form")!;
  await row(page, condition.displayName!)
    .getByRole("combobox", { name: `Requirement of ${condition.displayName}` })
    .selectOption("REQUIRED");
  // Keycloak's own conditional sub-flow has an OTP form too: the new sub-flow's comes last
  await page
    .getByRole("combobox", { name: `Requirement of ${otpForm.displayName}` })
    .last()
    .selectOption("REQUIRED");

  await page.getByRole("button", { name: `Settings of ${condition.displayName}` }).click();
  const config = page.getByRole("dialog", { name: `Configuration of ${condition.displayName}` });
  await config.getByRole("textbox", { name: "Alias" }).fill("asks-for-otp");
  await config.getByRole("textbox", { name: /^Attribute name/ }).fill("otp");
  await config.getByRole("textbox", { name: /^Expected attribute value/ }).fill("yes");
  await config.getByRole("button", { name: "Save" }).click();
  await expect(config).toBeHidden();

  const stored = await stepsOf(admin, SUB_FLOW);
  expect(stored.map((e) => [e.providerId, e.requirement])).toEqual([
    ["conditional-user-attribute", "REQUIRED"],
    ["auth-otp-form", "REQUIRED"],
  ]);
  const storedConfig = await admin.authenticationManagement.getConfig({
    realm: REALM,
    id: stored[0].authenticationConfig!,
  });
  expect(storedConfig).toMatchObject({
    alias: "asks-for-otp",
    config: { attribute_name: "otp", attribute_expected_value: "yes" },
  });

  await page.getByRole("button", { name: "Bind flow" }).click();
  const bind = page.getByRole("dialog", { name: "Bind flow" });
  await bind.getByRole("combobox", { name: /Choose binding type/ }).selectOption("browserFlow");
  await bind.getByRole("button", { name: "Save" }).click();
  await expect.poll(async () => (await admin.realms.findOne({ realm: REALM }))?.browserFlow).toBe(COPY);
});

test("signing in through the bound flow: only the user the condition names sets up and enters a code", async ({
  admin,
  browser,
}) => {
  const userPage = async (username: string) => {
    const context = await browser.newContext();
    const signingIn = await context.newPage();
    await openAppSignIn(signingIn, REALM);
    await fillLoginPage(signingIn, { username, password: PASSWORD });
    return signingIn;
  };

  // the user the condition does not name signs in with the password alone
  const trusted = await userPage("trusted");
  await expectSignedInToApp(trusted);
  await trusted.context().close();

  // the named user sets up an authenticator on the first sign-in, and needs its code from then on
  const first = await userPage("asked");
  await first.getByRole("link", { name: "Unable to scan?" }).click();
  const key = (await first.locator("#kc-totp-secret-key").textContent())!.trim();
  // Keycloak's set-up page labels the code's field for an element of another id, so no label reaches it
  await first.locator("#totp").fill(totp(key));
  await first.getByRole("button", { name: "Submit" }).click();
  await expectSignedInToApp(first);
  await first.context().close();
  const [asked] = await admin.users.find({ realm: REALM, username: "asked", exact: true });
  expect((await admin.users.getCredentials({ realm: REALM, id: asked.id! })).map((c) => c.type).sort()).toEqual([
    "otp",
    "password",
  ]);

  const next = await userPage("asked");
  await next.getByRole("textbox", { name: "One-time code" }).fill("000000");
  await next.getByRole("button", { name: "Sign In" }).click();
  await expect(next.getByText("Invalid authenticator code.")).toBeVisible();
  await next.getByRole("textbox", { name: "One-time code" }).fill(totp(key, 1));
  await next.getByRole("button", { name: "Sign In" }).click();
  await expectSignedInToApp(next);
  await next.context().close();
});

test("required actions: Terms and Conditions turned on and made default is asked of new users", async ({
  page,
  admin,
}) => {
  await signIn(page, { hash: `/${REALM}/authentication/required-actions` });
  const table = page.getByRole("table", { name: "Required actions" });
  const terms = table.getByRole("row", { name: /Terms and Conditions/ });
  await terms.getByRole("checkbox", { name: "Terms and Conditions enabled" }).check({ force: true });
  // the default switch opens once Keycloak has the action enabled and the list says so
  const asDefault = terms.getByRole("checkbox", { name: "Terms and Conditions set as default action" });
  await expect(asDefault).toBeEnabled();
  await asDefault.check({ force: true });
  await expect
    .poll(
      async () =>
        (
          await admin.authenticationManagement.getRequiredActionForAlias({
            realm: REALM,
            alias: "TERMS_AND_CONDITIONS",
          })
        )?.defaultAction,
    )
    .toBe(true);
  const { id } = await admin.users.create({ realm: REALM, username: "newcomer", enabled: true });
  expect((await admin.users.findOne({ realm: REALM, id }))?.requiredActions).toContain("TERMS_AND_CONDITIONS");
});

test("policies: a minimum password length Keycloak then enforces", async ({ page, admin }) => {
  await signIn(page, { hash: `/${REALM}/authentication/policies` });
  const form = page.getByRole("form", { name: "Password policy" });
  await form.getByRole("button", { name: "Add policy" }).click();
  await page.getByRole("menuitem", { name: "Minimum length" }).click();
  await form.getByRole("spinbutton", { name: "Minimum length" }).fill("12");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Password policies successfully updated")).toBeVisible();
  expect((await admin.realms.findOne({ realm: REALM }))?.passwordPolicy).toBe("length(12)");
  const [trusted] = await admin.users.find({ realm: REALM, username: "trusted", exact: true });
  await expect(
    admin.users.resetPassword({
      realm: REALM,
      id: trusted.id!,
      credential: { type: "password", value: "short-1", temporary: false },
    }),
  ).rejects.toThrow(/invalidPasswordMinLength|Invalid password/);
});
