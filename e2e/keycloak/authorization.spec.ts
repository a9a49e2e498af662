// Authorization services on Keycloak: a scope, a resource, a role policy and a scope-based permission made in the
// console on a resource server of acme, the console's evaluation, and Keycloak's own decision on a real
// authorization request (an RPT for the permitted user, a refusal for the other).
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { chooseSearched } from "../support/searchSelect";
import { KEYCLOAK_URL } from "./support/keycloak";
import { unique } from "../support/unique";
import { tokenOf } from "./support/grants";
import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";
const PASSWORD = "Authz-pass-1";
const SECRET = "authz-secret-1234";

async function userWithRole(admin: KcAdminClient, username: string, role: string) {
  const { id } = await admin.users.create({
    realm: REALM,
    username,
    email: `${username}@acme.example`,
    firstName: "Authz",
    lastName: role,
    enabled: true,
    credentials: [{ type: "password", value: PASSWORD, temporary: false }],
  });
  const found = await admin.roles.findOneByName({ realm: REALM, name: role });
  await admin.users.addRealmRoleMappings({ realm: REALM, id, roles: [{ id: found!.id!, name: role }] });
}

/** Keycloak's decision on `user` asking the resource server for `resource#scope`: its status. */
async function authorizationStatus(clientId: string, username: string, permission: string) {
  const { access_token } = await tokenOf({
    realm: REALM,
    clientId,
    clientSecret: SECRET,
    username,
    password: PASSWORD,
  });
  const response = await fetch(`${KEYCLOAK_URL}/realms/${REALM}/protocol/openid-connect/token`, {
    method: "POST",
    headers: { Authorization: `Bearer ${access_token}` },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:uma-ticket",
      audience: clientId,
      permission,
    }),
  });
  return response.status;
}

const goTo = (page: Page, path: string) => page.goto(`${page.url().split("#")[0]}#/${REALM}/${path}`);

test("a resource, a scope, a role policy and a permission: evaluated in the console, enforced by Keycloak", async ({
  page,
  admin,
}) => {
  const names = {
    client: unique("kc-authz"),
    scope: unique("read"),
    resource: unique("report"),
    policy: unique("managers"),
    permission: unique("read-reports"),
    manager: unique("kc-manager"),
    employee: unique("kc-employee"),
  };
  const { id } = await admin.clients.create({
    realm: REALM,
    clientId: names.client,
    publicClient: false,
    secret: SECRET,
    serviceAccountsEnabled: true,
    directAccessGrantsEnabled: true,
    authorizationServicesEnabled: true,
  });
  await userWithRole(admin, names.manager, "manager");
  await userWithRole(admin, names.employee, "employee");

  await signIn(page, { hash: `/${REALM}/clients/${id}/authorization/scopes` });
  await page.getByRole("button", { name: "Create authorization scope" }).first().click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(names.scope);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: names.scope })).toBeVisible();

  await goTo(page, `clients/${id}/authorization/resources`);
  await page.getByRole("button", { name: "Create resource" }).first().click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(names.resource);
  await chooseSearched(page, page.getByRole("combobox", { name: "Authorization scopes" }), names.scope);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: names.resource })).toBeVisible();
  const [resource] = await admin.clients.listResources({ realm: REALM, id, name: names.resource });
  expect(resource?.scopes?.map((item) => item.name)).toEqual([names.scope]);

  await goTo(page, `clients/${id}/authorization/policies`);
  await page.getByRole("button", { name: "Create policy" }).first().click();
  await page.getByRole("dialog", { name: "Choose a policy type" }).getByRole("button", { name: "Role" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(names.policy);
  await chooseSearched(page, page.getByRole("combobox", { name: "Roles" }), "manager");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: names.policy })).toBeVisible();

  await goTo(page, `clients/${id}/authorization/permissions`);
  await page.getByRole("button", { name: "Create scope-based permission" }).first().click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(names.permission);
  await chooseSearched(page, page.getByRole("combobox", { name: "Resource", exact: true }), names.resource);
  await chooseSearched(page, page.getByRole("combobox", { name: "Authorization scopes" }), names.scope);
  await chooseSearched(page, page.getByRole("combobox", { name: "Apply policy" }), names.policy);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: names.permission })).toBeVisible();
  const [permission] = await admin.clients.findPermissions({ realm: REALM, id, name: names.permission });
  expect(
    (await admin.clients.getAssociatedPolicies({ realm: REALM, id, permissionId: permission!.id! })).map((p) => p.name),
  ).toEqual([names.policy]);

  await goTo(page, `clients/${id}/authorization/evaluate`);
  await chooseSearched(page, page.getByRole("combobox", { name: "Resource", exact: true }), names.resource);
  await chooseSearched(page, page.getByRole("combobox", { name: "Authorization scopes" }), names.scope);
  for (const [username, decision] of [
    [names.manager, "PERMIT"],
    [names.employee, "DENY"],
  ]) {
    // a user with an email address is offered as "username (email)"
    const user = page.getByRole("combobox", { name: "User", exact: true });
    await user.fill(username);
    await page.getByRole("option", { name: new RegExp(`^${username} `) }).dispatchEvent("click");
    await user.press("Escape");
    await page.getByRole("button", { name: "Evaluate", exact: true }).click();
    const result = page.getByTestId("evaluation-result").filter({ hasText: names.resource });
    await expect(result.getByRole("cell").nth(1)).toHaveText(decision);
  }

  const asked = `${names.resource}#${names.scope}`;
  expect(await authorizationStatus(names.client, names.manager, asked)).toBe(200);
  expect(await authorizationStatus(names.client, names.employee, asked)).toBe(403);
});
