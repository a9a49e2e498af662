// Sessions and events on Keycloak, in a realm of the spec's own: user and admin events switched on in the console,
// a real login and an admin write then listed in the Events screen as Keycloak recorded them, and a user's session
// found in the Sessions screen and signed out there.
import type { Page } from "@playwright/test";
import { tokenOf } from "./support/grants";
import { useOwnRealm } from "./support/ownRealm";
import { expect, signIn, test } from "./support/fixtures";
import { chooseRowAction } from "../support/tableRow";

const REALM = useOwnRealm("kc-sessions");
const USER = { username: "sam", password: "sam-password" };

test.describe.configure({ mode: "serial" });

async function switchOnSaving(page: Page, form: string) {
  const settings = page.getByRole("form", { name: form });
  await settings.getByRole("checkbox", { name: "Save events" }).check({ force: true });
  await settings.getByRole("button", { name: "Save", exact: true }).click();
}

test("user and admin events switched on: a login and an admin write show as Keycloak recorded them", async ({
  page,
  admin,
}) => {
  await admin.clients.create({ realm: REALM, clientId: "cli", publicClient: true, directAccessGrantsEnabled: true });
  await admin.users.create({
    realm: REALM,
    username: USER.username,
    email: "sam@example.org",
    firstName: "Sam",
    lastName: "Sessions",
    enabled: true,
    credentials: [{ type: "password", value: USER.password, temporary: false }],
  });
  await signIn(page, { hash: `/${REALM}/realm-settings/events` });
  await page.getByRole("tab", { name: "User events settings" }).click();
  await switchOnSaving(page, "User events settings");
  await expect.poll(async () => (await admin.realms.getConfigEvents({ realm: REALM })).eventsEnabled).toBe(true);
  await page.getByRole("tab", { name: "Admin events settings" }).click();
  await switchOnSaving(page, "Admin events settings");
  await expect.poll(async () => (await admin.realms.getConfigEvents({ realm: REALM })).adminEventsEnabled).toBe(true);

  await tokenOf({ realm: REALM, clientId: "cli", ...USER });
  await admin.roles.create({ realm: REALM, name: "recorded" });

  await page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: "Events" }).click();
  const userEvents = page.getByRole("table", { name: "User events" });
  const login = userEvents.getByRole("row").filter({ hasText: "LOGIN" }).first();
  await expect(login).toContainText(USER.username);
  await login.getByRole("button", { name: "Expand row" }).click();
  await expect(page.getByLabel("Event details").first()).toContainText("password");

  await page.getByRole("tab", { name: "Admin events" }).click();
  const write = page
    .getByRole("table", { name: "Admin events" })
    .getByRole("row")
    .filter({ hasText: "roles/recorded" });
  await expect(write).toContainText("CREATE");
  const [event] = (await admin.realms.findAdminEvents({ realm: REALM })).filter(
    (e) => e.resourcePath === "roles/recorded",
  );
  expect(event.operationType).toBe("CREATE");
});

test("a user's session is listed and signed out from the Sessions screen", async ({ page, admin }) => {
  const [user] = await admin.users.find({ realm: REALM, username: USER.username, exact: true });
  // only the session opened here: the one of the login the events showed ends first
  await admin.users.logout({ realm: REALM, id: user.id! });
  await tokenOf({ realm: REALM, clientId: "cli", ...USER });
  await expect.poll(async () => (await admin.users.listSessions({ realm: REALM, id: user.id! })).length).toBe(1);

  await signIn(page, { hash: `/${REALM}/sessions` });
  const row = page
    .getByRole("table", { name: "Sessions" })
    .getByRole("row", { name: new RegExp(USER.username) })
    .first();
  await expect(row).toContainText("Regular SSO");
  await chooseRowAction(row, "Sign out");
  await page
    .getByRole("alertdialog", { name: "Sign out this session?" })
    .getByRole("button", { name: "Sign out" })
    .click();
  await expect.poll(async () => (await admin.users.listSessions({ realm: REALM, id: user.id! })).length).toBe(0);
});
