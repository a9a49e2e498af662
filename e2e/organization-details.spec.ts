import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";
import { chooseInSelectField } from "./support/searchSelect";

const REALM = "acme";
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

type OutboxMail = { type: string; to: string; details: { organizationId?: string; firstName?: string } };

async function outbox(admin: KcAdminClient): Promise<OutboxMail[]> {
  const response = await fetch(`${E2E_BASE_URL}/admin/realms/${REALM}/dev/outbox`, {
    headers: { Authorization: `Bearer ${await admin.getAccessToken()}` },
  });
  return response.json();
}

/** A user of acme signed in with a password, holding only the realm-management roles given. */
async function realmAdmin(admin: KcAdminClient, roles: string[]) {
  const user = { username: `zz-e2e-org-admin-${stamp()}`, password: "Org-admin-1234" };
  // a complete profile: Keycloak asks a user who lacks email or names to update the account before signing in
  const { id } = await admin.users.create({
    realm: REALM,
    username: user.username,
    enabled: true,
    email: `${user.username}@example.org`,
    firstName: "Organization",
    lastName: "Admin",
  });
  await admin.users.resetPassword({
    realm: REALM,
    id,
    credential: { type: "password", value: user.password, temporary: false },
  });
  const [management] = await admin.clients.find({ realm: REALM, clientId: "realm-management" });
  const mapped = await Promise.all(
    roles.map((roleName) => admin.clients.findRole({ realm: REALM, id: management.id!, roleName })),
  );
  await admin.users.addClientRoleMappings({
    realm: REALM,
    id,
    clientUniqueId: management.id!,
    roles: mapped.map((role) => ({ id: role!.id!, name: role!.name! })),
  });
  return user;
}

async function rowAction(page: Page, table: string, row: string, action: string) {
  await page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ hasText: row })
    .getByRole("button", { name: "Actions" })
    .click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

test.describe("organization details", () => {
  test("creates an organization and manages its settings, attributes, members, invitations and identity providers", async ({
    page,
    admin,
  }) => {
    const suffix = stamp();
    const name = `E2E Org ${suffix}`;
    const domain = `org-${suffix}.example`;
    const member = `zz-e2e-member-${suffix}`;
    const provider = `e2e-org-idp-${suffix}`;
    const { id: memberId } = await admin.users.create({ realm: REALM, username: member, enabled: true });
    await admin.identityProviders.create({
      realm: REALM,
      alias: provider,
      providerId: "oidc",
      enabled: true,
      config: { clientId: "e2e", clientSecret: "secret", authorizationUrl: "https://idp.example/auth" },
    });
    // acme's seeded SMTP host does not exist: the invitation then goes to the dev outbox alone
    // only that field: a whole realm written back would undo what tests running beside this one save in acme
    const { smtpServer } = (await admin.realms.findOne({ realm: REALM }))!;
    await admin.realms.update({ realm: REALM }, { smtpServer: {} });

    await signIn(page, { hash: `/${REALM}/organizations/new` });
    const create = page.getByRole("form", { name: "Create organization" });
    await create.getByRole("textbox", { name: "Name" }).fill(name);
    await create.getByRole("textbox", { name: "Domain" }).fill(domain);
    await create.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Settings", selected: true })).toBeVisible();
    const [created] = await admin.organizations.find({ realm: REALM, search: name, exact: true });
    expect(page.url()).toContain(`/organizations/${created.id}/settings`);

    // settings: the alias stays, the description and the domain's verified flag are saved
    const settings = page.getByRole("form", { name: "Settings" });
    await expect(settings.getByRole("textbox", { name: "Alias" })).toHaveAttribute("readonly", "");
    await settings.getByRole("textbox", { name: "Description" }).fill("Made by the e2e test");
    await settings.getByRole("checkbox", { name: domain }).check({ force: true });
    await settings.getByRole("button", { name: "Save" }).click();
    // the create screen's alert of the same text may still show
    await expect(page.getByText("Organization successfully saved.").last()).toBeVisible();
    await expect
      .poll(async () => {
        const saved = await admin.organizations.findOne({ realm: REALM, id: created.id! });
        return [saved?.description, saved?.domains, saved?.alias];
      })
      .toEqual(["Made by the e2e test", [{ name: domain, verified: true }], name.replace(/ /g, "-")]);

    // the save is done once the form is clean again: Save is disabled while it runs too, Revert only once it is over
    await expect(settings.getByRole("button", { name: "Save" })).toBeDisabled();
    await expect(settings.getByRole("button", { name: "Revert" })).toBeDisabled();

    // a name another organization holds: Keycloak's message on the name field, what was typed kept
    await settings.getByRole("textbox", { name: "Name" }).fill("ACME Europe");
    await settings.getByRole("button", { name: "Save" }).click();
    await expect(settings.getByText("A organization with the same name already exists.")).toBeVisible();
    await expect(settings.getByRole("textbox", { name: "Name" })).toHaveValue("ACME Europe");
    await settings.getByRole("button", { name: "Revert" }).click();

    // attributes
    await page.getByRole("tab", { name: "Attributes" }).click();
    const attributes = page.getByRole("form", { name: "Attributes" });
    await attributes.getByRole("button", { name: "Add an attribute" }).click();
    await attributes.getByRole("textbox", { name: "Key" }).fill("region");
    await attributes.getByRole("textbox", { name: "Value" }).fill("emea");
    await attributes.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(async () => (await admin.organizations.findOne({ realm: REALM, id: created.id! }))?.attributes)
      .toEqual({ region: ["emea"] });

    // members: an existing user through the picker
    await page.getByRole("tab", { name: "Members" }).click();
    await page.getByRole("button", { name: "Add realm user" }).first().click();
    const picker = page.getByRole("dialog", { name: "Add realm user" });
    await picker.getByRole("searchbox", { name: "Search user" }).fill(member);
    await picker.getByRole("searchbox", { name: "Search user" }).press("Enter");
    // the label, which waits until the opening dialog stands still (the hidden input itself would be clicked mid-way)
    await picker.locator("label").filter({ hasText: member }).click();
    await expect(picker.getByRole("checkbox", { name: member })).toBeChecked();
    await picker.getByRole("button", { name: "Add", exact: true }).click();
    const members = page.getByRole("table", { name: "Members" });
    await expect(members.getByRole("row").filter({ hasText: member })).toContainText("Unmanaged");
    expect((await admin.organizations.listMembers({ realm: REALM, orgId: created.id! })).map((m) => m.id)).toEqual([
      memberId,
    ]);

    // members: invite someone new by email
    const invitee = `invitee-${suffix}@${domain}`;
    await page.getByRole("button", { name: "Invite member" }).click();
    const invite = page.getByRole("dialog", { name: "Invite member" });
    await invite.getByRole("textbox", { name: "Email" }).fill(invitee);
    await invite.getByRole("textbox", { name: "First name" }).fill("Ines");
    await invite.getByRole("textbox", { name: "Last name" }).fill("Vitee");
    await invite.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Invitation sent")).toBeVisible();
    await expect(invite).toBeHidden();
    const mail = (await outbox(admin)).find((m) => m.type === "ORGANIZATION_INVITE" && m.to === invitee);
    expect(mail?.details).toMatchObject({ organizationId: created.id, firstName: "Ines" });

    // invitations: the pending one is listed, resent as a new one, then withdrawn
    await page.getByRole("tab", { name: "Invitations" }).click();
    const invitations = page.getByRole("table", { name: "Invitations" });
    await expect(invitations.getByRole("row").filter({ hasText: invitee })).toContainText("Pending");
    const [sent] = await admin.organizations.listInvitations({ realm: REALM, orgId: created.id! });
    await rowAction(page, "Invitations", invitee, "Resend");
    await expect
      .poll(async () => (await admin.organizations.listInvitations({ realm: REALM, orgId: created.id! }))[0]?.id)
      .not.toBe(sent.id);
    await rowAction(page, "Invitations", invitee, "Delete");
    await page.getByRole("alertdialog", { name: "Delete invitation?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("heading", { name: "No invitations" })).toBeVisible();
    expect(await admin.organizations.listInvitations({ realm: REALM, orgId: created.id! })).toEqual([]);

    // identity providers: link with the domain and the email-domain redirect
    await page.getByRole("tab", { name: "Identity providers" }).click();
    await page.getByRole("button", { name: "Link identity provider" }).first().click();
    const link = page.getByRole("dialog", { name: "Link identity provider" });
    await chooseInSelectField(page, link.getByRole("combobox", { name: "Identity provider" }), provider);
    await link.getByRole("combobox", { name: "Domain" }).selectOption(domain);
    await link.getByRole("checkbox", { name: "Redirect when email domain matches" }).check({ force: true });
    await link.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Identity provider successfully linked to the organization")).toBeVisible();
    const linked = page
      .getByRole("table", { name: "Identity providers" })
      .getByRole("row")
      .filter({ hasText: provider });
    await expect(linked).toContainText(domain);
    const saved = await admin.identityProviders.findOne({ realm: REALM, alias: provider });
    expect(saved?.organizationId).toBe(created.id);
    expect(saved?.config).toMatchObject({
      "kc.org.domain": domain,
      "kc.org.broker.redirect.mode.email-matches": "true",
    });
    expect(saved?.hideOnLogin).toBe(true);

    // unlink, asked first
    await rowAction(page, "Identity providers", provider, "Unlink provider");
    await page
      .getByRole("alertdialog", { name: "Unlink identity provider?" })
      .getByRole("button", { name: "Unlink provider" })
      .click();
    await expect(page.getByRole("heading", { name: "No linked identity providers" })).toBeVisible();
    expect(await admin.organizations.listIdentityProviders({ realm: REALM, orgId: created.id! })).toEqual([]);

    // remove the member, asked first
    await page.getByRole("tab", { name: "Members" }).click();
    await rowAction(page, "Members", member, "Remove");
    await page.getByRole("alertdialog", { name: "Remove member?" }).getByRole("button", { name: "Remove" }).click();
    await expect(page.getByRole("heading", { name: "No members" })).toBeVisible();
    expect(await admin.organizations.listMembers({ realm: REALM, orgId: created.id! })).toEqual([]);

    await admin.realms.update({ realm: REALM }, { smtpServer });
    await admin.organizations.delById({ realm: REALM, id: created.id! });
    await admin.identityProviders.del({ realm: REALM, alias: provider });
    await admin.users.del({ realm: REALM, id: memberId });
  });

  test("an admin who may not manage the realm sees an organization read-only; without manage-users it is only listed", async ({
    page,
    browser,
    admin,
  }) => {
    const [europe] = await admin.organizations.find({ realm: REALM, search: "ACME Europe", exact: true });
    // Keycloak 26.7 reads organizations with view-organizations (not view-realm), their linked providers with
    // view-identity-providers too
    const usersAdmin = await realmAdmin(admin, [
      "manage-users",
      "query-groups",
      "view-organizations",
      "view-identity-providers",
    ]);
    await signIn(page, { loginRealm: REALM, user: usersAdmin, hash: `/${REALM}/organizations` });
    await page.getByRole("link", { name: "ACME Europe" }).click();
    await expect(page.getByRole("heading", { name: "ACME Europe", level: 1 })).toBeVisible();
    const settings = page.getByRole("form", { name: "Settings" });
    await expect(settings.getByRole("textbox", { name: "Name" })).toHaveAttribute("readonly", "");
    await expect(settings.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Members" }).click();
    await expect(page.getByRole("table", { name: "Members" }).getByRole("link", { name: "amelie" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add realm user" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Identity providers" }).click();
    await expect(page.getByRole("table", { name: "Identity providers" })).toContainText("corporate-sso");
    await expect(page.getByRole("button", { name: "Link identity provider" })).toHaveCount(0);

    const groupsOnly = await realmAdmin(admin, ["query-groups", "view-organizations"]);
    // a browser of its own: the console keeps the first admin's session in this page
    const other = await (await browser.newContext()).newPage();
    await signIn(other, { loginRealm: REALM, user: groupsOnly, hash: `/${REALM}/organizations` });
    const row = other.getByRole("table", { name: "Organizations" }).getByRole("row").filter({ hasText: "ACME Europe" });
    await expect(row).toBeVisible();
    await expect(row.getByRole("link")).toHaveCount(0);
    await other.goto(other.url().replace(/#.*$/, `#/${REALM}/organizations/${europe.id}/settings`));
    await expect(other.getByText("Forbidden, permission needed:")).toBeVisible();
    await expect(other.getByRole("textbox", { name: "Name" })).toHaveCount(0);
    await other.context().close();
  });
});
