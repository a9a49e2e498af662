import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { APIResponse, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";
import { confirmWith } from "./support/tableRow";

// A realm of its own: the policies changed here would refuse the other specs' registrations.
const REALM = `zz-e2e-registration-${Date.now()}`;
const POLICY_TYPE = "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy";
const LIMIT = "Client limit";
const VIEWER = { username: "reg-viewer", password: "reg-viewer-secret" };
const APP_ORIGIN = "https://app.example.com";

test.describe.configure({ mode: "serial" });

/** Registers a client through the registration endpoint with the initial access token, as an application would. */
function register(page: Page, token: string, clientId: string, origin?: string): Promise<APIResponse> {
  return page.request.post(`${E2E_BASE_URL}/realms/${REALM}/clients-registrations/default`, {
    headers: { Authorization: `Bearer ${token}`, ...(origin ? { Origin: origin } : {}) },
    data: { clientId, redirectUris: ["https://app.example.com/*"] },
  });
}

/** Reads the registered client through its own URL at the registration endpoint, with a registration access token. */
function readRegistered(page: Page, token: string, clientId: string): Promise<APIResponse> {
  return page.request.get(`${E2E_BASE_URL}/realms/${REALM}/clients-registrations/default/${clientId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

const limitPolicy = async (admin: KcAdminClient) =>
  (await admin.components.find({ realm: REALM, type: POLICY_TYPE })).find((policy) => policy.name === LIMIT);

test.describe("client registration", () => {
  let token = "";
  let registrationAccessToken = "";

  test.beforeAll(async ({ admin }) => {
    await admin.realms.create({ realm: REALM, enabled: true });
    const { id } = await admin.users.create({
      realm: REALM,
      username: VIEWER.username,
      enabled: true,
      firstName: "Reg",
      lastName: "Viewer",
      email: "reg-viewer@example.com",
      credentials: [{ type: "password", value: VIEWER.password, temporary: false }],
    });
    const [management] = await admin.clients.find({ realm: REALM, clientId: "realm-management" });
    const roles = await Promise.all(
      ["view-clients", "view-realm"].map((roleName) =>
        admin.clients.findRole({ realm: REALM, id: management.id!, roleName }),
      ),
    );
    await admin.users.addClientRoleMappings({
      realm: REALM,
      id,
      clientUniqueId: management.id!,
      roles: roles.map((role) => ({ id: role!.id!, name: role!.name! })),
    });
  });
  test.afterAll(async ({ admin }) => {
    await admin.realms.del({ realm: REALM });
  });

  test("creates an initial access token shown once, whose remaining count drops with a registration", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/${REALM}/clients/initial-access-token` });
    await expect(page.getByText("No initial access tokens")).toBeVisible();
    await page.getByRole("button", { name: "Create", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Create access token" })).toBeVisible();
    await page.getByRole("spinbutton", { name: /^Count/ }).fill("2");
    await page.getByRole("button", { name: "Save", exact: true }).click();

    const dialog = page.getByRole("alertdialog", { name: "Initial access token details" });
    await expect(dialog).toBeVisible();
    token = await dialog.getByRole("textbox", { name: "Initial access token" }).inputValue();
    expect(token.split(".")).toHaveLength(3);
    const [stored] = await admin.realms.getClientsInitialAccess({ realm: REALM });
    expect(stored).toMatchObject({ count: 2, remainingCount: 2, expiration: 86400 });
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(dialog).toBeHidden();
    const table = page.getByRole("table", { name: "Initial access token" });
    const row = table.getByRole("row").filter({ hasText: stored.id! });
    await expect(row.getByRole("cell", { name: "2", exact: true })).toHaveCount(2);

    const registered = await register(page, token, "registered-with-token");
    expect(registered.status()).toBe(201);
    ({ registrationAccessToken } = await registered.json());
    expect(await admin.clients.find({ realm: REALM, clientId: "registered-with-token" })).toHaveLength(1);
    await page.reload();
    await expect(row.getByRole("cell", { name: "1", exact: true })).toBeVisible();
    const [after] = await admin.realms.getClientsInitialAccess({ realm: REALM });
    expect(after.remainingCount).toBe(1);
  });

  test("adds a max-clients policy for authenticated requests that refuses past the realm's client count", async ({
    page,
    admin,
  }) => {
    const count = (await admin.clients.find({ realm: REALM })).length;
    await signIn(page, { hash: `/${REALM}/clients/client-registration/authenticated` });
    await expect(page.getByRole("tab", { name: "Authenticated access policies", selected: true })).toBeVisible();
    await page.getByRole("button", { name: "Create policy" }).click();
    await page.getByRole("menuitem", { name: "max-clients", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create policy" })).toBeVisible();
    await page.getByRole("textbox", { name: /^Name/ }).fill(LIMIT);
    await page.getByRole("textbox", { name: /^Max clients per realm/ }).fill(String(count));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: LIMIT })).toBeVisible();

    const policy = await limitPolicy(admin);
    expect(policy).toMatchObject({ providerId: "max-clients", subType: "authenticated" });
    expect(policy?.config?.["max-clients"]).toEqual([String(count)]);

    const refused = await register(page, token, "one-too-many");
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: "insufficient_scope",
      error_description: `Policy '${LIMIT}' rejected request to client-registration service. Details: It's allowed to have max ${count} clients per realm`,
    });
    expect(await admin.clients.find({ realm: REALM, clientId: "one-too-many" })).toHaveLength(0);
  });

  test("edits the policy to let one more client in, then deletes it", async ({ page, admin }) => {
    const count = (await admin.clients.find({ realm: REALM })).length;
    await signIn(page, { hash: `/${REALM}/clients/client-registration/authenticated` });
    await page.getByRole("link", { name: LIMIT }).click();
    await expect(page.getByRole("heading", { level: 1, name: LIMIT })).toBeVisible();
    await page.getByRole("textbox", { name: /^Max clients per realm/ }).fill(String(count + 1));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Client registration policy updated successfully").first()).toBeVisible();
    expect((await limitPolicy(admin))?.config?.["max-clients"]).toEqual([String(count + 1)]);
    expect((await register(page, token, "one-more")).status()).toBe(201);

    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await confirmWith(page, "Delete");
    await expect(page.getByRole("tab", { name: "Authenticated access policies", selected: true })).toBeVisible();
    await expect(page.getByRole("link", { name: LIMIT })).toBeHidden();
    expect(await limitPolicy(admin)).toBeUndefined();
  });

  test("regenerates the registered client's registration access token, shown once; the old one stops working", async ({
    page,
    admin,
  }) => {
    const [client] = await admin.clients.find({ realm: REALM, clientId: "registered-with-token" });
    expect((await readRegistered(page, registrationAccessToken, client.clientId!)).status()).toBe(200);
    await signIn(page, { hash: `/${REALM}/clients/${client.id}/credentials` });
    const shown = page.getByLabel("Registration access token", { exact: true });
    await expect(shown).toHaveValue("");
    // the client secret's Regenerate comes first
    await page.getByRole("button", { name: "Regenerate", exact: true }).last().click();
    await page
      .getByRole("dialog", { name: "Regenerate registration access token?" })
      .getByRole("button", { name: "Yes" })
      .click();
    await expect(shown).not.toHaveValue("");
    const regenerated = await shown.inputValue();

    const read = await readRegistered(page, regenerated, client.clientId!);
    expect(read.status()).toBe(200);
    expect(await read.json()).toMatchObject({ clientId: client.clientId });
    expect((await readRegistered(page, registrationAccessToken, client.clientId!)).status()).toBe(401);
  });

  test("lists a browser origin in the Allowed Registration Web Origins policy, which then may register", async ({
    page,
    admin,
  }) => {
    const { token: permit } = await admin.realms.createClientsInitialAccess(
      { realm: REALM },
      { count: 2, expiration: 0 },
    );
    expect((await register(page, permit!, "from-the-app", APP_ORIGIN)).status()).toBe(403);

    await signIn(page, { hash: `/${REALM}/clients/client-registration/authenticated` });
    await page.getByRole("link", { name: "Allowed Registration Web Origins" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Allowed Registration Web Origins" })).toBeVisible();
    await page.getByRole("textbox", { name: "Allowed web origins" }).fill(APP_ORIGIN);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Client registration policy updated successfully").first()).toBeVisible();
    const policy = (await admin.components.find({ realm: REALM, type: POLICY_TYPE })).find(
      (component) => component.providerId === "registration-web-origins" && component.subType === "authenticated",
    );
    expect(policy?.config?.["web-origins"]).toEqual([APP_ORIGIN]);

    const registered = await register(page, permit!, "from-the-app", APP_ORIGIN);
    expect(registered.status()).toBe(201);
    expect(registered.headers()["access-control-allow-origin"]).toBe(APP_ORIGIN);
    expect((await register(page, permit!, "from-elsewhere", "https://elsewhere.example.com")).status()).toBe(403);
    expect(await admin.clients.find({ realm: REALM, clientId: "from-elsewhere" })).toHaveLength(0);
  });

  test("an admin who may only view reads the tokens and policies without changing them", async ({ page }) => {
    await signIn(page, { loginRealm: REALM, user: VIEWER, hash: `/${REALM}/clients/client-registration/anonymous` });
    const table = page.getByRole("table", { name: "Anonymous access policies" });
    await expect(table.getByRole("cell", { name: "Trusted Hosts", exact: true })).toBeVisible();
    await expect(table.getByRole("link")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create policy" })).toHaveCount(0);
    await expect(table.getByRole("button", { name: "Delete" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Initial access token" }).click();
    await expect(page.getByRole("table", { name: "Initial access token" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create", exact: true })).toHaveCount(0);
  });
});
