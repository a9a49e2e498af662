// The configuration advisor (issue 39) on Keycloak, in a realm of the spec's own seeded with weaknesses through the
// admin client (a public client with Keycloak's default full scope; a service account, a user, a group, a client's
// composite role and the default roles holding manage-users; SSL none, brute force off): Keycloak's representations
// trigger the rules, a fix saved through the object's own endpoint is what Keycloak then holds, and a dismissal is
// kept among the realm's attributes.
import { reviewDialog } from "../support/saveReviewed";
import { useOwnRealm } from "./support/ownRealm";
import { expect, signIn, test } from "./support/fixtures";
import { grantToGroup, grantToUser, managementRole } from "../support/managementRoles";

const REALM = useOwnRealm("kc-advisor", { sslRequired: "none", bruteForceProtected: false });
const CLIENT = "kc-legacy-spa";

test.describe.configure({ mode: "serial" });

test("the advisor lists Keycloak's weaknesses, fixes one, and keeps a dismissal", async ({ page, admin }) => {
  const { id: clientId } = await admin.clients.create({
    realm: REALM,
    clientId: CLIENT,
    publicClient: true,
    directAccessGrantsEnabled: true,
    redirectUris: ["https://*.example.com/*"],
  });

  // a service account holding manage-users, and manage-users among the roles every user gets
  const manageUsers = await managementRole(admin, REALM, "manage-users");
  const { id: robotId } = await admin.clients.create({
    realm: REALM,
    clientId: "kc-robot",
    serviceAccountsEnabled: true,
    standardFlowEnabled: false,
  });
  const robot = await admin.clients.getServiceAccountUser({ realm: REALM, id: robotId });
  await grantToUser(admin, manageUsers, robot.id!);
  const { id: rootId } = await admin.users.create({ realm: REALM, username: "kc-root-admin", enabled: true });
  await grantToUser(admin, manageUsers, rootId);
  // a group and a client's composite role handing manage-users on
  const { id: groupId } = await admin.groups.create({ realm: REALM, name: "kc-helpdesk" });
  await grantToGroup(admin, manageUsers, groupId);
  await admin.clients.createRole({ realm: REALM, id: clientId, name: "kc-ops" });
  const ops = await admin.clients.findRole({ realm: REALM, id: clientId, roleName: "kc-ops" });
  await admin.roles.createComposite({ roleId: ops!.id!, realm: REALM }, [manageUsers.role]);
  const { defaultRole } = (await admin.realms.findOne({ realm: REALM }))!;
  await admin.roles.createComposite({ roleId: defaultRole!.id!, realm: REALM }, [manageUsers.role]);

  await signIn(page, { hash: `/${REALM}/advisor` });
  const findings = page.getByRole("table", { name: "Findings", exact: true });
  const row = (title: string, object: string) =>
    findings
      .getByRole("row")
      .filter({ hasText: title })
      .filter({ has: page.getByRole("link", { name: object }) });
  await expect(row("Direct access grants on a public client", CLIENT)).toBeVisible();
  await expect(row("Wildcard in a redirect URI's host", CLIENT)).toBeVisible();
  await expect(row("SSL not required", "Realm settings: General")).toContainText("High");
  await expect(row("Brute force detection off", "Realm settings: Security defenses")).toBeVisible();
  await expect(row("Service account with realm administration roles", "kc-robot")).toBeVisible();
  await expect(row("Administration roles granted to every user", "Realm settings: User registration")).toBeVisible();
  await expect(row("Administrator without a second factor", "kc-root-admin")).toBeVisible();
  await expect(row("Administration roles granted to a group", "/kc-helpdesk")).toContainText("High");
  await expect(row("Administration roles inside a composite role", "kc-ops")).toBeVisible();
  await expect(row("Administration roles inside a composite role", "realm-admin")).toHaveCount(0);
  // an admin of everything reads every part: every rule ran
  await expect(page.getByText(/^Not checked, /)).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "could not be read" })).toHaveCount(0);
  await expect(row("Administrator without a second factor", "service-account-kc-robot")).toHaveCount(0);
  // Keycloak's own admin-cli is public with direct grants by design
  await expect(row("Direct access grants on a public client", "admin-cli")).toHaveCount(0);
  // kc-root-admin signs in and holds manage-users; Keycloak's own sign-in clients are left alone
  await expect(row("Full scope allowed on a sign-in client", CLIENT)).toContainText("Medium");
  for (const own of ["security-admin-console", "account-console", "account"]) {
    await expect(row("Full scope allowed on a sign-in client", own)).toHaveCount(0);
  }

  await row("Direct access grants on a public client", CLIENT).getByRole("button", { name: "Fix" }).click();
  await reviewDialog(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(row("Direct access grants on a public client", CLIENT)).toBeHidden();
  const client = await admin.clients.findOne({ realm: REALM, id: clientId });
  expect(client).toMatchObject({ directAccessGrantsEnabled: false, redirectUris: ["https://*.example.com/*"] });

  await row("Brute force detection off", "Realm settings: Security defenses")
    .getByRole("button", { name: "Fix" })
    .click();
  await reviewDialog(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(row("Brute force detection off", "Realm settings: Security defenses")).toBeHidden();
  await expect.poll(async () => (await admin.realms.findOne({ realm: REALM }))?.bruteForceProtected).toBe(true);

  await row("SSL not required", "Realm settings: General").getByRole("button", { name: "Dismiss" }).click();
  const dialog = page.getByRole("dialog", { name: "Dismiss finding" });
  await dialog.getByRole("textbox", { name: "Reason" }).fill("TLS ends at the proxy in front");
  await dialog.getByRole("button", { name: "Dismiss" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  const dismissed = page.getByRole("table", { name: "Dismissed findings" });
  await expect(dismissed.getByRole("row").filter({ hasText: "SSL not required" })).toContainText(
    "TLS ends at the proxy in front",
  );
  const realm = await admin.realms.findOne({ realm: REALM });
  expect(JSON.parse(realm?.attributes?.consoleAdvisorDismissed as string)).toHaveProperty(
    ["realm-ssl-none:realm", "reason"],
    "TLS ends at the proxy in front",
  );
  // the dismissal went with the realm's other attributes, which Keycloak would drop if they were left out
  expect(realm?.attributes).toHaveProperty("cibaBackchannelTokenDeliveryMode");
});
