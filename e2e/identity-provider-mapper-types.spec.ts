import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

async function toggle(page: Page, box: Locator) {
  await box.focus();
  await page.keyboard.press("Space");
}

/** Opens the provider's new-mapper form, chooses the type and names the mapper. */
async function startMapper(page: Page, providerId: string, alias: string, type: string, name: string) {
  await page.goto(page.url().replace(/#.*$/, `#/${REALM}/identity-providers/${providerId}/${alias}/mappers/create`));
  await page.getByRole("combobox", { name: "Mapper type" }).selectOption({ label: type });
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
}

async function pickRole(page: Page, role: string) {
  await page.getByRole("button", { name: "Select role" }).click();
  const dialog = page.getByRole("dialog", { name: "Select role" });
  await toggle(page, dialog.getByRole("checkbox", { name: role, exact: true }));
  await dialog.getByRole("button", { name: "Select", exact: true }).click();
}

async function save(page: Page, alias: string) {
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${alias}/mappers$`));
  // the list in place of the form: until the form is gone, its unsaved-changes guard may turn the next address back
  await expect(page.getByRole("table", { name: "Mappers" })).toBeVisible();
}

const mapperNamed = async (admin: KcAdminClient, alias: string, name: string) =>
  (await admin.identityProviders.findMappers({ realm: REALM, alias })).find((mapper) => mapper.name === name);

test.describe("identity provider mapper types", () => {
  test("an OIDC provider's attribute, role and username mappers store their type's config", async ({ page, admin }) => {
    const alias = `zz-e2e-types-${stamp()}`;
    await admin.identityProviders.create({ realm: REALM, alias, providerId: "oidc", enabled: true, config: {} });
    await signIn(page, { hash: `/${REALM}/identity-providers/oidc/${alias}/mappers` });

    await startMapper(page, "oidc", alias, "Hardcoded Attribute", "fixed department");
    await page.getByRole("combobox", { name: "User Attribute" }).fill("department");
    await page.getByRole("option", { name: "department" }).first().click();
    await page.getByRole("textbox", { name: "User Attribute Value" }).fill("blue");
    await save(page, alias);
    await expect
      .poll(async () => (await mapperNamed(admin, alias, "fixed department"))?.config)
      .toMatchObject({ attribute: "department", "attribute.value": "blue" });

    await startMapper(page, "oidc", alias, "Claim to Role", "admins");
    await page.getByRole("textbox", { name: "Claim", exact: true }).fill("group");
    await page.getByRole("textbox", { name: "Claim Value" }).fill("admins");
    await pickRole(page, "manager");
    await save(page, alias);
    const claimToRole = await mapperNamed(admin, alias, "admins");
    expect(claimToRole?.identityProviderMapper).toBe("oidc-role-idp-mapper");
    expect(claimToRole?.config).toMatchObject({ claim: "group", "claim.value": "admins", role: "manager" });

    await startMapper(page, "oidc", alias, "Advanced Claim to Role", "staff by claims");
    const claims = page.getByRole("group", { name: "Claims" });
    await claims.getByRole("button", { name: "Add an attribute" }).click();
    await claims.getByRole("textbox", { name: "Key" }).first().fill("dept");
    await claims.getByRole("textbox", { name: "Value" }).first().fill("sales");
    await pickRole(page, "employee");
    await save(page, alias);
    const advanced = await mapperNamed(admin, alias, "staff by claims");
    expect(advanced?.identityProviderMapper).toBe("oidc-advanced-role-idp-mapper");
    expect(advanced?.config?.role).toBe("employee");
    expect(JSON.parse(advanced?.config?.claims ?? "[]")).toEqual([{ key: "dept", value: "sales" }]);

    await startMapper(page, "oidc", alias, "Username Template Importer", "username format");
    await page.getByRole("textbox", { name: "Template" }).fill("${ALIAS}.${CLAIM.preferred_username}");
    await save(page, alias);
    await expect
      .poll(async () => (await mapperNamed(admin, alias, "username format"))?.config?.template)
      .toBe("${ALIAS}.${CLAIM.preferred_username}");
  });

  test("a SAML provider's attribute-to-role mapper", async ({ page, admin }) => {
    const alias = `zz-e2e-saml-types-${stamp()}`;
    await admin.identityProviders.create({ realm: REALM, alias, providerId: "saml", enabled: true, config: {} });
    await signIn(page, { hash: `/${REALM}/identity-providers/saml/${alias}/mappers` });

    await startMapper(page, "saml", alias, "SAML Attribute to Role", "saml admins");
    await page.getByRole("textbox", { name: "Attribute Name", exact: true }).fill("memberOf");
    await page.getByRole("textbox", { name: "Attribute Value" }).fill("cn=admins");
    await pickRole(page, "manager");
    await save(page, alias);
    const mapper = await mapperNamed(admin, alias, "saml admins");
    expect(mapper?.identityProviderMapper).toBe("saml-role-idp-mapper");
    expect(mapper?.config).toMatchObject({
      "attribute.name": "memberOf",
      "attribute.value": "cn=admins",
      role: "manager",
    });
  });
});
