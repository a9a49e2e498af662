// Clients on Keycloak: one client made with the wizard, then every details tab that saves (settings, credentials
// with a regenerated secret, keys, roles, client scopes, a dedicated mapper, service account roles, advanced,
// authorization on) and the evaluation, each checked through the admin API and, where it shows, in a real token; and
// a client imported from JSON.
import type { Page } from "@playwright/test";
import { saveReviewed } from "../support/saveReviewed";
import { claimsOf, tokenOf } from "./support/grants";
import { unique } from "../support/unique";
import { expect, signIn, test } from "./support/fixtures";
import { tickSearchedRole } from "../support/rolePicker";

const REALM = "acme";
const clientId = unique("kc-wizard");
let id = "";

test.describe.configure({ mode: "serial" });

const switchOf = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });
const openClient = (page: Page, tab: string) => signIn(page, { hash: `/${REALM}/clients/${id}/${tab}` });
const secretOf = async (admin: import("@keycloak/keycloak-admin-client").default) =>
  (await admin.clients.getClientSecret({ realm: REALM, id })).value!;
const clientToken = async (admin: import("@keycloak/keycloak-admin-client").default) =>
  claimsOf((await tokenOf({ realm: REALM, clientId, clientSecret: await secretOf(admin) })).access_token);

async function assignRealmRole(page: Page, role: string) {
  await page
    .getByRole("button", { name: /^Assign roles?$/ })
    .first()
    .click();
  const picker = page.getByRole("dialog", { name: /^Assign roles?$/ });
  await tickSearchedRole(picker, role);
  await picker.getByRole("button", { name: "Assign", exact: true }).click();
}

test("the wizard creates a confidential client with a service account", async ({ page, admin }) => {
  await signIn(page, { hash: `/${REALM}/clients/add-client` });
  await page.getByRole("textbox", { name: "Client ID" }).fill(clientId);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Wizard client");
  await page.getByRole("button", { name: "Next" }).click();
  await switchOf(page, "Client authentication").check({ force: true });
  await page.getByRole("checkbox", { name: /^Service accounts? roles$/ }).check({ force: true });
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("textbox", { name: "Root URL" }).fill("https://wizard.example");
  await page.getByRole("group", { name: "Valid redirect URIs" }).getByRole("textbox").first().fill("/callback/*");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: clientId })).toBeVisible();
  const [client] = await admin.clients.find({ realm: REALM, clientId });
  id = client.id!;
  expect(client).toMatchObject({
    name: "Wizard client",
    publicClient: false,
    serviceAccountsEnabled: true,
    rootUrl: "https://wizard.example",
    redirectUris: ["/callback/*"],
  });
  expect((await admin.clients.getServiceAccountUser({ realm: REALM, id })).username).toBe(
    `service-account-${clientId}`,
  );
});

test("settings: a description and a second redirect URI are saved after review", async ({ page, admin }) => {
  await openClient(page, "settings");
  await page.getByRole("textbox", { name: "Description" }).fill("edited on Keycloak");
  const redirects = page.getByRole("group", { name: "Valid redirect URIs" });
  await redirects.getByRole("button", { name: "Add value" }).click();
  await redirects.getByRole("textbox").nth(1).fill("https://wizard.example/other");
  await saveReviewed(page);
  // Keycloak keeps the redirect URIs as a set, in no particular order
  await expect
    .poll(async () => (await admin.clients.findOne({ realm: REALM, id }))?.redirectUris?.sort())
    .toEqual(["/callback/*", "https://wizard.example/other"]);
  expect((await admin.clients.findOne({ realm: REALM, id }))?.description).toBe("edited on Keycloak");
});

test("credentials: the regenerated secret is the one Keycloak's token endpoint takes", async ({ page, admin }) => {
  const oldSecret = await secretOf(admin);
  await openClient(page, "credentials");
  const secret = page.getByLabel("Client Secret", { exact: true });
  await expect(secret).toHaveValue(oldSecret);
  await page.getByRole("button", { name: "Regenerate" }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(secret).not.toHaveValue(oldSecret);
  const newSecret = await secret.inputValue();
  expect(await secretOf(admin)).toBe(newSecret);
  await tokenOf({ realm: REALM, clientId, clientSecret: newSecret });
  const refused = await fetch(`${process.env.KEYCLOAK_URL}/realms/${REALM}/protocol/openid-connect/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: oldSecret }),
  });
  expect(refused.status).toBe(401);
});

test("keys: a generated key pair's certificate is stored on the client", async ({ page, admin }) => {
  await openClient(page, "keys");
  await page.getByRole("button", { name: "Generate RSA keys" }).click();
  const generate = page.getByRole("dialog", { name: "Generate keys?" });
  await generate.getByRole("combobox", { name: /^Archive format/ }).selectOption("PKCS12");
  await generate.getByRole("textbox", { name: /^Key alias/ }).fill("app");
  await generate.getByLabel(/^Key password/).fill("key-pass-1");
  await generate.getByLabel(/^Store password/).fill("store-pass-1");
  const download = page.waitForEvent("download");
  await generate.getByRole("button", { name: "Generate" }).click();
  expect((await download).suggestedFilename()).toBe("keystore.p12");
  await expect(page.getByText("New key pair and certificate generated successfully")).toBeVisible();
  const { certificate } = await admin.clients.getKeyInfo({ realm: REALM, id, attr: "jwt.credential" });
  expect(certificate).toBeTruthy();
  await expect(page.getByRole("textbox", { name: "Certificate" })).toHaveValue(certificate!);
});

test("roles: a client role created in the console", async ({ page, admin }) => {
  await openClient(page, "roles");
  await page.getByRole("button", { name: "Create role" }).first().click();
  await page.getByRole("textbox", { name: "Role name" }).fill("reader");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "reader" })).toBeVisible();
  expect(await admin.clients.findRole({ realm: REALM, id, roleName: "reader" })).toMatchObject({ clientRole: true });
});

test("client scopes: a scope added as default and a dedicated mapper reach the token and the evaluation", async ({
  page,
  admin,
}) => {
  const scope = unique("kc-extra");
  await admin.clientScopes.create({ realm: REALM, name: scope, protocol: "openid-connect" });
  await openClient(page, "clientScopes");
  await page.getByRole("button", { name: "Add client scope" }).click();
  const dialog = page.getByRole("dialog", { name: `Add client scopes to ${clientId}` });
  await dialog.getByRole("checkbox", { name: scope }).check({ force: true });
  await dialog.getByRole("combobox", { name: "Add as" }).selectOption("default");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Scope mapping updated")).toBeVisible();
  await expect
    .poll(async () => (await admin.clients.listDefaultClientScopes({ realm: REALM, id })).map((s) => s.name))
    .toContain(scope);
  expect(String((await clientToken(admin)).scope).split(" ")).toContain(scope);

  await page
    .getByRole("table", { name: "Client scopes of this client" })
    .getByRole("link", { name: `${clientId}-dedicated` })
    .click();
  await page.getByRole("button", { name: "Configure a new mapper" }).click();
  await page
    .getByRole("dialog", { name: "Configure a new mapper" })
    .getByRole("button", { name: /^Hardcoded claim/ })
    .click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("tier");
  await page.getByRole("textbox", { name: "Token Claim Name" }).fill("tier");
  await page.getByRole("textbox", { name: "Claim value" }).fill("gold");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Mapping successfully created")).toBeVisible();
  expect((await clientToken(admin)).tier).toBe("gold");

  await page.goto(page.url().replace(/\/clientScopes\/dedicated\/mappers$/, "/clientScopes/evaluate"));
  await page.getByRole("combobox", { name: "User" }).fill("alice");
  await page.getByRole("option", { name: /^alice/ }).click();
  await page.getByRole("tab", { name: "Generated access token" }).click();
  const token = page.getByRole("region", { name: "Generated access token" });
  await expect(token).toContainText('"tier": "gold"');
  await expect(token).toContainText('"preferred_username": "alice"');
});

test("service account roles: a realm role assigned in the console is in the client's token", async ({
  page,
  admin,
}) => {
  await openClient(page, "serviceAccount");
  await assignRealmRole(page, "auditor");
  await expect(page.getByRole("row", { name: /auditor/ })).toBeVisible();
  await expect
    .poll(async () => ((await clientToken(admin)).realm_access as { roles: string[] }).roles)
    .toContain("auditor");
});

test("advanced: the access token lifespan saved in its section is the token's", async ({ page, admin }) => {
  await openClient(page, "advanced");
  const section = page.getByRole("region", { name: "Advanced settings" });
  await section.getByRole("spinbutton", { name: /^Access Token Lifespan/ }).fill("600");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Client successfully updated")).toBeVisible();
  expect((await admin.clients.findOne({ realm: REALM, id }))?.attributes?.["access.token.lifespan"]).toBe("600");
  const claims = await clientToken(admin);
  expect(Number(claims.exp) - Number(claims.iat)).toBe(600);
});

test("authorization: switched on in the settings, Keycloak makes the client a resource server", async ({
  page,
  admin,
}) => {
  await openClient(page, "settings");
  await switchOf(page, "Authorization").check({ force: true });
  await saveReviewed(page);
  await expect
    .poll(async () => (await admin.clients.findOne({ realm: REALM, id }))?.authorizationServicesEnabled)
    .toBe(true);
  await page.getByRole("tab", { name: "Authorization", exact: true }).click();
  await expect(page.getByRole("radio", { name: "Enforcing" })).toBeChecked();
  // switched on for a client that exists, Keycloak makes no default resource (only a new client gets them)
  await page.getByRole("tab", { name: "Resources", exact: true }).click();
  await expect(page.getByRole("heading", { name: "No resources" })).toBeVisible();
  expect(await admin.clients.getResourceServer({ realm: REALM, id })).toMatchObject({
    policyEnforcementMode: "ENFORCING",
  });
  expect(await admin.clients.listResources({ realm: REALM, id })).toEqual([]);
});

test("import: a client pasted as JSON, edited before saving", async ({ page, admin }) => {
  const imported = unique("kc-imported");
  await signIn(page, { hash: `/${REALM}/clients/import-client` });
  await page.getByRole("textbox", { name: "Resource file" }).fill(
    JSON.stringify({
      clientId: imported,
      name: "Imported",
      publicClient: false,
      redirectUris: ["https://imported.example/*"],
      attributes: { "pkce.code.challenge.method": "S256" },
    }),
  );
  await expect(page.getByRole("textbox", { name: "Client ID" })).toHaveValue(imported);
  await page.getByRole("textbox", { name: "Description" }).fill("edited after import");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: imported })).toBeVisible();
  const [client] = await admin.clients.find({ realm: REALM, clientId: imported });
  expect(client).toMatchObject({ name: "Imported", description: "edited after import", publicClient: false });
  expect(client.attributes?.["pkce.code.challenge.method"]).toBe("S256");
});
