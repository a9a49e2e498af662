import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { expect, signIn, test } from "./support/fixtures";

async function freshRealm(admin: KcAdminClient, name: string) {
  const realm = `e2e-${name}-${Date.now()}`;
  await admin.realms.create({ realm, enabled: true });
  return realm;
}

async function axeFindings(page: Page) {
  return (await axeViolations(page)).map((v) => `${v.impact} ${v.id}`);
}

test.describe("identity providers list", () => {
  test("a realm without providers offers every kind as a card opening its add page", async ({ page, admin }) => {
    const realm = await freshRealm(admin, "idp-empty");
    await signIn(page, { hash: `/${realm}/identity-providers` });

    await expect(page.getByRole("heading", { name: "No identity providers" })).toBeVisible();
    const userDefined = page.getByRole("list", { name: "User-defined" });
    for (const name of ["Keycloak OpenID Connect", "OpenID Connect v1.0", "SAML v2.0"])
      await expect(userDefined.getByRole("listitem", { name })).toBeVisible();
    const social = page.getByRole("list", { name: "Social" });
    for (const name of ["GitHub", "Google", "Microsoft"])
      await expect(social.getByRole("listitem", { name })).toBeVisible();
    await expect(page.getByRole("table", { name: "Identity providers" })).toHaveCount(0);
    await expect(userDefined.getByRole("link", { name: "SAML v2.0" })).toHaveAttribute(
      "href",
      `#/${realm}/identity-providers/saml/add`,
    );
    await expect(social.getByRole("link", { name: "GitHub" })).toHaveAttribute(
      "href",
      `#/${realm}/identity-providers/github/add`,
    );
    expect(await axeFindings(page)).toEqual([]);
  });

  test("the add menu lists the kinds and the alias opens the provider's settings", async ({ page, admin }) => {
    const realm = await freshRealm(admin, "idp-menu");
    await admin.identityProviders.create({ realm, alias: "corp", providerId: "oidc", config: {} });
    await signIn(page, { hash: `/${realm}/identity-providers` });

    await expect(page.getByRole("link", { name: "corp" })).toHaveAttribute(
      "href",
      `#/${realm}/identity-providers/oidc/corp/settings`,
    );
    await page.getByRole("button", { name: "Add provider" }).click();
    await expect(page.getByRole("menuitem", { name: "Keycloak OpenID Connect" })).toHaveAttribute(
      "href",
      `#/${realm}/identity-providers/keycloak-oidc/add`,
    );
    await expect(page.getByRole("menuitem", { name: "GitHub" })).toBeVisible();
    await page.keyboard.press("Escape");
  });

  test("reorders the providers with the keyboard and saves each one's guiOrder", async ({ page, admin }) => {
    const realm = await freshRealm(admin, "idp-order");
    for (const [alias, guiOrder] of [
      ["alpha", "0"],
      ["bravo", "1"],
      ["charlie", "2"],
    ])
      await admin.identityProviders.create({ realm, alias, providerId: "oidc", config: { guiOrder } });
    await signIn(page, { hash: `/${realm}/identity-providers` });

    const trigger = page.getByRole("button", { name: "Manage display order" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Manage display order" });
    const items = dialog.getByRole("listitem");
    await expect(items).toHaveText(["alpha", "bravo", "charlie"]);
    expect(await axeFindings(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Move charlie up" }).click();
    await expect(dialog.getByRole("button", { name: "Move charlie up" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(items).toHaveText(["charlie", "alpha", "bravo"]);
    await expect(dialog.getByRole("button", { name: "Move charlie down" })).toBeFocused();
    await dialog.getByRole("button", { name: "Save" }).click();

    await expect(page.getByText("Successfully changed display order of identity providers")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    const saved = await admin.identityProviders.find({ realm });
    const order = Object.fromEntries(saved.map((p) => [p.alias, p.config?.guiOrder]));
    expect(order).toEqual({ charlie: "0", alpha: "1", bravo: "2" });

    await trigger.click();
    await expect(items).toHaveText(["charlie", "alpha", "bravo"]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(items).toHaveCount(3);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("an admin who may only view sees no add menu, order or delete", async ({ page, admin }) => {
    const realm = await freshRealm(admin, "idp-viewer");
    await admin.identityProviders.create({ realm, alias: "corp", providerId: "oidc", config: {} });
    await admin.users.create({
      realm,
      username: "viewer",
      enabled: true,
      // a complete profile: Keycloak asks a user who lacks email or names to update the account before signing in
      email: "viewer@example.org",
      firstName: "Provider",
      lastName: "Viewer",
      credentials: [{ type: "password", value: "viewer", temporary: false }],
    });
    const [viewer] = await admin.users.find({ realm, username: "viewer", exact: true });
    const management = (await admin.clients.find({ realm, clientId: "realm-management" }))[0];
    const role = await admin.clients.findRole({ realm, id: management.id!, roleName: "view-identity-providers" });
    await admin.users.addClientRoleMappings({
      realm,
      id: viewer.id!,
      clientUniqueId: management.id!,
      roles: [{ id: role!.id!, name: role!.name! }],
    });

    await signIn(page, {
      loginRealm: realm,
      hash: `/${realm}/identity-providers`,
      user: { username: "viewer", password: "viewer" },
    });
    await expect(page.getByRole("link", { name: "corp" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add provider" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Manage display order" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Actions" })).toHaveCount(0);
  });
});
