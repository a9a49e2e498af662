// The dashboard's login activity tab counts the realm's saved LOGIN, LOGIN_ERROR and REGISTER events. Logins made
// through the token endpoint against a client of the test's own are counted on that client's row.
import type { APIRequestContext } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";

const REALM = "acme";
const PASSWORD = "activity-password";
const HELPDESK = { username: "helpdesk", password: "helpdesk" };
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1000)}`;

const passwordGrant = (request: APIRequestContext, clientId: string, username: string, password: string) =>
  request.post(`${E2E_BASE_URL}/realms/${REALM}/protocol/openid-connect/token`, {
    form: { grant_type: "password", client_id: clientId, username, password },
  });

test.describe("login activity", () => {
  test("counts the logins and login errors just made, per day and on their client's row", async ({
    page,
    admin,
    request,
  }) => {
    const events = await admin.realms.getConfigEvents({ realm: REALM });
    expect(events.eventsEnabled).toBe(true);
    const clientId = unique("e2e-activity-client");
    const { id } = await admin.clients.create({
      realm: REALM,
      clientId,
      publicClient: true,
      directAccessGrantsEnabled: true,
    });
    const username = unique("e2e-activity-user");
    const { id: userId } = await admin.users.create({
      realm: REALM,
      username,
      enabled: true,
      // a complete profile: Keycloak refuses the password grant (Account is not fully set up) to a user without
      email: `${username}@example.org`,
      firstName: "Activity",
      lastName: "User",
      credentials: [{ type: "password", value: PASSWORD, temporary: false }],
    });
    expect((await passwordGrant(request, clientId, username, PASSWORD)).status()).toBe(200);
    expect((await passwordGrant(request, clientId, username, PASSWORD)).status()).toBe(200);
    // Keycloak answers wrong credentials on the password grant with 400 invalid_grant
    expect((await passwordGrant(request, clientId, username, "wrong")).status()).toBe(400);

    await signIn(page, { hash: `/${REALM}` });
    await page.getByRole("tab", { name: "Login activity" }).click();
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/login-activity$`));
    await expect(page.getByRole("img", { name: /per day, last 7 days/ })).toBeVisible();

    const byClient = page.getByRole("table", { name: /per client, last 7 days/ });
    const row = byClient.getByRole("row").filter({ has: page.getByRole("cell", { name: clientId, exact: true }) });
    await expect(row.getByRole("cell")).toHaveText([clientId, "2", "1", "0"]);

    await page.getByRole("button", { name: "Last 30 days" }).click();
    await expect(page.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");
    const byClient30 = page.getByRole("table", { name: /per client, last 30 days/ });
    const row30 = byClient30.getByRole("row").filter({ has: page.getByRole("cell", { name: clientId, exact: true }) });
    await expect(row30.getByRole("cell")).toHaveText([clientId, "2", "1", "0"]);

    await admin.users.del({ realm: REALM, id: userId });
    await admin.clients.del({ realm: REALM, id: id! });
  });

  test("says event saving is off where it is, with a link to turn it on", async ({ page }) => {
    await signIn(page, { hash: "/master/login-activity" });
    await expect(page.getByRole("heading", { name: "Event saving is off" })).toBeVisible();
    await page.getByRole("link", { name: "Open the user events settings" }).click();
    await expect(page).toHaveURL(/#\/master\/realm-settings\/events$/);
  });

  test("is not offered to admins who may not view events", async ({ page }) => {
    await signIn(page, { loginRealm: REALM, hash: `/${REALM}`, user: HELPDESK });
    await expect(page.getByRole("tab", { name: "Provider info" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Login activity" })).toHaveCount(0);
  });
});
