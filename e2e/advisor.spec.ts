// The configuration advisor (issue 39) in a realm of its own, seeded with deliberate weaknesses through the admin
// client: the screen lists them, a fix removes one on the server, and a dismissal is kept in the realm's attributes,
// so it stays dismissed after a reload until restored.
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { reviewDialog } from "./support/saveReviewed";
import { grantToGroup, grantToUser, managementRole } from "./support/managementRoles";

const REALM = `zz-e2e-advisor-${Date.now()}`;
const CLIENT = "legacy-spa";
// a client people sign in to, with Keycloak's default full scope
const PORTAL = "portal";

test.describe.configure({ mode: "serial" });

const findings = (page: Page) => page.getByRole("table", { name: "Findings", exact: true });
const dismissed = (page: Page) => page.getByRole("table", { name: "Dismissed findings" });
const row = (table: ReturnType<typeof findings>, title: string, object: string) =>
  table
    .getByRole("row")
    .filter({ hasText: title })
    .filter({ has: table.page().getByRole("link", { name: object }) });

test.describe("configuration advisor", () => {
  let clientId = "";
  let portalId = "";
  let groupId = "";

  test.beforeAll(async ({ admin }) => {
    await admin.realms.create({ realm: REALM, enabled: true, sslRequired: "none", accessTokenLifespan: 7200 });
    ({ id: clientId } = await admin.clients.create({
      realm: REALM,
      clientId: CLIENT,
      publicClient: true,
      implicitFlowEnabled: true,
      redirectUris: ["*"],
      webOrigins: ["*"],
    }));
    ({ id: portalId } = await admin.clients.create({
      realm: REALM,
      clientId: PORTAL,
      standardFlowEnabled: true,
      fullScopeAllowed: true,
      redirectUris: ["https://portal.example.org/*"],
    }));
    await admin.identityProviders.create({
      realm: REALM,
      alias: "partner",
      providerId: "oidc",
      enabled: true,
      trustEmail: true,
      config: {
        clientId: "x",
        clientSecret: "y",
        authorizationUrl: "https://idp.example/auth",
        tokenUrl: "https://idp.example/token",
      },
    });
    // a service account and every user holding manage-users, and a directory read over plain ldap://
    const manageUsers = await managementRole(admin, REALM, "manage-users");
    const { id: robotId } = await admin.clients.create({
      realm: REALM,
      clientId: "robot",
      serviceAccountsEnabled: true,
      standardFlowEnabled: false,
    });
    const robot = await admin.clients.getServiceAccountUser({ realm: REALM, id: robotId });
    await grantToUser(admin, manageUsers, robot.id!);
    // a person holding manage-users with a password alone
    const { id: rootId } = await admin.users.create({ realm: REALM, username: "root-admin", enabled: true });
    await grantToUser(admin, manageUsers, rootId);
    // a group every member of which administers users, and a composite role that hands manage-users on
    ({ id: groupId } = await admin.groups.create({ realm: REALM, name: "helpdesk" }));
    await grantToGroup(admin, manageUsers, groupId);
    await admin.roles.create({ realm: REALM, name: "support-lead" });
    const supportLead = await admin.roles.findOneByName({ realm: REALM, name: "support-lead" });
    await admin.roles.createComposite({ roleId: supportLead!.id!, realm: REALM }, [manageUsers.role]);
    const realm = await admin.realms.findOne({ realm: REALM });
    await admin.roles.createComposite({ roleId: realm!.defaultRole!.id!, realm: REALM }, [manageUsers.role]);
    await admin.components.create({
      realm: REALM,
      name: "plain-directory",
      providerId: "ldap",
      providerType: "org.keycloak.storage.UserStorageProvider",
      parentId: realm!.id,
      config: {
        enabled: ["false"],
        vendor: ["other"],
        connectionUrl: ["ldap://ldap.example.org"],
        editMode: ["READ_ONLY"],
        usersDn: ["ou=people,dc=example,dc=org"],
        authType: ["none"],
      },
    });
  });
  test.afterAll(async ({ admin }) => {
    await admin.realms.del({ realm: REALM });
  });

  test("lists the seeded weaknesses with their severity and the objects they concern", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/advisor` });
    await expect(page.getByRole("heading", { name: "Advisor", level: 1 })).toBeVisible();
    const table = findings(page);
    await expect(row(table, "Implicit flow enabled", CLIENT)).toContainText("High");
    await expect(row(table, "Wildcard in a redirect URI's host", CLIENT)).toBeVisible();
    await expect(row(table, "Web origins allow any site", CLIENT)).toBeVisible();
    await expect(row(table, "Public client without PKCE S256", CLIENT)).toBeVisible();
    await expect(row(table, "Identity provider's email trusted", "partner")).toBeVisible();
    await expect(row(table, "SSL not required", "Realm settings: General")).toBeVisible();
    await expect(row(table, "Access tokens live over an hour", "Realm settings: Tokens")).toBeVisible();
    await expect(row(table, "Service account with realm administration roles", "robot")).toContainText("High");
    await expect(
      row(table, "Administration roles granted to every user", "Realm settings: User registration"),
    ).toBeVisible();
    await expect(row(table, "LDAP without encryption", "plain-directory")).toBeVisible();
    await expect(row(table, "Administrator without a second factor", "root-admin")).toBeVisible();
    // root-admin signs in and holds manage-users: a sign-in client's full scope hands it to its tokens
    await expect(row(table, "Full scope allowed on a sign-in client", PORTAL)).toContainText("Medium");
    await expect(row(table, "Full scope allowed on a sign-in client", "security-admin-console")).toHaveCount(0);
    await expect(row(table, "Administration roles granted to a group", "/helpdesk")).toContainText("High");
    await expect(row(table, "Administration roles inside a composite role", "support-lead")).toContainText("High");
    // realm-admin holds the manage roles by design
    await expect(row(table, "Administration roles inside a composite role", "realm-admin")).toHaveCount(0);
    // an admin of everything reads every part: every rule ran
    await expect(page.getByText(/^Not checked, /)).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: "could not be read" })).toHaveCount(0);
    // the service account holds manage-users too, and can have no second factor
    await expect(row(table, "Administrator without a second factor", "service-account-robot")).toHaveCount(0);
    // the object links to the screen where it is fixed
    await row(table, "Implicit flow enabled", CLIENT).getByRole("link", { name: CLIENT }).click();
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/clients/${clientId}/settings$`));
    await page.goBack();
    await row(table, "Administration roles granted to a group", "/helpdesk").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/groups/${groupId}/role-mapping$`));
    await expect(page.getByRole("row").filter({ hasText: "manage-users" })).toBeVisible();
    await page.goBack();
    await row(table, "Administration roles inside a composite role", "support-lead").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`#/${REALM}/roles/[0-9a-f-]+/associated-roles$`));
  });

  test("a fix is reviewed, then saved on the client, and the finding goes", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/advisor` });
    const finding = row(findings(page), "Implicit flow enabled", CLIENT);
    await finding.getByRole("button", { name: "Fix" }).click();
    const review = reviewDialog(page);
    await expect(review.getByRole("row").filter({ hasText: "Implicit flow" })).toContainText(/On\s*Off/);
    await review.getByRole("button", { name: "Save", exact: true }).click();
    await expect(review).toBeHidden();
    await expect(finding).toBeHidden();
    await expect
      .poll(async () => (await admin.clients.findOne({ realm: REALM, id: clientId }))?.implicitFlowEnabled)
      .toBe(false);
    // the rest of the client stays as it was
    const client = await admin.clients.findOne({ realm: REALM, id: clientId });
    expect(client).toMatchObject({ publicClient: true, redirectUris: ["*"], webOrigins: ["*"] });
  });

  test("full scope is turned off on the client, its other settings kept", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/advisor` });
    const finding = row(findings(page), "Full scope allowed on a sign-in client", PORTAL);
    // the finding links to the dedicated scope's tab, where full scope is set
    await expect(finding.getByRole("link", { name: PORTAL })).toHaveAttribute(
      "href",
      new RegExp(`#/${REALM}/clients/${portalId}/clientScopes/dedicated/scope$`),
    );
    await finding.getByRole("button", { name: "Fix" }).click();
    const review = reviewDialog(page);
    await expect(review.getByRole("row").filter({ hasText: "Full scope allowed" })).toContainText(/On\s*Off/);
    await review.getByRole("button", { name: "Save", exact: true }).click();
    await expect(review).toBeHidden();
    await expect(finding).toBeHidden();
    await expect
      .poll(async () => (await admin.clients.findOne({ realm: REALM, id: portalId }))?.fullScopeAllowed)
      .toBe(false);
    const portal = await admin.clients.findOne({ realm: REALM, id: portalId });
    expect(portal).toMatchObject({ standardFlowEnabled: true, redirectUris: ["https://portal.example.org/*"] });
  });

  test("a realm fix shows a choice by its labels and keeps the realm's other settings", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/advisor` });
    const finding = row(findings(page), "SSL not required", "Realm settings: General");
    await finding.getByRole("button", { name: "Fix" }).click();
    const review = reviewDialog(page);
    await expect(review.getByRole("row").filter({ hasText: "Require SSL" })).toContainText(/None\s*External requests/);
    await review.getByRole("button", { name: "Save", exact: true }).click();
    await expect(finding).toBeHidden();
    await expect.poll(async () => (await admin.realms.findOne({ realm: REALM }))?.sslRequired).toBe("external");
    expect((await admin.realms.findOne({ realm: REALM }))?.accessTokenLifespan).toBe(7200);
  });

  test("a dismissed finding stays dismissed after a reload, with its reason, until restored", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/${REALM}/advisor` });
    const dismissButton = row(findings(page), "Identity provider's email trusted", "partner").getByRole("button", {
      name: "Dismiss",
    });
    // Escape leaves without a change, back on the button that opened the dialog
    await dismissButton.click();
    await page.getByRole("dialog", { name: "Dismiss finding" }).press("Escape");
    await expect(page.getByRole("dialog", { name: "Dismiss finding" })).toBeHidden();
    await expect(dismissButton).toBeFocused();

    await row(findings(page), "Identity provider's email trusted", "partner")
      .getByRole("button", { name: "Dismiss" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Dismiss finding" });
    await dialog.getByRole("textbox", { name: "Reason" }).fill("The partner verifies every address");
    await dialog.getByRole("button", { name: "Dismiss" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(findings(page), "Identity provider's email trusted", "partner")).toBeHidden();
    await expect(row(dismissed(page), "Identity provider's email trusted", "partner")).toContainText(
      "The partner verifies every address",
    );

    const stored = (await admin.realms.findOne({ realm: REALM }))?.attributes?.consoleAdvisorDismissed as string;
    expect(JSON.parse(stored)).toEqual({
      "idp-trust-email:identity-provider:partner": {
        reason: "The partner verifies every address",
        dismissedAt: expect.any(String),
        dismissedBy: expect.stringMatching(/\S/),
      },
    });
    const { dismissedBy } = JSON.parse(stored)["idp-trust-email:identity-provider:partner"] as { dismissedBy: string };

    await page.reload();
    // who dismissed it, for the realm's other admins
    await expect(row(dismissed(page), "Identity provider's email trusted", "partner")).toContainText(dismissedBy);
    await expect(row(findings(page), "Access tokens live over an hour", "Realm settings: Tokens")).toBeVisible();
    await expect(row(findings(page), "Identity provider's email trusted", "partner")).toBeHidden();

    await row(dismissed(page), "Identity provider's email trusted", "partner")
      .getByRole("button", { name: "Restore" })
      .click();
    await expect(row(findings(page), "Identity provider's email trusted", "partner")).toBeVisible();
    await expect
      .poll(async () => (await admin.realms.findOne({ realm: REALM }))?.attributes?.consoleAdvisorDismissed)
      .toBe("{}");
  });

  test("an admin with view-realm alone finds it in the sidebar and sees the findings without actions", async ({
    page,
    admin,
  }) => {
    // the default roles' manage-users would go to the viewer too
    const realm = await admin.realms.findOne({ realm: REALM });
    const defaults = await admin.roles.getCompositeRoles({ realm: REALM, id: realm!.defaultRole!.id! });
    await admin.roles.delCompositeRoles(
      { realm: REALM, id: realm!.defaultRole!.id! },
      defaults.filter((role) => role.name === "manage-users"),
    );
    const viewer = { username: "advisor-viewer", password: "Viewer-1234" };
    // a complete profile: Keycloak asks a user who lacks email or names to update the account before signing in
    const { id: viewerId } = await admin.users.create({
      realm: REALM,
      username: viewer.username,
      enabled: true,
      email: "advisor-viewer@example.org",
      firstName: "Advisor",
      lastName: "Viewer",
      credentials: [{ type: "password", value: viewer.password, temporary: false }],
    });
    await grantToUser(admin, await managementRole(admin, REALM, "view-realm"), viewerId!);

    await signIn(page, { loginRealm: REALM, hash: `/${REALM}`, user: viewer });
    await page.getByRole("navigation", { name: "Configure" }).getByRole("link", { name: "Advisor" }).click();
    await expect(page.getByRole("heading", { name: "Advisor", level: 1 })).toBeVisible();
    await expect(row(findings(page), "Access tokens live over an hour", "Realm settings: Tokens")).toBeVisible();
    await expect(page.getByRole("button", { name: "Fix" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Dismiss" })).toHaveCount(0);
    // the clients and the events' settings are not view-realm's to read: said, and their rules named as not checked
    await expect(
      page.getByRole("alert").filter({ hasText: "Part of the configuration could not be read" }),
    ).toBeVisible();
    await expect(page.getByText(/^Not checked, .*Implicit flow enabled/)).toBeVisible();
  });
});
