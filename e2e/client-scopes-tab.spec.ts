import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { setFaults } from "./support/faultSwitch";
import { expect, signIn, test } from "./support/fixtures";
import { tickSearchedRole } from "./support/rolePicker";
import { confirmWith } from "./support/tableRow";

const REALM = "acme";

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

/** A new confidential OpenID Connect client, with the realm's default and optional scopes as Keycloak assigns them. */
async function createClient(admin: KcAdminClient, prefix: string) {
  const clientId = `zz-e2e-${prefix}-${stamp()}`;
  const { id } = await admin.clients.create({ realm: REALM, clientId, publicClient: false });
  return { clientId, id };
}

/** The dialogs and sections the accessibility sweep does not open: no serious or critical axe violation. */
async function expectAccessible(page: Page, what: string) {
  await expect(page.locator('[aria-busy="true"], .chakra-spinner')).toHaveCount(0);
  const violations = await axeViolations(page);
  const blocking = violations
    .filter(({ impact }) => impact === "serious" || impact === "critical")
    .map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(" ")).join(", ")}`);
  expect(blocking, `axe on ${what}`).toEqual([]);
}

const scopeNames = async (scopes: Promise<{ name?: string }[]>) => (await scopes).map(({ name }) => name).sort();

test.describe("a client's client scopes tab", () => {
  test("a hardcoded claim on the dedicated scope shows in the evaluated access token", async ({ page, admin }) => {
    const { clientId, id } = await createClient(admin, "claim");
    await signIn(page, { hash: `/${REALM}/clients/${id}/clientScopes/setup` });
    const setup = page.getByRole("table", { name: "Client scopes of this client" });
    await setup.getByRole("link", { name: `${clientId}-dedicated` }).click();
    await expect(page.getByRole("heading", { name: `${clientId}-dedicated`, level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Configure a new mapper" }).click();
    await page
      .getByRole("dialog", { name: "Configure a new mapper" })
      .getByRole("button", { name: /^Hardcoded claim/ })
      .click();
    await expect(page.getByRole("heading", { name: "Add mapper", level: 1 })).toBeVisible();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("tier");
    await page.getByRole("textbox", { name: "Token Claim Name" }).fill("tier");
    await page.getByRole("textbox", { name: "Claim value" }).fill("gold");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Mapping successfully created")).toBeVisible();
    await expect(page).toHaveURL(/\/clientScopes\/dedicated\/mappers$/);
    await expect(page.getByRole("table", { name: "Mappers" }).getByRole("link", { name: "tier" })).toBeVisible();
    const stored = await admin.clients.listProtocolMappers({ realm: REALM, id });
    expect(stored).toEqual([
      expect.objectContaining({
        name: "tier",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: expect.objectContaining({ "claim.name": "tier", "claim.value": "gold" }),
      }),
    ]);

    await page.goto(page.url().replace(/\/clientScopes\/dedicated\/mappers$/, "/clientScopes/evaluate"));
    await expect(page.getByRole("heading", { name: clientId, level: 1 })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Effective scope" })).toHaveValue(/^openid /);
    // the realm's default scopes bring more mappers than a page holds
    await page.getByRole("searchbox", { name: "Search for mapper" }).fill("tier");
    await page.getByRole("searchbox", { name: "Search for mapper" }).press("Enter");
    await expect(
      page.getByRole("table", { name: "Effective protocol mappers" }).getByRole("row", { name: /tier/ }),
    ).toContainText(`${clientId}-dedicated`);

    // full scope allowed: every realm role may go into the token
    await page.getByRole("tab", { name: "Effective role scope mappings" }).click();
    await expect(
      page.getByRole("table", { name: "Effective role scope mappings" }).getByRole("row", { name: /auditor/ }),
    ).toBeVisible();
    await expectAccessible(page, "the effective role scope mappings");

    await page.getByRole("combobox", { name: "User" }).fill("alice");
    await page.getByRole("option", { name: /^alice/ }).click();
    await page.getByRole("tab", { name: "Generated access token" }).click();
    const token = page.getByRole("region", { name: "Generated access token" });
    await expect(token).toContainText('"tier": "gold"');
    await expect(token).toContainText('"preferred_username": "alice"');
    await expectAccessible(page, "the generated access token");
  });

  test("adds an optional client scope, makes it default, and removes a scope", async ({ page, admin }) => {
    const { clientId, id } = await createClient(admin, "setup");
    // start from a client without phone, so that the dialog offers it
    await admin.clients.delOptionalClientScope({
      realm: REALM,
      id,
      clientScopeId: (await admin.clientScopes.findOneByName({ realm: REALM, name: "phone" }))!.id!,
    });
    await signIn(page, { hash: `/${REALM}/clients/${id}/clientScopes` });
    const setup = page.getByRole("table", { name: "Client scopes of this client" });
    await expect(setup.getByRole("link", { name: "profile", exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Add client scope" }).click();
    const dialog = page.getByRole("dialog", { name: `Add client scopes to ${clientId}` });
    await expect(dialog.getByRole("checkbox", { name: "phone" })).toBeVisible();
    await expectAccessible(page, "the add client scope dialog");
    await dialog.getByRole("checkbox", { name: "phone" }).check({ force: true });
    await dialog.getByRole("combobox", { name: "Add as" }).selectOption("optional");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Scope mapping successfully updated")).toBeVisible();
    await expect
      .poll(() => scopeNames(admin.clients.listOptionalClientScopes({ realm: REALM, id })))
      .toContain("phone");

    const phone = setup.getByRole("row", { name: /phone/ });
    await phone.getByRole("button", { name: "Optional" }).click();
    await page.getByRole("menuitem", { name: "Default" }).click();
    await expect(phone.getByRole("button", { name: "Default" })).toBeVisible();
    await expect.poll(() => scopeNames(admin.clients.listDefaultClientScopes({ realm: REALM, id }))).toContain("phone");
    expect(await scopeNames(admin.clients.listOptionalClientScopes({ realm: REALM, id }))).not.toContain("phone");

    await setup
      .getByRole("row", { name: /address/ })
      .getByRole("button", { name: "Actions" })
      .click();
    await page.getByRole("menuitem", { name: "Remove" }).click();
    await confirmWith(page, "Remove");
    await expect(page.getByText("Scope mapping successfully removed")).toBeVisible();
    await expect(setup.getByRole("row", { name: /address/ })).toHaveCount(0);
    expect(await scopeNames(admin.clients.listOptionalClientScopes({ realm: REALM, id }))).not.toContain("address");
  });

  test("turns full scope off and adds a realm role to the client's role scope", async ({ page, admin }) => {
    const { id } = await createClient(admin, "scope");
    await signIn(page, { hash: `/${REALM}/clients/${id}/clientScopes/dedicated/scope` });
    const fullScope = page.getByRole("checkbox", { name: "Full scope allowed" });
    await expect(fullScope).toBeChecked();
    // a refused save leaves the switch as the server has it
    await setFaults({ failNext: 1, methods: ["PUT"], pathPattern: `/clients/${id}$` });
    await fullScope.click({ force: true });
    await expect(page.getByText(/Client could not be updated/)).toBeVisible();
    await expect(fullScope).toBeChecked();
    await setFaults({});
    await fullScope.uncheck({ force: true });
    await expect(page.getByText("Client successfully updated")).toBeVisible();
    await expect.poll(async () => (await admin.clients.findOne({ realm: REALM, id }))?.fullScopeAllowed).toBe(false);

    await page.getByRole("button", { name: "Assign roles" }).click();
    const picker = page.getByRole("dialog", { name: "Assign roles" });
    await tickSearchedRole(picker, "auditor");
    await picker.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(page.getByRole("table", { name: "Role mapping" }).getByRole("row", { name: /auditor/ })).toBeVisible();
    await expect
      .poll(async () => (await admin.clients.listRealmScopeMappings({ realm: REALM, id })).map(({ name }) => name))
      .toEqual(["auditor"]);
  });
});
