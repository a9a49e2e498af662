// A client's header actions and its Credentials and Advanced tabs against the dev server: the secret regenerated in
// the UI is the one the token endpoint accepts, and what the screens change is what the server holds.
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { APIRequestContext } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";

const REALM = "acme";
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function createConfidentialClient(admin: KcAdminClient) {
  const clientId = `zz-e2e-cred-${stamp()}`;
  const { id } = await admin.clients.create({
    realm: REALM,
    clientId,
    protocol: "openid-connect",
    publicClient: false,
    serviceAccountsEnabled: true,
    standardFlowEnabled: false,
  });
  return { id, clientId };
}

function clientCredentialsGrant(request: APIRequestContext, clientId: string, secret: string) {
  return request.post(`${E2E_BASE_URL}/realms/${REALM}/protocol/openid-connect/token`, {
    form: { grant_type: "client_credentials", client_id: clientId, client_secret: secret },
  });
}

test.describe("client credentials and advanced settings", () => {
  test("a regenerated secret works at the token endpoint and the old one no longer does", async ({
    page,
    admin,
    request,
  }) => {
    const { id, clientId } = await createConfidentialClient(admin);
    const oldSecret = (await admin.clients.getClientSecret({ realm: REALM, id })).value!;
    expect((await clientCredentialsGrant(request, clientId, oldSecret)).status()).toBe(200);

    await signIn(page, { hash: `/${REALM}/clients/${id}/credentials` });
    const secretInput = page.getByLabel("Client Secret", { exact: true });
    await expect(secretInput).toHaveAttribute("type", "password");
    await expect(secretInput).toHaveValue(oldSecret);
    await expect(page.getByText(oldSecret)).toHaveCount(0);

    await page.getByRole("button", { name: "Regenerate" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Client secret regenerated")).toBeVisible();
    await expect(secretInput).not.toHaveValue(oldSecret);
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(secretInput).toHaveAttribute("type", "text");
    const newSecret = await secretInput.inputValue();
    expect(newSecret).not.toBe("");

    expect((await clientCredentialsGrant(request, clientId, newSecret)).status()).toBe(200);
    expect((await clientCredentialsGrant(request, clientId, oldSecret)).status()).toBe(401);
    expect((await admin.clients.getClientSecret({ realm: REALM, id })).value).toBe(newSecret);
  });

  test("the authenticator is saved with the client", async ({ page, admin }) => {
    const { id } = await createConfidentialClient(admin);
    await signIn(page, { hash: `/${REALM}/clients/${id}/credentials` });
    await page.getByRole("combobox", { name: /^Client Authenticator/ }).selectOption({ label: "Signed Jwt" });
    await expect(
      page.getByText("Generate a private key and certificate for the client in the Keys tab."),
    ).toBeVisible();
    await expect(page.getByLabel("Client Secret", { exact: true })).toHaveCount(0);
    await page.getByRole("combobox", { name: /^Signature algorithm/ }).fill("RS256");
    await page.getByRole("option", { name: "RS256", exact: true }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Client successfully updated")).toBeVisible();

    const saved = await admin.clients.findOne({ realm: REALM, id });
    expect(saved?.clientAuthenticatorType).toBe("client-jwt");
    expect(saved?.attributes?.["token.endpoint.auth.signing.alg"]).toBe("RS256");
  });

  test("not before set to now in the Advanced tab reaches the server, and clears", async ({ page, admin }) => {
    const { id } = await createConfidentialClient(admin);
    await signIn(page, { hash: `/${REALM}/clients/${id}/advanced` });
    const before = Math.floor(Date.now() / 1000);
    await page.getByRole("button", { name: "Set to now" }).click();
    await expect(page.getByText("Not before set for the client")).toBeVisible();
    await expect(page.getByTestId("client-not-before")).not.toHaveText("None");
    const notBefore = (await admin.clients.findOne({ realm: REALM, id }))?.notBefore ?? 0;
    expect(notBefore).toBeGreaterThanOrEqual(before - 5);
    expect(notBefore).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 5);

    // the client has no admin URL and no registered nodes: nothing to push to, and the console says so
    await page.getByRole("button", { name: "Push" }).click();
    await expect(
      page.getByText("No push sent: no admin URL configured or no registered cluster nodes available."),
    ).toBeVisible();

    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByTestId("client-not-before")).toHaveText("None");
    expect((await admin.clients.findOne({ realm: REALM, id }))?.notBefore ?? 0).toBe(0);
  });

  test("an Advanced section saves its own fields", async ({ page, admin }) => {
    const { id } = await createConfidentialClient(admin);
    await signIn(page, { hash: `/${REALM}/clients/${id}/advanced` });
    const section = page.getByRole("region", { name: "Advanced settings" });
    await section.getByRole("spinbutton", { name: /^Access Token Lifespan/ }).fill("600");
    await section.getByRole("combobox", { name: /^Proof Key for Code Exchange/ }).selectOption("S256");
    await section.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Client successfully updated")).toBeVisible();
    const saved = await admin.clients.findOne({ realm: REALM, id });
    expect(saved?.attributes?.["access.token.lifespan"]).toBe("600");
    expect(saved?.attributes?.["pkce.code.challenge.method"]).toBe("S256");

    // a change left unsaved in another section holds navigation until the admin decides
    await page
      .getByRole("region", { name: "Open ID Connect Compatibility Modes" })
      .getByRole("checkbox")
      .first()
      .focus();
    await page.keyboard.press("Space");
    await page.getByRole("tab", { name: "Credentials" }).click();
    const unsaved = page.getByRole("alertdialog", { name: "Unsaved changes" });
    await unsaved.getByRole("button", { name: "Stay" }).click();
    await expect(unsaved).toHaveCount(0);
    await expect(page).toHaveURL(/\/advanced$/);
    await page.getByRole("tab", { name: "Credentials" }).click();
    await page.getByRole("alertdialog", { name: "Unsaved changes" }).getByRole("button", { name: "Leave" }).click();
    await expect(page).toHaveURL(/\/credentials$/);
    expect(
      (await admin.clients.findOne({ realm: REALM, id }))?.attributes?.["exclude.session.state.from.auth.response"],
    ).toBeUndefined();
  });

  test("the header switch disables the client after asking", async ({ page, admin }) => {
    const { id } = await createConfidentialClient(admin);
    await signIn(page, { hash: `/${REALM}/clients/${id}/settings` });
    const enabled = page.getByRole("checkbox", { name: "Client enabled" });
    await expect(enabled).toBeChecked();
    await enabled.focus();
    await page.keyboard.press("Space");
    const dialog = page.getByRole("dialog", { name: "Disable client?" });
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Client successfully updated")).toBeVisible();
    await expect(enabled).not.toBeChecked();
    expect((await admin.clients.findOne({ realm: REALM, id }))?.enabled).toBe(false);
  });

  test("download adapter config shows the client's configuration", async ({ page, admin }) => {
    const { id, clientId } = await createConfidentialClient(admin);
    await signIn(page, { hash: `/${REALM}/clients/${id}/settings` });
    await page.getByRole("button", { name: "Action" }).click();
    await page.getByRole("menuitem", { name: "Download adapter config" }).click();
    const dialog = page.getByRole("dialog", { name: "Download adapter config" });
    const details = dialog.getByRole("textbox", { name: "Details" });
    await expect(details).toHaveValue(new RegExp(`"resource"\\s*:\\s*"${clientId}"`));
    JSON.parse(await details.inputValue());
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("a view-clients admin sees the tabs read-only", async ({ page, admin }) => {
    const { id } = await createConfidentialClient(admin);
    const viewer = { username: `zz-e2e-cred-viewer-${stamp()}`, password: "Viewer-1234" };
    // Keycloak signs in only a user with an email, a first and a last name (else: "Update Account Information")
    const { id: viewerId } = await admin.users.create({
      realm: REALM,
      username: viewer.username,
      enabled: true,
      email: `${viewer.username}@example.com`,
      firstName: "View",
      lastName: "Only",
    });
    await admin.users.resetPassword({
      realm: REALM,
      id: viewerId,
      credential: { type: "password", value: viewer.password, temporary: false },
    });
    const [management] = await admin.clients.find({ realm: REALM, clientId: "realm-management" });
    const viewClients = await admin.clients.findRole({ realm: REALM, id: management.id!, roleName: "view-clients" });
    await admin.users.addClientRoleMappings({
      realm: REALM,
      id: viewerId,
      clientUniqueId: management.id!,
      roles: [{ id: viewClients!.id!, name: "view-clients" }],
    });

    await signIn(page, { loginRealm: REALM, hash: `/${REALM}/clients/${id}/credentials`, user: viewer });
    await expect(page.getByRole("combobox", { name: /^Client Authenticator/ })).toBeDisabled();
    await expect(page.getByRole("checkbox", { name: "Client enabled" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Action" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Regenerate" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Advanced" }).click();
    await expect(page.getByRole("heading", { name: "Revocation" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Set to now" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("spinbutton", { name: /^Access Token Lifespan/ })).toHaveAttribute("readonly", "");
    await expect(page.getByRole("combobox", { name: /^Proof Key for Code Exchange/ })).toBeDisabled();

    await page.getByRole("tab", { name: "Keys" }).click();
    await expect(page.getByRole("checkbox", { name: "Use JWKS URL" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Generate new keys" })).toHaveCount(0);
  });
});
