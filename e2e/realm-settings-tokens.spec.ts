import { adminClient, expect, signIn, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";
import { reviewDialog, saveReviewed } from "./support/saveReviewed";

// Lifespans change how the realm's tokens and sessions behave, so the spec works on a realm of its own.
const REALM = `zz-e2e-tokens-${Date.now()}`;

const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8"));

test.beforeAll(async () => {
  const setup = await adminClient();
  await setup.realms.create({ realm: REALM, enabled: true });
  setup.setConfig({ realmName: REALM });
  await setup.users.create({
    username: "ana",
    enabled: true,
    // a complete profile: Keycloak refuses the password grant (Account is not fully set up) to a user without
    email: "ana@example.org",
    firstName: "Ana",
    lastName: "Tokens",
    credentials: [{ type: "password", value: "ana-pass", temporary: false }],
  });
  await setup.clients.create({ clientId: "cli", publicClient: true, directAccessGrantsEnabled: true });
  setup.setConfig({ realmName: "master" });
});

// a client of its own: the one that set up may have outlived its token by now
test.afterAll(async () => {
  await (await adminClient()).realms.del({ realm: REALM });
});

test.describe("realm settings, sessions and tokens", () => {
  test("an access token lifespan of 3 minutes gives tokens that live 180 seconds", async ({ page, admin, request }) => {
    await signIn(page, { hash: `/${REALM}/realm-settings/tokens` });
    const lifespan = page.getByRole("textbox", { name: "Access Token Lifespan", exact: true });
    await expect(lifespan).toHaveValue("5");
    await expect(page.getByRole("combobox", { name: "Access Token Lifespan: unit" })).toHaveValue("minute");
    await lifespan.fill("3");
    await saveReviewed(page);
    await expect(page.getByText("Realm successfully updated")).toBeVisible();
    await expect.poll(async () => (await admin.realms.findOne({ realm: REALM }))?.accessTokenLifespan).toBe(180);

    const response = await request.post(`${E2E_BASE_URL}/realms/${REALM}/protocol/openid-connect/token`, {
      form: { grant_type: "password", client_id: "cli", username: "ana", password: "ana-pass" },
    });
    expect(response.status()).toBe(200);
    const { exp, iat } = claims((await response.json()).access_token);
    expect(exp - iat).toBe(180);
  });

  test("an SSO session idle entered in hours is saved in seconds", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/realm-settings/sessions` });
    const idle = page.getByRole("textbox", { name: "SSO Session Idle", exact: true });
    const unit = page.getByRole("combobox", { name: "SSO Session Idle: unit" });
    await expect(idle).toHaveValue("30");
    await idle.fill("2");
    await unit.selectOption({ label: "Hours" });
    // the review shows the lifespan as the field does, not the seconds stored
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const change = reviewDialog(page).getByRole("row").filter({ hasText: "SSO Session Idle" });
    await expect(change).toContainText("30 Minutes");
    await expect(change).toContainText("2 Hours");
    await expect(change).not.toContainText("1800");
    await reviewDialog(page).getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Realm successfully updated")).toBeVisible();
    await expect.poll(async () => (await admin.realms.findOne({ realm: REALM }))?.ssoSessionIdleTimeout).toBe(7200);

    await page.reload();
    await expect(idle).toHaveValue("2");
    await expect(unit).toHaveValue("hour");
  });

  test("asks before leaving a changed lifespan", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/realm-settings/tokens` });
    const implicit = page.getByRole("textbox", { name: "Access Token Lifespan For Implicit Flow" });
    await expect(implicit).toHaveValue("15");
    await implicit.fill("20");
    const authentication = page.getByRole("navigation", { name: "Configure" }).getByRole("link", {
      name: "Authentication",
    });
    await authentication.click();
    const dialog = page.getByRole("alertdialog", { name: "Unsaved changes" });
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/realm-settings/tokens$`));
    await expect(implicit).toHaveValue("20");

    await authentication.click();
    await dialog.getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/authentication`));
    expect((await admin.realms.findOne({ realm: REALM }))?.accessTokenLifespanForImplicitFlow).toBe(900);
  });
});
