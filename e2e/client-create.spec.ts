import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";
import { saveReviewed } from "./support/saveReviewed";

const REALM = "acme";
let counter = 0;
const uniqueId = (prefix: string) => `zz-e2e-${prefix}-${Date.now()}-${counter++}`;

const switchOf = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });
const listField = (page: Page, name: string) => page.getByRole("group", { name });

async function fillList(page: Page, name: string, values: string[]) {
  const group = listField(page, name);
  for (const [index, value] of values.entries()) {
    if (index > 0) await group.getByRole("button", { name: "Add value" }).click();
    await group.getByRole("textbox").nth(index).fill(value);
  }
}

async function findClient(admin: KcAdminClient, clientId: string) {
  const [client] = await admin.clients.find({ realm: REALM, clientId });
  return client;
}

test.describe("create client wizard", () => {
  test("Next opens Login settings at its top, its heading in view and the page not scrolled", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/clients/add-client` });
    await page.getByRole("textbox", { name: "Client ID" }).fill(uniqueId("scroll"));
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Capability config" })).toBeVisible();

    // Capability config is longer than the window: its Next is reached by scrolling down
    const next = page.getByRole("button", { name: "Next" });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await next.click();

    const heading = page.getByRole("heading", { level: 2, name: "Login settings" });
    await expect(heading).toBeInViewport();
    await expect(page.getByRole("textbox", { name: "Root URL" })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("creates a confidential client with service accounts, keeping values across Back and Next; its regenerated secret is the one the token endpoint takes", async ({
    page,
    admin,
    request,
  }) => {
    const clientId = uniqueId("wizard");
    await signIn(page, { hash: `/${REALM}/clients` });
    await page.getByRole("button", { name: "Create client" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create client" })).toBeVisible();

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Required field")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "General settings" })).toBeVisible();

    await page.getByRole("textbox", { name: "Client ID" }).fill(clientId);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Wizard client");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Capability config" })).toBeVisible();
    await expect(switchOf(page, "Service accounts roles")).toBeDisabled();
    await switchOf(page, "Client authentication").check({ force: true });
    await switchOf(page, "Service accounts roles").check({ force: true });
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Login settings" })).toBeVisible();
    await page.getByRole("textbox", { name: "Root URL" }).fill("https://wizard.example");
    await fillList(page, "Valid redirect URIs", ["/callback/*", "https://wizard.example/other"]);
    await fillList(page, "Web origins", ["+"]);

    await page.getByRole("button", { name: "Back" }).click();
    await expect(switchOf(page, "Service accounts roles")).toBeChecked();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("textbox", { name: "Client ID" })).toHaveValue(clientId);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Wizard client");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("textbox", { name: "Root URL" })).toHaveValue("https://wizard.example");
    await expect(listField(page, "Valid redirect URIs").getByRole("textbox").nth(1)).toHaveValue(
      "https://wizard.example/other",
    );

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: clientId })).toBeVisible();
    const client = await findClient(admin, clientId);
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/clients/${client.id}/settings$`));
    expect(client).toMatchObject({
      name: "Wizard client",
      protocol: "openid-connect",
      publicClient: false,
      serviceAccountsEnabled: true,
      rootUrl: "https://wizard.example",
      redirectUris: ["/callback/*", "https://wizard.example/other"],
      webOrigins: ["+"],
    });
    const serviceAccount = await admin.clients.getServiceAccountUser({ realm: REALM, id: client.id! });
    expect(serviceAccount.username).toBe(`service-account-${clientId}`);

    // the whole job: regenerate the new client's secret, then the client credentials grant takes only it
    const grant = (secret: string) =>
      request.post(`${E2E_BASE_URL}/realms/${REALM}/protocol/openid-connect/token`, {
        form: { grant_type: "client_credentials", client_id: clientId, client_secret: secret },
      });
    const oldSecret = (await admin.clients.getClientSecret({ realm: REALM, id: client.id! })).value!;
    expect((await grant(oldSecret)).status()).toBe(200);
    await page.getByRole("tab", { name: "Credentials" }).click();
    const secretInput = page.getByLabel("Client Secret", { exact: true });
    await expect(secretInput).toHaveValue(oldSecret);
    await page.getByRole("button", { name: "Regenerate" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect(secretInput).not.toHaveValue(oldSecret);
    const newSecret = await secretInput.inputValue();
    expect((await grant(newSecret)).status()).toBe(200);
    expect((await grant(oldSecret)).status()).toBe(401);
  });

  test("refuses an invalid redirect URI and shows a taken client id on its field, losing nothing", async ({
    page,
    admin,
  }) => {
    const clientId = uniqueId("taken");
    await admin.clients.create({ realm: REALM, clientId });
    await signIn(page, { hash: `/${REALM}/clients/add-client` });
    await page.getByRole("textbox", { name: "Client ID" }).fill(clientId);
    await page.getByRole("textbox", { name: "Description" }).fill("kept");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await fillList(page, "Valid redirect URIs", ["/relative"]);
    await expect(page.getByText('"/relative" is relative: set a root URL')).toBeVisible();
    await page.getByRole("textbox", { name: "Root URL" }).fill("https://taken.example");
    await expect(page.getByText('"/relative" is relative')).toHaveCount(0);

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "General settings" })).toBeVisible();
    await expect(page.getByText(`Client ${clientId} already exists`)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue("kept");
    await page.getByRole("textbox", { name: "Client ID" }).fill(`${clientId}-2`);
    await expect(page.getByText(`Client ${clientId} already exists`)).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("textbox", { name: "Root URL" })).toHaveValue("https://taken.example");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${clientId}-2` })).toBeVisible();
    expect(await findClient(admin, `${clientId}-2`)).toMatchObject({
      description: "kept",
      redirectUris: ["/relative"],
      publicClient: true,
    });
  });
});

const clientJson = (clientId: string) =>
  JSON.stringify({
    clientId,
    name: "Imported",
    protocol: "openid-connect",
    publicClient: false,
    redirectUris: ["https://imported.example/*"],
    attributes: { "custom.setting": "kept", "pkce.code.challenge.method": "S256" },
  });

test.describe("import client", () => {
  test("imports pasted JSON with edits over it", async ({ page, admin }) => {
    const clientId = uniqueId("pasted");
    await signIn(page, { hash: `/${REALM}/clients` });
    await page.getByRole("button", { name: "Import client" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import client" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();

    await page.getByRole("textbox", { name: "Resource file" }).fill(clientJson(clientId));
    await expect(page.getByRole("textbox", { name: "Client ID" })).toHaveValue(clientId);
    await expect(switchOf(page, "Client authentication")).toBeChecked();
    await page.getByRole("textbox", { name: "Description" }).fill("edited after import");
    await page.getByRole("button", { name: "Save" }).click();

    await expect(page.getByRole("heading", { level: 1, name: clientId })).toBeVisible();
    const client = await findClient(admin, clientId);
    expect(client).toMatchObject({
      name: "Imported",
      description: "edited after import",
      publicClient: false,
      redirectUris: ["https://imported.example/*"],
    });
    expect(client.attributes).toMatchObject({ "custom.setting": "kept", "pkce.code.challenge.method": "S256" });
  });

  test("imports a JSON file", async ({ page, admin }) => {
    const clientId = uniqueId("file");
    await signIn(page, { hash: `/${REALM}/clients/import-client` });
    await page.locator('input[type="file"]').setInputFiles({
      name: `${clientId}.json`,
      mimeType: "application/json",
      buffer: Buffer.from(clientJson(clientId)),
    });
    await expect(page.getByRole("textbox", { name: "Client ID" })).toHaveValue(clientId);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: clientId })).toBeVisible();
    expect((await findClient(admin, clientId)).attributes).toMatchObject({ "custom.setting": "kept" });
  });

  test("says what is wrong with invalid JSON and a taken client id, keeping the input", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/clients/import-client` });
    const input = page.getByRole("textbox", { name: "Resource file" });
    await input.fill('{"clientId": "broken",');
    await expect(page.getByText("This is not valid JSON.")).toBeVisible();
    await expect(input).toHaveValue('{"clientId": "broken",');
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();

    await input.fill(clientJson("acme-portal"));
    await expect(page.getByText("This is not valid JSON.")).toHaveCount(0);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Client acme-portal already exists")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Client ID" })).toHaveValue("acme-portal");
    await expect(input).toHaveValue(clientJson("acme-portal"));
  });
});

test.describe("client settings", () => {
  test("saves a description and a redirect URI", async ({ page, admin }) => {
    const clientId = uniqueId("settings");
    const { id } = await admin.clients.create({
      realm: REALM,
      clientId,
      rootUrl: "https://settings.example",
      redirectUris: ["https://settings.example/*"],
    });
    await signIn(page, { hash: `/${REALM}/clients/${id}/settings` });
    await expect(page.getByRole("heading", { level: 1, name: clientId })).toBeVisible();
    await page.getByRole("button", { name: "Logout settings" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Logout settings" })).toBeInViewport();

    await page.getByRole("textbox", { name: "Description" }).fill("Set on the settings tab");
    const redirects = listField(page, "Valid redirect URIs");
    await redirects.getByRole("button", { name: "Add value" }).click();
    await redirects.getByRole("textbox").nth(1).fill("/other/*");
    await saveReviewed(page);
    await expect(page.getByText("Client successfully updated")).toBeVisible();

    const client = await admin.clients.findOne({ realm: REALM, id });
    expect(client).toMatchObject({
      description: "Set on the settings tab",
      redirectUris: ["https://settings.example/*", "/other/*"],
    });
  });

  test("asks before leaving unsaved settings", async ({ page, admin }) => {
    const clientId = uniqueId("guard");
    const { id } = await admin.clients.create({ realm: REALM, clientId, name: "Before" });
    await signIn(page, { hash: `/${REALM}/clients/${id}/settings` });
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("After");
    await page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: "Client scopes" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Unsaved changes" });
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/clients/${id}/settings$`));
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("After");

    await page.getByRole("button", { name: "Revert" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Before");
    await page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: "Client scopes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Client scopes" })).toBeVisible();
    expect((await admin.clients.findOne({ realm: REALM, id }))?.name).toBe("Before");
  });
});
