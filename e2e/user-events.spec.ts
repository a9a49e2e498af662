// Events per resource: a user's events tab shows the LOGIN of that user signing in, and a client's "See admin
// events" opens the admin events filtered to that client's path, showing none of another client's.
import { consoleUrl } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";

test.describe("events per resource", () => {
  test("a user's events tab shows the user's sign-in", async ({ page, browser, admin }) => {
    const username = `e2e-events-${Date.now()}`;
    const { id } = await admin.users.create({
      realm: REALM,
      username,
      enabled: true,
      // a complete profile: Keycloak asks a user who lacks email or names to update the account before signing in
      email: `${username}@example.org`,
      firstName: "Events",
      lastName: "User",
      credentials: [{ type: "password", value: "e2e-password", temporary: false }],
    });
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(consoleUrl(REALM));
    await otherPage.getByLabel("Username or email").fill(username);
    await otherPage.getByLabel("Password").fill("e2e-password");
    await otherPage.getByRole("button", { name: "Sign In" }).click();
    await expect
      .poll(async () => (await admin.realms.findEvents({ realm: REALM, user: id, type: "LOGIN" })).length)
      .toBeGreaterThan(0);
    await other.close();

    await signIn(page, { hash: `/${REALM}/users/${id}/events` });
    await expect(page.getByRole("tab", { name: "User events", selected: true })).toBeVisible();
    const table = page.getByRole("table", { name: "User events" });
    const login = table.getByRole("row").filter({ hasText: "LOGIN" }).filter({ hasText: username });
    await expect(login.first()).toBeVisible();
    // every row but the header names this user (by username, or by id where the event has no username)
    await expect(table.getByRole("row").filter({ hasNotText: username }).filter({ hasNotText: id })).toHaveCount(1);

    await admin.users.del({ realm: REALM, id });
  });

  test("a client's admin events link shows only that client's events", async ({ page, admin }) => {
    const stamp = Date.now();
    const { id } = await admin.clients.create({ realm: REALM, clientId: `e2e-events-a-${stamp}` });
    await admin.clients.update({ realm: REALM, id }, { clientId: `e2e-events-a-${stamp}`, description: "changed" });
    const { id: otherId } = await admin.clients.create({ realm: REALM, clientId: `e2e-events-b-${stamp}` });

    await signIn(page, { hash: `/${REALM}/clients/${id}/settings` });
    await page.getByRole("link", { name: "See admin events" }).click();
    await expect(page).toHaveURL(/#\/acme\/events\/admin-events\?resourcePath=/);
    const table = page.getByRole("table", { name: "Admin events" });
    await expect(table.getByRole("cell", { name: `clients/${id}`, exact: true })).toHaveCount(2);
    await expect(table.getByText(`clients/${otherId}`)).toHaveCount(0);
    await expect(table.getByRole("row").filter({ hasNotText: `clients/${id}` })).toHaveCount(1);

    await admin.clients.del({ realm: REALM, id });
    await admin.clients.del({ realm: REALM, id: otherId });
  });
});
