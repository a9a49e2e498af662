import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { APIRequestContext } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";
import { tickSearchedRole } from "./support/rolePicker";
import { chooseRowAction, confirmWith } from "./support/tableRow";

const REALM = "acme";
const SECRET = "e2e-client-roles-secret";
const PASSWORD = "Roles-1234";

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1000)}`;

/** A fresh confidential client with service accounts and direct grants, with its internal id. */
async function createClient(admin: KcAdminClient) {
  const clientId = unique("e2e-roles-client");
  const { id } = await admin.clients.create({
    realm: REALM,
    clientId,
    publicClient: false,
    secret: SECRET,
    serviceAccountsEnabled: true,
    directAccessGrantsEnabled: true,
  });
  return { clientId, id };
}

/** A password grant of a fresh user against the client: a session the client's sessions tab lists. */
async function startSession(admin: KcAdminClient, request: APIRequestContext, clientId: string, scope: string) {
  const username = unique("e2e-session-user");
  // Keycloak's password grant refuses a user without an email, a first and a last name ("Account is not fully set up")
  await admin.users.create({
    realm: REALM,
    username,
    enabled: true,
    email: `${username}@example.com`,
    firstName: "Session",
    lastName: "User",
    credentials: [{ type: "password", value: PASSWORD, temporary: false }],
  });
  const response = await request.post(`${E2E_BASE_URL}/realms/${REALM}/protocol/openid-connect/token`, {
    form: { grant_type: "password", client_id: clientId, client_secret: SECRET, username, password: PASSWORD, scope },
  });
  expect(response.status(), await response.text()).toBe(200);
  return username;
}

test.describe("client roles", () => {
  test("creates a client role and adds an associated realm role to it", async ({ page, admin }) => {
    const client = await createClient(admin);
    const name = unique("payer");
    await signIn(page, { hash: `/${REALM}/clients/${client.id}/roles` });
    await page.getByRole("button", { name: "Create role" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Create role" })).toBeVisible();
    await page.getByRole("textbox", { name: "Role name" }).fill(name);
    await page.getByRole("textbox", { name: "Description" }).fill("Pays the bills");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const role = await admin.clients.findRole({ realm: REALM, id: client.id, roleName: name });
    expect(role).toMatchObject({ name, description: "Pays the bills", clientRole: true, containerId: client.id });
    await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/roles/${role!.id}/details$`));

    await page.getByRole("tab", { name: "Associated roles" }).click();
    await page.getByRole("button", { name: "Assign roles" }).first().click();
    const picker = page.getByRole("dialog", { name: "Assign roles" });
    await tickSearchedRole(picker, "employee");
    await picker.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(
      page.getByRole("table", { name: "Associated roles" }).getByRole("row", { name: /employee/ }),
    ).toBeVisible();
    await expect
      .poll(async () =>
        (await admin.roles.getCompositeRolesForRealm({ realm: REALM, id: role!.id! })).map((r) => r.name),
      )
      .toEqual(["employee"]);
    await expect
      .poll(async () => (await admin.clients.findRole({ realm: REALM, id: client.id, roleName: name }))?.composite)
      .toBe(true);
  });

  test("saves a client role's attributes", async ({ page, admin }) => {
    const client = await createClient(admin);
    const name = unique("auditor");
    await admin.clients.createRole({ realm: REALM, id: client.id, name });
    const role = await admin.clients.findRole({ realm: REALM, id: client.id, roleName: name });
    await signIn(page, { hash: `/${REALM}/clients/${client.id}/roles/${role!.id}/attributes` });
    const attributes = page.getByRole("group", { name: "Role attributes" });
    await attributes.getByRole("button", { name: "Add an attribute" }).click();
    await attributes.getByRole("textbox", { name: "Key" }).last().fill("tier");
    await attributes.getByRole("textbox", { name: "Value" }).last().fill("gold");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The role has been saved")).toBeVisible();
    await expect
      .poll(async () => (await admin.clients.findRole({ realm: REALM, id: client.id, roleName: name }))?.attributes)
      .toEqual({ tier: ["gold"] });
  });

  test("deletes a client role from the client's roles list", async ({ page, admin }) => {
    const client = await createClient(admin);
    const name = unique("obsolete");
    await admin.clients.createRole({ realm: REALM, id: client.id, name });
    await signIn(page, { hash: `/${REALM}/clients/${client.id}/roles` });
    const row = page.getByRole("table", { name: "Client roles" }).getByRole("row", { name: new RegExp(name) });
    await chooseRowAction(row, "Delete");
    const dialog = page.getByRole("alertdialog", { name: "Delete role?" });
    await expect(dialog).toContainText(name);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("The role has been deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect.poll(async () => admin.clients.findRole({ realm: REALM, id: client.id, roleName: name })).toBeNull();
  });

  test("assigns a realm role to the client's service account user", async ({ page, admin }) => {
    const client = await createClient(admin);
    const account = await admin.clients.getServiceAccountUser({ realm: REALM, id: client.id });
    await signIn(page, { hash: `/${REALM}/clients/${client.id}/serviceAccount` });
    await expect(page.getByRole("link", { name: account.username })).toBeVisible();
    await page.getByRole("button", { name: "Assign roles" }).first().click();
    const picker = page.getByRole("dialog", { name: "Assign roles" });
    await tickSearchedRole(picker, "employee");
    await picker.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(page.getByRole("row", { name: /employee/ })).toBeVisible();
    await expect
      .poll(async () => (await admin.users.listRealmRoleMappings({ realm: REALM, id: account.id! })).map((r) => r.name))
      .toContain("employee");
  });

  test("lists the client's user and offline sessions, and signs one out", async ({ page, admin, request }) => {
    const client = await createClient(admin);
    const regular = await startSession(admin, request, client.clientId, "openid");
    const offline = await startSession(admin, request, client.clientId, "openid offline_access");
    await signIn(page, { hash: `/${REALM}/clients/${client.id}/sessions` });
    const table = page.getByRole("table", { name: "Sessions" });
    const regularRow = table.getByRole("row", { name: new RegExp(`${regular}.*Regular SSO`) });
    await expect(regularRow).toBeVisible();
    await expect(table.getByRole("row", { name: new RegExp(`${offline}.*Offline`) })).toBeVisible();

    await chooseRowAction(regularRow, "Sign out");
    await confirmWith(page, "Sign out");
    await expect(regularRow).toHaveCount(0);
    await expect
      .poll(async () => (await admin.clients.listSessions({ realm: REALM, id: client.id })).map((s) => s.username))
      .not.toContain(regular);
  });
});
