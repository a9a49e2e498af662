// Realm settings on Keycloak, tab by tab in a realm of the spec's own: each tab saves, Keycloak holds it, the
// console reads it back, and where a realm's users see the setting (Keycloak's own login page, its headers, its
// tokens, its mail) the test looks there.
import type { Page } from "@playwright/test";
import { startSmtpSink, type SmtpSink } from "../../dev-server/test/helpers/smtpSink";
import { saveReviewed } from "../support/saveReviewed";
import { claimsOf, tokenOf } from "./support/grants";
import { loginPageUrl } from "./support/loginPage";
import { useOwnRealm } from "./support/ownRealm";
import { expect, signIn, test } from "./support/fixtures";
import { tickSearchedRole } from "../support/rolePicker";

const REALM = useOwnRealm("kc-settings");
const ADMIN_EMAIL = "admin@master.example";
const tab = (name: string) => `/${REALM}/realm-settings/${name}`;

test.describe.configure({ mode: "serial" });

/** Keycloak's login page of the realm in a page of its own (no console session on it). */
async function openLoginPage(page: Page) {
  const loginPage = await page.context().browser()!.newPage();
  const response = await loginPage.goto(loginPageUrl(REALM));
  return { loginPage, headers: response!.headers() };
}

test("general: the display name and the unmanaged-attribute policy, read back after a reload", async ({
  page,
  admin,
}) => {
  await signIn(page, { hash: tab("general") });
  const form = page.getByRole("form", { name: "General" });
  await form.getByRole("textbox", { name: "Display name", exact: true }).fill("Settings on Keycloak");
  await form.getByRole("combobox", { name: "Unmanaged attributes" }).selectOption("ADMIN_EDIT");
  await saveReviewed(page, form);
  await expect(page.getByText("Realm successfully updated")).toBeVisible();
  expect((await admin.realms.findOne({ realm: REALM }))?.displayName).toBe("Settings on Keycloak");
  expect((await admin.users.getProfile({ realm: REALM })).unmanagedAttributePolicy).toBe("ADMIN_EDIT");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Unmanaged attributes" })).toHaveValue("ADMIN_EDIT");
  await expect(page.getByRole("textbox", { name: "Display name", exact: true })).toHaveValue("Settings on Keycloak");
});

test("login: user registration switched on offers Register on Keycloak's login page", async ({ page, admin }) => {
  await signIn(page, { hash: tab("login") });
  await page.getByRole("checkbox", { name: "User registration" }).check({ force: true });
  await expect(page.getByText("User registration changed successfully")).toBeVisible();
  await expect.poll(async () => (await admin.realms.findOne({ realm: REALM }))?.registrationAllowed).toBe(true);
  const { loginPage } = await openLoginPage(page);
  await expect(loginPage.getByRole("link", { name: "Register" })).toBeVisible();
  await loginPage.close();
});

test.describe("email", () => {
  let sink: SmtpSink;
  test.beforeAll(async () => {
    sink = await startSmtpSink();
  });
  test.afterAll(() => sink.close());

  test("the SMTP server is saved, and Test connection mails the admin through it", async ({ page, admin }) => {
    const [me] = await admin.users.find({ realm: "master", username: "admin", exact: true });
    await admin.users.update({ realm: "master", id: me.id! }, { ...me, email: ADMIN_EMAIL });
    try {
      await signIn(page, { hash: tab("email") });
      await page.getByRole("textbox", { name: /^From/ }).first().fill("noreply@example.org");
      await page.getByRole("textbox", { name: /^Host/ }).fill("127.0.0.1");
      await page.getByRole("textbox", { name: "Port" }).fill(String(sink.port));
      await saveReviewed(page);
      await expect(page.getByText("Realm successfully updated").first()).toBeVisible();
      expect((await admin.realms.findOne({ realm: REALM }))?.smtpServer).toMatchObject({
        from: "noreply@example.org",
        host: "127.0.0.1",
        port: String(sink.port),
      });
      await page.getByRole("button", { name: "Test connection" }).click();
      await expect(page.getByText("Success! SMTP connection successful. E-mail was sent!")).toBeVisible();
      await expect.poll(() => sink.mails.map((mail) => mail.to)).toEqual([[ADMIN_EMAIL]]);
    } finally {
      await admin.users.update({ realm: "master", id: me.id! }, { ...me, email: me.email ?? "" });
    }
  });
});

test("themes: the login theme chosen is the one Keycloak's login page uses", async ({ page, admin }) => {
  await signIn(page, { hash: tab("themes") });
  await page.getByRole("combobox", { name: /Login theme/ }).selectOption("keycloak");
  await saveReviewed(page);
  await expect(page.getByText("Realm successfully updated")).toBeVisible();
  expect((await admin.realms.findOne({ realm: REALM }))?.loginTheme).toBe("keycloak");
  const { loginPage } = await openLoginPage(page);
  await expect(loginPage.locator('link[href*="/login/keycloak/"]').first()).toBeAttached();
  await loginPage.close();
});

test("localization: a realm override shows on Keycloak's login page", async ({ page, admin }) => {
  await signIn(page, { hash: tab("localization") });
  await page.getByRole("tab", { name: "Realm overrides" }).click();
  await page.getByRole("button", { name: "Add translation" }).first().click();
  const dialog = page.getByRole("dialog", { name: /^Add translation/ });
  await dialog.getByRole("textbox", { name: /Key/ }).fill("loginAccountTitle");
  await dialog.getByRole("textbox", { name: /Value/ }).fill("Welcome to the settings realm");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Success! The translation has been added.").first()).toBeVisible();
  expect(await admin.realms.getRealmLocalizationTexts({ realm: REALM, selectedLocale: "en" })).toEqual({
    loginAccountTitle: "Welcome to the settings realm",
  });
  const { loginPage } = await openLoginPage(page);
  await expect(loginPage.getByRole("heading", { name: "Welcome to the settings realm" })).toBeVisible();
  await loginPage.close();
});

test("security defenses: X-Frame-Options comes with Keycloak's login page", async ({ page, admin }) => {
  await signIn(page, { hash: tab("security-defenses") });
  await page.getByRole("textbox", { name: "X-Frame-Options" }).fill("DENY");
  await saveReviewed(page, page.getByRole("form", { name: "Headers" }));
  await expect(page.getByText("Realm successfully updated")).toBeVisible();
  expect((await admin.realms.findOne({ realm: REALM }))?.browserSecurityHeaders?.xFrameOptions).toBe("DENY");
  const { loginPage, headers } = await openLoginPage(page);
  expect(headers["x-frame-options"]).toBe("DENY");
  await loginPage.close();
});

test("sessions: an SSO idle time in hours is saved in seconds and read back", async ({ page, admin }) => {
  await signIn(page, { hash: tab("sessions") });
  await page.getByRole("textbox", { name: "SSO Session Idle", exact: true }).fill("2");
  await page.getByRole("combobox", { name: "SSO Session Idle: unit" }).selectOption({ label: "Hours" });
  await saveReviewed(page);
  await expect.poll(async () => (await admin.realms.findOne({ realm: REALM }))?.ssoSessionIdleTimeout).toBe(7200);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "SSO Session Idle", exact: true })).toHaveValue("2");
  await expect(page.getByRole("combobox", { name: "SSO Session Idle: unit" })).toHaveValue("hour");
});

test("tokens: an access token lifespan of 3 minutes gives Keycloak's tokens 180 seconds", async ({ page, admin }) => {
  await admin.clients.create({ realm: REALM, clientId: "cli", publicClient: true, directAccessGrantsEnabled: true });
  await admin.users.create({
    realm: REALM,
    username: "ana",
    email: "ana@example.org",
    firstName: "Ana",
    lastName: "Tokens",
    enabled: true,
    credentials: [{ type: "password", value: "ana-pass", temporary: false }],
  });
  await signIn(page, { hash: tab("tokens") });
  await page.getByRole("textbox", { name: "Access Token Lifespan", exact: true }).fill("3");
  await saveReviewed(page);
  await expect.poll(async () => (await admin.realms.findOne({ realm: REALM }))?.accessTokenLifespan).toBe(180);
  const { exp, iat } = claimsOf(
    (await tokenOf({ realm: REALM, clientId: "cli", username: "ana", password: "ana-pass" })).access_token,
  );
  expect(Number(exp) - Number(iat)).toBe(180);
});

test("user registration: a default role is given to a user Keycloak creates", async ({ page, admin }) => {
  await admin.roles.create({ realm: REALM, name: "starter" });
  await signIn(page, { hash: tab("user-registration") });
  await page.getByRole("button", { name: /^Assign roles?$/ }).click();
  const picker = page.getByRole("dialog", { name: /^Assign roles?$/ });
  await tickSearchedRole(picker, "starter");
  await picker.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByRole("table", { name: "Associated roles" }).getByText("starter")).toBeVisible();
  const { id } = await admin.users.create({ realm: REALM, username: "newcomer", enabled: true });
  const roles = await admin.users.listCompositeRealmRoleMappings({ realm: REALM, id });
  expect(roles.map((role) => role.name)).toContain("starter");
});
