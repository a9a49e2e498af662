import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { E2E_BASE_URL } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";
import { tickSearchedRole } from "./support/rolePicker";

const REALM = "acme";
const inRealm = { realm: REALM } as void & { realm: string };

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

async function scopeNamed(admin: KcAdminClient, name: string) {
  const scope = (await admin.clientScopes.find({ realm: REALM })).find((candidate) => candidate.name === name);
  expect(scope?.id).toBeTruthy();
  return scope!;
}

const mappersOf = async (admin: KcAdminClient, id: string) =>
  admin.clientScopes.listProtocolMappers({ realm: REALM, id });

/** A password-grant token of a new user with `department` for a new public client that has the scope as optional. */
async function tokenWithScope(admin: KcAdminClient, scopeId: string, scopeName: string) {
  const clientId = `zz-e2e-token-${stamp()}`;
  const { id: clientUuid } = await admin.clients.create({
    realm: REALM,
    clientId,
    publicClient: true,
    directAccessGrantsEnabled: true,
  });
  await admin.clients.addOptionalClientScope({ realm: REALM, id: clientUuid, clientScopeId: scopeId });
  const username = `zz-e2e-claims-${stamp()}`;
  const { id: userId } = await admin.users.create({
    realm: REALM,
    username,
    email: `${username}@acme.example`,
    firstName: "Claire",
    lastName: "Claims",
    enabled: true,
    attributes: { department: ["Engineering"] },
  });
  await admin.users.resetPassword({
    realm: REALM,
    id: userId,
    credential: { type: "password", value: "Claims-1234", temporary: false },
  });
  const response = await fetch(`${E2E_BASE_URL}/realms/${REALM}/protocol/openid-connect/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: clientId,
      username,
      password: "Claims-1234",
      scope: `openid ${scopeName}`,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return JSON.parse(Buffer.from(access_token.split(".")[1], "base64url").toString()) as Record<string, unknown>;
}

// One scope's life, step by step: each step opens the console where the previous one left the server.
test.describe("a client scope from creation to a token", () => {
  test.describe.configure({ mode: "serial" });
  const name = `zz-e2e-scope-${stamp()}`;
  let scopeId = "";
  const url = (tab: string) => `/${REALM}/client-scopes/${scopeId}/${tab}`;

  test("creates an optional client scope", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/client-scopes/new` });
    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "Optional" });
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Client scope created")).toBeVisible();
    await expect(page).toHaveURL(/\/client-scopes\/[^/]+\/settings$/);
    const scope = await scopeNamed(admin, name);
    scopeId = scope.id!;
    expect(scope.protocol).toBe("openid-connect");
    expect((await admin.clientScopes.listDefaultOptionalClientScopes(inRealm)).map((s) => s.name)).toContain(name);
  });

  test("adds a user-attribute mapper by configuration and a predefined mapper", async ({ page, admin }) => {
    await signIn(page, { hash: url("mappers") });
    await expect(page.getByRole("heading", { name: "No mappers" })).toBeVisible();
    await page.getByRole("button", { name: "Configure a new mapper" }).click();
    await page
      .getByRole("dialog", { name: "Configure a new mapper" })
      .getByRole("button", { name: /^User Attribute/ })
      .click();
    await expect(page.getByRole("heading", { name: "Add mapper", level: 1 })).toBeVisible();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("department");
    await page.getByRole("textbox", { name: "Token Claim Name" }).fill("dept");
    await page.getByRole("combobox", { name: "User Attribute" }).fill("department");
    await page.getByRole("option", { name: "department", exact: true }).click();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Mapping successfully created")).toBeVisible();
    await expect(page).toHaveURL(/\/mappers$/);
    const mappers = page.getByRole("table", { name: "Mappers" });
    await expect(mappers.getByRole("row", { name: /department/ })).toContainText("User Attribute");
    const stored = await mappersOf(admin, scopeId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "department",
      protocolMapper: "oidc-usermodel-attribute-mapper",
      config: expect.objectContaining({ "user.attribute": "department", "claim.name": "dept" }),
    });

    await page.getByRole("button", { name: "Add mapper" }).click();
    await page.getByRole("menuitem", { name: "From predefined mappers" }).click();
    const predefined = page.getByRole("dialog", { name: "Add predefined mappers" });
    await predefined.getByText("email", { exact: true }).click();
    await expect(predefined.getByRole("checkbox", { name: /^email (?!verified)/ })).toBeChecked();
    await predefined.getByRole("button", { name: "Add", exact: true }).click();
    await expect(mappers.getByRole("row", { name: /email/ })).toBeVisible();
    await expect
      .poll(async () => (await mappersOf(admin, scopeId)).map((m) => m.name).sort())
      .toEqual(["department", "email"]);
  });

  test("edits the mapper's claim name", async ({ page, admin }) => {
    await signIn(page, { hash: url("mappers") });
    await page.getByRole("table", { name: "Mappers" }).getByRole("link", { name: "department" }).click();
    await expect(page.getByRole("heading", { name: "department", level: 1 })).toBeVisible();
    const claim = page.getByRole("textbox", { name: "Token Claim Name" });
    await expect(claim).toHaveValue("dept");
    await claim.fill("department_name");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Mapping successfully updated")).toBeVisible();
    await expect
      .poll(async () => (await mappersOf(admin, scopeId)).find((m) => m.name === "department")?.config?.["claim.name"])
      .toBe("department_name");
  });

  test("assigns a realm role in the scope tab", async ({ page, admin }) => {
    await signIn(page, { hash: url("scope") });
    await page.getByRole("button", { name: "Assign roles" }).click();
    const picker = page.getByRole("dialog", { name: "Assign roles" });
    await tickSearchedRole(picker, "employee");
    await picker.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(page.getByRole("row", { name: /employee/ })).toBeVisible();
    await expect
      .poll(async () =>
        (await admin.clientScopes.listRealmScopeMappings({ realm: REALM, id: scopeId })).map((r) => r.name),
      )
      .toEqual(["employee"]);
  });

  test("changes the scope's type to default from the list; a token asked with it carries the claim", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/${REALM}/client-scopes` });
    const search = page.getByRole("searchbox", { name: "Search for client scope" });
    await search.fill(name);
    await search.press("Enter");
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
    await row.getByRole("button", { name: "Optional" }).click();
    await page.getByRole("menuitem", { name: "Default" }).click();
    await expect(page.getByText("Scope mapping updated")).toBeVisible();
    await expect(row.getByRole("button", { name: "Default" })).toBeVisible();
    await expect
      .poll(async () => (await admin.clientScopes.listDefaultClientScopes(inRealm)).map((s) => s.name))
      .toContain(name);
    expect((await admin.clientScopes.listDefaultOptionalClientScopes(inRealm)).map((s) => s.name)).not.toContain(name);

    const claims = await tokenWithScope(admin, scopeId, name);
    expect(claims.department_name).toBe("Engineering");
    expect(String(claims.scope).split(" ")).toContain(name);
  });
});

test.describe("a protocol mapper's user attribute", () => {
  test("an attribute name typed and left with Tab is the one saved", async ({ page, admin }) => {
    const { id } = await admin.clientScopes.create({
      realm: REALM,
      name: `zz-e2e-typed-${stamp()}`,
      protocol: "openid-connect",
    });
    await signIn(page, { hash: `/${REALM}/client-scopes/${id}/mappers` });
    await page.getByRole("button", { name: "Configure a new mapper" }).click();
    await page
      .getByRole("dialog", { name: "Configure a new mapper" })
      .getByRole("button", { name: /^User Attribute/ })
      .click();
    await expect(page.getByRole("heading", { name: "Add mapper", level: 1 })).toBeVisible();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("badge");
    // no attribute of the realm's user profile: an unmanaged one
    const attribute = page.getByRole("combobox", { name: "User Attribute" });
    await attribute.fill("badge-number");
    await attribute.press("Tab");
    await expect(attribute).toHaveValue("badge-number");
    await page.getByRole("textbox", { name: "Token Claim Name" }).fill("badge");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Mapping successfully created")).toBeVisible();
    const [mapper] = await mappersOf(admin, id);
    expect(mapper.config).toMatchObject({ "user.attribute": "badge-number", "claim.name": "badge" });
  });
});

test.describe("client scope details, read-only", () => {
  test("an admin who may only view clients sees the scope, its mappers and a mapper read-only", async ({
    page,
    admin,
  }) => {
    const name = `zz-e2e-view-${stamp()}`;
    const { id } = await admin.clientScopes.create({ realm: REALM, name, protocol: "openid-connect" });
    await admin.clientScopes.addProtocolMapper(
      { realm: REALM, id },
      {
        name: "nickname",
        protocol: "openid-connect",
        protocolMapper: "oidc-usermodel-attribute-mapper",
        config: { "user.attribute": "nickname", "claim.name": "nickname", "access.token.claim": "true" },
      },
    );
    const viewer = { username: `zz-e2e-viewer-${stamp()}`, password: "Viewer-1234" };
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
    const viewClients = await admin.clients.findRole({ realm: REALM, id: management.id!, roleName: "view-clients" });
    await admin.users.addClientRoleMappings({
      realm: REALM,
      id: viewerId,
      clientUniqueId: management.id!,
      roles: [{ id: viewClients!.id!, name: "view-clients" }],
    });

    await signIn(page, { loginRealm: REALM, hash: `/${REALM}/client-scopes/${id}/settings`, user: viewer });
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Mappers" }).click();
    await expect(page.getByRole("link", { name: "nickname" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add mapper" })).toHaveCount(0);
    await page.getByRole("link", { name: "nickname" }).click();
    await expect(page.getByRole("textbox", { name: "Token Claim Name" })).toHaveAttribute("readonly", "");
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);

    await page.goto(page.url().replace(/\/mappers\/[^/]+$/, "/scope"));
    await expect(page.getByRole("heading", { name: "No roles for this client scope" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Assign roles" })).toHaveCount(0);
  });
});
