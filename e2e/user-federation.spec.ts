import { expect, signIn, test } from "./support/fixtures";

const HELPDESK = { username: "helpdesk", password: "helpdesk" };

test.describe("user federation", () => {
  test("shows the seed's LDAP provider as a card", async ({ page }) => {
    await signIn(page, { hash: "/acme/user-federation" });
    const card = page.getByRole("listitem", { name: "corporate-ldap" });
    await expect(card).toContainText("LDAP");
    await expect(card).toContainText("Disabled");
  });

  test("deletes a provider after confirmation", async ({ page, admin }) => {
    const name = `e2e-kerberos-${Date.now()}`;
    const realm = await admin.realms.findOne({ realm: "acme" });
    const { id } = await admin.components.create({
      realm: "acme",
      name,
      providerId: "kerberos",
      providerType: "org.keycloak.storage.UserStorageProvider",
      parentId: realm?.id,
      config: { enabled: ["true"], kerberosRealm: ["EXAMPLE.ORG"] },
    });

    await signIn(page, { hash: "/acme/user-federation" });
    const card = page.getByRole("listitem", { name });
    await expect(card).toContainText("Kerberos");
    await expect(card).toContainText("Enabled");
    await card.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(name);
    await dialog.getByRole("button", { name: "Delete" }).click();

    await expect(page.getByText("The user federation provider has been deleted.")).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole("listitem", { name: "corporate-ldap" })).toBeVisible();
    expect(await admin.components.findOne({ realm: "acme", id })).toBeNull();
  });

  test("manage priorities: moving a provider first stores each provider's place as its priority", async ({
    page,
    admin,
  }) => {
    const realm = await admin.realms.findOne({ realm: "acme" });
    const name = `e2e-first-${Date.now()}`;
    const { id } = await admin.components.create({
      realm: "acme",
      name,
      providerId: "kerberos",
      providerType: "org.keycloak.storage.UserStorageProvider",
      parentId: realm?.id,
      config: { priority: ["50"], kerberosRealm: ["EXAMPLE.ORG"] },
    });

    await signIn(page, { hash: "/acme/user-federation" });
    await page.getByRole("button", { name: "Manage priorities" }).click();
    const dialog = page.getByRole("dialog", { name: "Manage priorities" });
    const order = dialog.getByRole("list", { name: "Manage priorities" }).getByRole("listitem");
    await expect(order.last()).toContainText(name);
    const count = await order.count();
    for (let moves = 1; moves < count; moves++) await dialog.getByRole("button", { name: `Move ${name} up` }).click();
    await expect(order.first()).toContainText(name);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText("Successfully changed the priority order of the user federation providers"),
    ).toBeVisible();

    const providers = await admin.components.find({
      realm: "acme",
      type: "org.keycloak.storage.UserStorageProvider",
    });
    const priorities = providers.map((provider) => [provider.name, provider.config?.priority?.[0]]);
    expect(priorities).toContainEqual([name, "0"]);
    expect(priorities.filter(([, priority]) => priority === "0")).toHaveLength(1);
    await admin.components.del({ realm: "acme", id });
  });

  test("a user without view-realm sees the forbidden view", async ({ page }) => {
    await signIn(page, { loginRealm: "acme", hash: "/acme/user-federation", user: HELPDESK });
    await expect(page.getByRole("heading", { name: /Forbidden/ })).toBeVisible();
  });
});
