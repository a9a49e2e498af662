// The admin-permissions tabs on Keycloak (fine-grained admin permissions v1), in a realm of the spec's own: switched
// on for the realm's users and for a group, a client, a realm role and an identity provider, each listed with the
// scope permissions Keycloak made on realm-management, one followed to its permission, and one switched off again.
import type { Page } from "@playwright/test";
import { useOwnRealm } from "./support/ownRealm";
import { expect, signIn, test } from "./support/fixtures";

const REALM = useOwnRealm("kc-fgap");

async function switchOn(page: Page) {
  const enabled = page.getByRole("checkbox", { name: "Permissions enabled" });
  // Every object starts with its permissions off. The screen before, switched on, stays shown until this one's code
  // and data are in: a click then went to its switch, asking to turn that one off, and this one stayed off.
  await expect(enabled).not.toBeChecked();
  // a click on the switch before the screen knows the current state would be lost
  await expect(enabled).toBeEnabled();
  await page.getByText("Permissions enabled", { exact: true }).click();
  await expect(enabled).toBeChecked();
  return page.getByRole("table", { name: "Permission list" });
}

test("permissions switched on for users, a group, a client, a role and a provider are Keycloak's", async ({
  page,
  admin,
}) => {
  const group = await admin.groups.create({ realm: REALM, name: "admins-of-sales" });
  const { id: clientId } = await admin.clients.create({ realm: REALM, clientId: "fgap-client" });
  await admin.roles.create({ realm: REALM, name: "fgap-role" });
  const role = (await admin.roles.findOneByName({ realm: REALM, name: "fgap-role" }))!;
  await admin.identityProviders.create({
    realm: REALM,
    alias: "fgap-idp",
    providerId: "oidc",
    enabled: true,
    config: {
      clientId: "x",
      clientSecret: "y",
      authorizationUrl: "https://idp.example/auth",
      tokenUrl: "https://idp.example/token",
    },
  });

  await signIn(page, { hash: `/${REALM}/users/permissions` });
  const users = await switchOn(page);
  await expect(users.getByRole("link", { name: "user-impersonated", exact: true })).toBeVisible();
  const realmUsers = async () =>
    (await admin.realms.getUsersManagementPermissions({ realm: REALM })) as {
      enabled: boolean;
      scopePermissions?: Record<string, string>;
    };
  await expect.poll(async () => (await realmUsers()).enabled).toBe(true);
  expect(Object.keys((await realmUsers()).scopePermissions ?? {})).toEqual(
    expect.arrayContaining([
      "view",
      "manage",
      "map-roles",
      "manage-group-membership",
      "impersonate",
      "user-impersonated",
    ]),
  );

  const screens: [string, () => Promise<{ enabled?: boolean; scopePermissions?: Record<string, string> }>][] = [
    [`groups/${group.id}/permissions`, () => admin.groups.listPermissions({ realm: REALM, id: group.id })],
    [`clients/${clientId}/permissions`, () => admin.clients.listFineGrainPermissions({ realm: REALM, id: clientId })],
    [`roles/${role.id}/permissions`, () => admin.roles.listPermissions({ realm: REALM, id: role.id! })],
    [
      "identity-providers/oidc/fgap-idp/permissions",
      () => admin.identityProviders.listPermissions({ realm: REALM, alias: "fgap-idp" }),
    ],
  ];
  for (const [path, stored] of screens) {
    await page.goto(page.url().replace(/#.*$/, `#/${REALM}/${path}`));
    const list = await switchOn(page);
    await expect.poll(async () => (await stored()).enabled, { message: path }).toBe(true);
    const scopes = Object.keys((await stored()).scopePermissions ?? {});
    expect(scopes.length, path).toBeGreaterThan(0);
    for (const scope of scopes) await expect(list.getByRole("link", { name: scope, exact: true })).toBeVisible();
  }

  // the group's manage permission is a permission of realm-management's authorization, where the link leads
  const [management] = await admin.clients.find({ realm: REALM, clientId: "realm-management" });
  await page.goto(page.url().replace(/#.*$/, `#/${REALM}/groups/${group.id}/permissions`));
  await page.getByRole("table", { name: "Permission list" }).getByRole("link", { name: "manage", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${management.id}/authorization/permission/scope/`));
  await expect(page.getByRole("heading", { name: `manage.permission.group.${group.id}`, level: 1 })).toBeVisible();
  await page.goBack();
  await page.getByText("Permissions enabled", { exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "Disable permissions?" })
    .getByRole("button", { name: "Confirm" })
    .click();
  // the switch follows Keycloak's answer: asked while it still removes the permissions, Keycloak answered 500
  await expect(page.getByRole("checkbox", { name: "Permissions enabled" })).not.toBeChecked();
  await expect
    .poll(async () => (await admin.groups.listPermissions({ realm: REALM, id: group.id })).enabled)
    .toBe(false);
});
