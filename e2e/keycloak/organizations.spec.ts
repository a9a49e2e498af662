// Organizations on Keycloak, in a realm of the spec's own with organizations on: one made in the console with a
// domain, a realm user added as a member, someone new invited (Keycloak mails the invitation through the test's SMTP
// server) and listed as pending, and an identity provider linked with the domain, each checked through the admin API.
import type { Page } from "@playwright/test";
import { startSmtpSink, type SmtpSink } from "../../dev-server/test/helpers/smtpSink";
import { chooseInSelectField } from "../support/searchSelect";
import { useOwnRealm } from "./support/ownRealm";
import { endAdminSession, keycloakAdmin } from "./support/keycloak";
import { expect, signIn, test } from "./support/fixtures";

let smtp: SmtpSink;
test.beforeAll(async () => {
  smtp = await startSmtpSink();
});
test.afterAll(() => smtp.close());
const REALM = useOwnRealm("kc-orgs", { organizationsEnabled: true });
test.beforeAll(async () => {
  const admin = await keycloakAdmin();
  await admin.realms.update(
    { realm: REALM },
    { smtpServer: { host: "127.0.0.1", port: String(smtp.port), from: "orgs@example.org" } },
  );
  await endAdminSession(admin);
});

const NAME = "Example Partners";
const DOMAIN = "partners.example";

async function rowAction(page: Page, table: string, row: string, action: string) {
  await page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ hasText: row })
    .getByRole("button", { name: "Actions" })
    .click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

test("an organization with a domain, a member, an invitation and a linked identity provider", async ({
  page,
  admin,
}) => {
  const { id: memberId } = await admin.users.create({ realm: REALM, username: "bertram", enabled: true });
  await admin.identityProviders.create({
    realm: REALM,
    alias: "partner-idp",
    providerId: "oidc",
    enabled: true,
    config: {
      clientId: "e2e",
      clientSecret: "secret",
      authorizationUrl: "https://idp.example/auth",
      tokenUrl: "https://idp.example/token",
    },
  });

  await signIn(page, { hash: `/${REALM}/organizations/new` });
  const create = page.getByRole("form", { name: "Create organization" });
  await create.getByRole("textbox", { name: "Name" }).fill(NAME);
  await create.getByRole("textbox", { name: "Domain" }).fill(DOMAIN);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  const [organization] = await admin.organizations.find({ realm: REALM, search: NAME });
  expect(organization).toMatchObject({
    name: NAME,
    alias: "Example-Partners",
    domains: [{ name: DOMAIN, verified: false }],
  });
  const orgId = organization.id!;

  await page.getByRole("tab", { name: "Members" }).click();
  await page.getByRole("button", { name: "Add realm user" }).first().click();
  const picker = page.getByRole("dialog", { name: "Add realm user" });
  await picker.getByRole("searchbox", { name: "Search user" }).fill("bertram");
  await picker.getByRole("searchbox", { name: "Search user" }).press("Enter");
  await picker.locator("label").filter({ hasText: "bertram" }).click();
  await picker.getByRole("button", { name: "Add", exact: true }).click();
  await expect(
    page.getByRole("table", { name: "Members" }).getByRole("row").filter({ hasText: "bertram" }),
  ).toBeVisible();
  expect((await admin.organizations.listMembers({ realm: REALM, orgId })).map((m) => m.id)).toEqual([memberId]);

  const invitee = `ines@${DOMAIN}`;
  await page.getByRole("button", { name: "Invite member" }).click();
  const invite = page.getByRole("dialog", { name: "Invite member" });
  await invite.getByRole("textbox", { name: "Email" }).fill(invitee);
  await invite.getByRole("textbox", { name: "First name" }).fill("Ines");
  await invite.getByRole("textbox", { name: "Last name" }).fill("Vitee");
  await invite.getByRole("button", { name: "Send" }).click();
  await expect(invite).toBeHidden();
  await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(invitee)).length).toBe(1);
  await page.getByRole("tab", { name: "Invitations" }).click();
  await expect(
    page.getByRole("table", { name: "Invitations" }).getByRole("row").filter({ hasText: invitee }),
  ).toContainText("Pending");

  await page.getByRole("tab", { name: "Identity providers" }).click();
  await page.getByRole("button", { name: "Link identity provider" }).first().click();
  const link = page.getByRole("dialog", { name: "Link identity provider" });
  await chooseInSelectField(page, link.getByRole("combobox", { name: "Identity provider" }), "partner-idp");
  await link.getByRole("combobox", { name: "Domain" }).selectOption(DOMAIN);
  await link.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("table", { name: "Identity providers" }).getByRole("row").filter({ hasText: "partner-idp" }),
  ).toContainText(DOMAIN);
  const linked = await admin.identityProviders.findOne({ realm: REALM, alias: "partner-idp" });
  expect(linked?.organizationId).toBe(orgId);
  expect(linked?.config?.["kc.org.domain"]).toBe(DOMAIN);

  await page.getByRole("tab", { name: "Members" }).click();
  await rowAction(page, "Members", "bertram", "Remove");
  await page.getByRole("alertdialog", { name: "Remove member?" }).getByRole("button", { name: "Remove" }).click();
  await expect.poll(async () => admin.organizations.listMembers({ realm: REALM, orgId })).toEqual([]);
});
