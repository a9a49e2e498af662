import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { saveReviewed } from "./support/saveReviewed";
import { chooseSearched } from "./support/searchSelect";

const REALM = "acme";
const suffix = `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

async function createUser(admin: KcAdminClient, username: string, roles: string[]) {
  const { id } = await admin.users.create({ realm: REALM, username, enabled: true });
  const realmRoles = await Promise.all(roles.map((name) => admin.roles.findOneByName({ realm: REALM, name })));
  if (realmRoles.length)
    await admin.users.addRealmRoleMappings({
      realm: REALM,
      id,
      roles: realmRoles.map((role) => ({ id: role!.id!, name: role!.name! })),
    });
  return id;
}

/**
 * Users enough for the realm to hold more than `count`, so that a user created after them is not among the first
 * `count` a list shows; answers their ids, to be deleted.
 */
async function fillRealmBeyond(admin: KcAdminClient, count: number): Promise<string[]> {
  const missing = count + 1 - (await admin.users.count({ realm: REALM }));
  const ids: string[] = [];
  for (let first = 0; first < missing; first += 10) {
    const batch = Array.from({ length: Math.min(10, missing - first) }, (_, i) =>
      admin.users.create({ realm: REALM, username: `e2e-authz-filler-${suffix}-${first + i}`, enabled: true }),
    );
    ids.push(...(await Promise.all(batch)).map((user) => user.id));
  }
  return ids;
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
}

/** A policy's own line in the list of those that voted, with its decision. */
const vote = (voters: Locator, policy: string, status: "PERMIT" | "DENY") =>
  voters.getByRole("listitem").filter({ hasText: new RegExp(`^${policy}${status}$`) });

/** Evaluates for a user; the resource and scope stay as chosen. */
async function evaluateFor(page: Page, username: string, resource: string) {
  await chooseSearched(page, page.getByRole("combobox", { name: "User", exact: true }), username);
  await page.getByRole("button", { name: "Evaluate", exact: true }).click();
  return page.getByTestId("evaluation-result").filter({ hasText: resource });
}

test.describe("client authorization", () => {
  test("enable authorization, build scope, resource, policies and a permission, evaluate and export", async ({
    page,
    admin,
  }) => {
    // one journey of many steps, each a round trip to the server
    test.setTimeout(180_000);
    const names = {
      client: `e2e-authz-${suffix}`,
      scope: `read-${suffix}`,
      resource: `report-${suffix}`,
      rolePolicy: `managers-${suffix}`,
      timePolicy: `this-millennium-${suffix}`,
      permission: `read-reports-${suffix}`,
      manager: `e2e-manager-${suffix}`,
      employee: `e2e-employee-${suffix}`,
      userPolicy: `last-user-${suffix}`,
      // sorts after every other user, so beyond any first page of them
      lastUser: `zzz-e2e-authz-${suffix}`,
    };
    const { id } = await admin.clients.create({
      realm: REALM,
      clientId: names.client,
      publicClient: false,
      serviceAccountsEnabled: true,
    });
    await createUser(admin, names.manager, ["manager"]);
    await createUser(admin, names.employee, ["employee"]);
    const fillers = await fillRealmBeyond(admin, 100);
    const lastUser = await createUser(admin, names.lastUser, []);

    // enable authorization on the client's settings
    await signIn(page, { hash: `/${REALM}/clients/${id}/settings` });
    await page.getByRole("checkbox", { name: "Authorization", exact: true }).check({ force: true });
    await saveReviewed(page);
    await expect
      .poll(async () => (await admin.clients.findOne({ realm: REALM, id }))?.authorizationServicesEnabled)
      .toBe(true);
    await openTab(page, "Authorization");
    await expect(page).toHaveURL(new RegExp(`/clients/${id}/authorization/settings$`));
    await expect(page.getByRole("radio", { name: "Enforcing" })).toBeChecked();

    // an authorization scope
    await openTab(page, "Authorization scopes");
    await page.getByRole("button", { name: "Create authorization scope" }).first().click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(names.scope);
    await page.getByRole("textbox", { name: "Display name" }).fill("Read");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: names.scope })).toBeVisible();
    const [scope] = await admin.clients.listAllScopes({ realm: REALM, id, name: names.scope });
    expect(scope).toMatchObject({ name: names.scope, displayName: "Read" });

    // a resource using it
    await page.goto(`${page.url().split("#")[0]}#/${REALM}/clients/${id}/authorization/resources`);
    await page.getByRole("button", { name: "Create resource" }).first().click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(names.resource);
    await page.getByRole("textbox", { name: "Type", exact: true }).fill("urn:e2e:report");
    await chooseSearched(page, page.getByRole("combobox", { name: "Authorization scopes" }), names.scope);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: names.resource })).toBeVisible();
    const [resource] = await admin.clients.listResources({ realm: REALM, id, name: names.resource });
    expect(resource).toMatchObject({ name: names.resource, type: "urn:e2e:report" });
    expect(resource?.scopes?.map((item) => item.name)).toEqual([names.scope]);

    // a role policy: the manager realm role
    await page.goto(`${page.url().split("#")[0]}#/${REALM}/clients/${id}/authorization/policies`);
    await page.getByRole("button", { name: "Create policy" }).first().click();
    await page.getByRole("dialog", { name: "Choose a policy type" }).getByRole("button", { name: "Role" }).click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(names.rolePolicy);
    await chooseSearched(page, page.getByRole("combobox", { name: "Roles" }), "manager");
    await page.getByText("Required: manager", { exact: true }).click();
    await expect(page.getByRole("checkbox", { name: "Required: manager" })).toBeChecked();
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: names.rolePolicy })).toBeVisible();
    const manager = await admin.roles.findOneByName({ realm: REALM, name: "manager" });
    const rolePolicy = (await admin.clients.findPolicyByName({ realm: REALM, id, name: names.rolePolicy })) as {
      id: string;
    };
    const storedRole = (await admin.clients.findOnePolicyWithType({
      realm: REALM,
      id,
      type: "role",
      policyId: rolePolicy.id,
    })) as unknown as { roles: { id: string; required: boolean }[] };
    expect(storedRole.roles).toEqual([{ id: manager!.id, required: true }]);

    // a user policy naming a user beyond the first 100, found by the server's search and shown by name once saved
    await page.goto(`${page.url().split("#")[0]}#/${REALM}/clients/${id}/authorization/policy/new/user`);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(names.userPolicy);
    await chooseSearched(page, page.getByRole("combobox", { name: "Users" }), names.lastUser);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: names.userPolicy })).toBeVisible();
    const userPolicy = (await admin.clients.findPolicyByName({ realm: REALM, id, name: names.userPolicy })) as {
      id: string;
    };
    expect(
      await admin.clients.findOnePolicyWithType({ realm: REALM, id, type: "user", policyId: userPolicy.id }),
    ).toMatchObject({ users: [lastUser] });
    await page.reload();
    // the chip of the chosen user, by name
    await expect(page.getByRole("button", { name: `Remove ${names.lastUser}` })).toBeVisible();
    await Promise.all(fillers.map((filler) => admin.users.del({ realm: REALM, id: filler })));

    // a time policy: any year of this millennium
    await page.goto(`${page.url().split("#")[0]}#/${REALM}/clients/${id}/authorization/policy/new/time`);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(names.timePolicy);
    const year = page.getByRole("group", { name: "Year" });
    await year.getByRole("spinbutton", { name: "From" }).fill("2000");
    await year.getByRole("spinbutton", { name: "To" }).fill("2999");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: names.timePolicy })).toBeVisible();
    const timePolicy = (await admin.clients.findPolicyByName({ realm: REALM, id, name: names.timePolicy })) as {
      id: string;
    };
    expect(
      await admin.clients.findOnePolicyWithType({ realm: REALM, id, type: "time", policyId: timePolicy.id }),
    ).toMatchObject({ year: "2000", yearEnd: "2999" });

    // a scope-based permission on the resource's scope applying both policies
    await page.goto(`${page.url().split("#")[0]}#/${REALM}/clients/${id}/authorization/permissions`);
    await page.getByRole("button", { name: "Create scope-based permission" }).first().click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(names.permission);
    await chooseSearched(page, page.getByRole("combobox", { name: "Resource", exact: true }), names.resource);
    await chooseSearched(page, page.getByRole("combobox", { name: "Authorization scopes" }), names.scope);
    await chooseSearched(page, page.getByRole("combobox", { name: "Apply policy" }), names.rolePolicy);
    await chooseSearched(page, page.getByRole("combobox", { name: "Apply policy" }), names.timePolicy);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: names.permission })).toBeVisible();
    const [permission] = await admin.clients.findPermissions({ realm: REALM, id, name: names.permission });
    expect(permission).toMatchObject({ type: "scope", decisionStrategy: "UNANIMOUS" });
    const applied = await admin.clients.getAssociatedPolicies({ realm: REALM, id, permissionId: permission!.id! });
    expect(applied.map((policy) => policy.name).sort()).toEqual([names.rolePolicy, names.timePolicy].sort());
    const scopes = await admin.clients.getAssociatedScopes({ realm: REALM, id, permissionId: permission!.id! });
    expect(scopes.map((item) => item.name)).toEqual([names.scope]);

    // evaluate: the manager is permitted, the employee denied
    await page.goto(`${page.url().split("#")[0]}#/${REALM}/clients/${id}/authorization/evaluate`);
    await chooseSearched(page, page.getByRole("combobox", { name: "Resource", exact: true }), names.resource);
    await chooseSearched(page, page.getByRole("combobox", { name: "Authorization scopes" }), names.scope);
    const permitted = await evaluateFor(page, names.manager, names.resource);
    await expect(permitted.getByRole("cell").nth(1)).toHaveText("PERMIT");
    const voters = permitted.getByRole("list", { name: "Policies that voted" });
    await expect(voters.getByRole("listitem").filter({ hasText: names.permission }).first()).toContainText("PERMIT");
    await expect(vote(voters, names.rolePolicy, "PERMIT")).toBeVisible();
    await expect(vote(voters, names.timePolicy, "PERMIT")).toBeVisible();
    const denied = await evaluateFor(page, names.employee, names.resource);
    await expect(denied.getByRole("cell").nth(1)).toHaveText("DENY");
    await expect(
      vote(denied.getByRole("list", { name: "Policies that voted" }), names.rolePolicy, "DENY"),
    ).toBeVisible();

    // export: the JSON shown is the server's
    await openTab(page, "Export");
    const shown = await page.getByTestId("authz-export").textContent();
    expect(JSON.parse(shown ?? "")).toEqual(await admin.clients.exportResource({ realm: REALM, id }));
  });

  test("an admin who may only view authorization sees it read-only", async ({ page, admin }) => {
    const viewer = { username: `e2e-authz-viewer-${suffix}`, password: "Viewer-1234" };
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
    const roles = await Promise.all(
      ["view-clients", "view-authorization"].map((roleName) =>
        admin.clients.findRole({ realm: REALM, id: management!.id!, roleName }),
      ),
    );
    await admin.users.addClientRoleMappings({
      realm: REALM,
      id: viewerId,
      clientUniqueId: management!.id!,
      roles: roles.map((role) => ({ id: role!.id!, name: role!.name! })),
    });
    const [client] = await admin.clients.find({ realm: REALM, clientId: "acme-documents" });
    const base = `/${REALM}/clients/${client!.id}/authorization`;

    await signIn(page, { loginRealm: REALM, hash: `${base}/settings`, user: viewer });
    await expect(page.getByRole("radio", { name: "Enforcing" })).toBeChecked();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Browse" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Resources", exact: true }).click();
    await page.getByRole("link", { name: "Document", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Document" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);

    await page.goto(`${page.url().split("#")[0]}#${base}/policies`);
    await page.getByRole("link", { name: "Managers", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Managers" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
  });

  test("the client's Authorization tab opens the first authorization tab, and Back comes straight back", async ({
    page,
    admin,
  }) => {
    const [client] = await admin.clients.find({ realm: REALM, clientId: "acme-documents" });
    const clientUrl = `#/${REALM}/clients/${client.id}`;
    await signIn(page, { hash: `/${REALM}/clients/${client.id}/roles` });
    await expect(page.getByRole("tab", { name: "Roles", selected: true })).toBeVisible();

    // Back at once, before the authorization screen has shown
    await openTab(page, "Authorization");
    await expect(page).toHaveURL(new RegExp(`${clientUrl}/authorization/settings$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${clientUrl}/roles$`));
    await expect(page.getByRole("tab", { name: "Roles", selected: true })).toBeVisible();

    // the bare address, as Keycloak's console links it, opens the first tab in place of itself
    await page.goto(`${page.url().split("#")[0]}${clientUrl}/authorization`);
    await expect(page).toHaveURL(new RegExp(`${clientUrl}/authorization/settings$`));
    await expect(page.getByRole("tab", { name: "Settings", selected: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${clientUrl}/roles$`));
  });
});
