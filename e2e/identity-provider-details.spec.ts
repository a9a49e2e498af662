import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { saveReviewed } from "./support/saveReviewed";
import { chooseRowAction, confirmWith } from "./support/tableRow";

const REALM = "acme";
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

/** Chakra's switch and checkbox inputs sit visually hidden; a person toggles them from the keyboard as well. */
async function toggle(page: Page, box: Locator) {
  await box.focus();
  await page.keyboard.press("Space");
}

/** A new OIDC provider with a stored secret, for one test to change. */
async function oidcProvider(admin: KcAdminClient) {
  const alias = `zz-e2e-idp-${stamp()}`;
  await admin.identityProviders.create({
    realm: REALM,
    alias,
    displayName: `Broker ${alias}`,
    providerId: "oidc",
    enabled: true,
    config: {
      clientId: "broker",
      clientSecret: "stored-secret-e2e",
      authorizationUrl: "https://idp.e2e.example/auth",
      tokenUrl: "https://idp.e2e.example/token",
      clientAuthMethod: "client_secret_post",
      syncMode: "LEGACY",
    },
  });
  return alias;
}

test.describe("identity provider details", () => {
  test("saves advanced settings and keeps the masked secret", async ({ page, admin }) => {
    const alias = await oidcProvider(admin);
    await signIn(page, { hash: `/${REALM}/identity-providers/oidc/${alias}/settings` });
    await expect(page.getByRole("heading", { name: `Broker ${alias}`, level: 1 })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Alias" })).toHaveAttribute("readonly", "");
    await expect(page.getByRole("textbox", { name: "Client Secret" })).toHaveValue("**********");

    await toggle(page, page.getByRole("checkbox", { name: "Pass login_hint" }));
    await toggle(page, page.getByRole("checkbox", { name: "Trust email" }));
    await page.getByRole("textbox", { name: "Scopes" }).fill("openid email");
    await page.getByRole("combobox", { name: "Prompt" }).selectOption("login");
    await page.getByRole("spinbutton", { name: "Allowed clock skew" }).fill("30");
    await page.getByRole("combobox", { name: "First login flow override" }).selectOption("browser");
    await page.getByRole("combobox", { name: "Sync mode" }).selectOption("FORCE");
    await saveReviewed(page);
    await expect(page.getByText("Provider successfully updated")).toBeVisible();

    const stored = await admin.identityProviders.findOne({ realm: REALM, alias });
    expect(stored?.trustEmail).toBe(true);
    expect(stored?.firstBrokerLoginFlowAlias).toBe("browser");
    expect(stored?.config).toMatchObject({
      loginHint: "true",
      defaultScope: "openid email",
      prompt: "login",
      allowedClockSkew: "30",
      syncMode: "FORCE",
      // sent back masked, the secret stays the stored one (dev-server/test/hardening-secrets.test.ts reads the store)
      clientSecret: "**********",
    });
  });

  test("Revert puts the stored settings back and leaves nothing to lose", async ({ page, admin }) => {
    const alias = await oidcProvider(admin);
    await signIn(page, { hash: `/${REALM}/identity-providers/oidc/${alias}/settings` });
    const displayName = page.getByRole("textbox", { name: "Display name" });
    await expect(displayName).toHaveValue(`Broker ${alias}`);
    const save = page.getByRole("button", { name: "Save" });
    await expect(save).toBeDisabled();

    await displayName.fill("Changed, then reverted");
    await page.getByRole("textbox", { name: "Scopes" }).fill("openid");
    await expect(save).toBeEnabled();
    await page.getByRole("button", { name: "Revert" }).click();
    await expect(displayName).toHaveValue(`Broker ${alias}`);
    await expect(page.getByRole("textbox", { name: "Scopes" })).toHaveValue("");
    await expect(save).toBeDisabled();

    // leaving does not ask about changes that are gone
    await page.getByRole("tab", { name: "Mappers" }).click();
    await expect(page).toHaveURL(new RegExp(`/identity-providers/oidc/${alias}/mappers$`));
    await expect(page.getByRole("alertdialog", { name: "Unsaved changes" })).toHaveCount(0);
    expect((await admin.identityProviders.findOne({ realm: REALM, alias }))?.displayName).toBe(`Broker ${alias}`);
  });

  test("disables the provider after asking, and deletes it", async ({ page, admin }) => {
    const alias = await oidcProvider(admin);
    await signIn(page, { hash: `/${REALM}/identity-providers/oidc/${alias}/settings` });
    await toggle(page, page.getByRole("checkbox", { name: "Enabled" }));
    await page.getByRole("button", { name: "Disable" }).click();
    await expect(page.getByRole("checkbox", { name: "Enabled" })).not.toBeChecked();
    await expect
      .poll(async () => (await admin.identityProviders.findOne({ realm: REALM, alias }))?.enabled)
      .toBe(false);

    await page.getByRole("button", { name: "Delete" }).click();
    await confirmWith(page, "Delete");
    await expect(page).toHaveURL(/\/acme\/identity-providers$/);
    expect(await admin.identityProviders.findOne({ realm: REALM, alias })).toBeNull();
  });

  test("adds, edits and deletes mappers", async ({ page, admin }) => {
    const alias = await oidcProvider(admin);
    const mappers = () => admin.identityProviders.findMappers({ realm: REALM, alias });
    await signIn(page, { hash: `/${REALM}/identity-providers/oidc/${alias}/mappers` });

    await page.getByRole("button", { name: "Add mapper" }).first().click();
    await expect(page).toHaveURL(/\/mappers\/create$/);
    await page.getByRole("combobox", { name: "Mapper type" }).selectOption({ label: "Hardcoded Role" });
    await page.getByRole("textbox", { name: "Name" }).fill("staff role");
    await page.getByRole("button", { name: "Select role" }).click();
    const roleDialog = page.getByRole("dialog", { name: "Select role" });
    await toggle(page, roleDialog.getByRole("checkbox", { name: "manager", exact: true }));
    await roleDialog.getByRole("button", { name: "Select", exact: true }).click();
    await page.getByRole("button", { name: "Add" }).click();
    await expect(page).toHaveURL(new RegExp(`/${alias}/mappers$`));
    await expect
      .poll(async () => (await mappers()).map((m) => [m.name, m.config?.role]))
      .toEqual([["staff role", "manager"]]);

    await page.getByRole("button", { name: "Add mapper" }).first().click();
    await page.getByRole("combobox", { name: "Mapper type" }).selectOption({ label: "Attribute Importer" });
    await page.getByRole("textbox", { name: "Name" }).fill("department importer");
    await page.getByRole("combobox", { name: "Sync mode override" }).selectOption("FORCE");
    await page.getByRole("textbox", { name: "Claim" }).fill("dept");
    await page.getByRole("combobox", { name: "User Attribute Name" }).fill("department");
    await page.getByRole("option", { name: "department" }).first().click();
    await page.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("link", { name: "department importer" })).toBeVisible();
    const importer = (await mappers()).find((m) => m.name === "department importer");
    expect(importer?.identityProviderMapper).toBe("oidc-user-attribute-idp-mapper");
    expect(importer?.config).toMatchObject({ claim: "dept", "user.attribute": "department", syncMode: "FORCE" });

    await page.getByRole("link", { name: "department importer" }).click();
    await expect(page.getByRole("textbox", { name: "Mapper type" })).toHaveAttribute("readonly", "");
    await page.getByRole("textbox", { name: "Claim" }).fill("division");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Mapping successfully updated")).toBeVisible();
    await expect
      .poll(async () => (await mappers()).find((m) => m.name === "department importer")?.config?.claim)
      .toBe("division");

    await page.getByRole("button", { name: "Delete" }).click();
    await confirmWith(page, "Delete");
    await expect(page).toHaveURL(new RegExp(`/${alias}/mappers$`));
    await expect.poll(async () => (await mappers()).map((m) => m.name)).toEqual(["staff role"]);

    const row = page.getByRole("row").filter({ hasText: "staff role" });
    await chooseRowAction(row, "Delete");
    await confirmWith(page, "Delete");
    await expect.poll(async () => (await mappers()).length).toBe(0);
  });

  test("a view-only admin sees the settings read-only, with no save, switch or delete", async ({ page, admin }) => {
    const alias = await oidcProvider(admin);
    const viewer = { username: `zz-e2e-idp-viewer-${stamp()}`, password: "Viewer-1234" };
    // a complete profile: Keycloak asks a user who lacks email or names to update the account before signing in
    const { id: viewerId } = await admin.users.create({
      realm: REALM,
      username: viewer.username,
      enabled: true,
      email: `${viewer.username}@example.org`,
      firstName: "Broker",
      lastName: "Viewer",
    });
    await admin.users.resetPassword({
      realm: REALM,
      id: viewerId,
      credential: { type: "password", value: viewer.password, temporary: false },
    });
    const [management] = await admin.clients.find({ realm: REALM, clientId: "realm-management" });
    const role = await admin.clients.findRole({
      realm: REALM,
      id: management.id!,
      roleName: "view-identity-providers",
    });
    await admin.users.addClientRoleMappings({
      realm: REALM,
      id: viewerId,
      clientUniqueId: management.id!,
      roles: [{ id: role!.id!, name: role!.name! }],
    });

    await signIn(page, {
      loginRealm: REALM,
      hash: `/${REALM}/identity-providers/oidc/${alias}/settings`,
      user: viewer,
    });
    await expect(page.getByRole("heading", { name: `Broker ${alias}`, level: 1 })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Display name" })).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: "Enabled" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Mappers" }).click();
    await expect(page.getByRole("button", { name: "Add mapper" })).toHaveCount(0);
  });
});
