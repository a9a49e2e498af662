// The realm settings that are more than a form, on Keycloak in a realm of the spec's own: a key provider whose key
// then signs Keycloak's tokens, a client profile and policy Keycloak applies, a user-profile attribute Keycloak
// enforces, and the partial import and export.
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { tokenOf } from "./support/grants";
import { useOwnRealm } from "./support/ownRealm";
import { expect, signIn, test } from "./support/fixtures";

const REALM = useOwnRealm("kc-settings-more");
const USER = { username: "kim", password: "kim-secret" };
const tab = (name: string) => `/${REALM}/realm-settings/${name}`;

test.describe.configure({ mode: "serial" });

const kidOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split(".")[0], "base64url").toString()) as { kid: string }).kid;

/** A select below the typeahead threshold is native; at or above it, a combobox to type into. */
async function choose(page: Page, field: Locator, label: string) {
  if ((await field.evaluate((element) => element.tagName)) === "SELECT") return field.selectOption({ label });
  await field.fill(label);
  await page.getByRole("option", { name: label, exact: true }).click();
}

test("keys: an rsa-generated provider of higher priority signs Keycloak's next tokens", async ({ page, admin }) => {
  await admin.users.create({
    realm: REALM,
    username: USER.username,
    enabled: true,
    firstName: "Kim",
    lastName: "Lee",
    email: "kim@example.com",
    credentials: [{ type: "password", value: USER.password, temporary: false }],
  });
  const grant = async () => kidOf((await tokenOf({ realm: REALM, clientId: "admin-cli", ...USER })).access_token);
  const before = await grant();
  await signIn(page, { hash: tab("keys/providers") });
  await page.getByRole("button", { name: "Add provider" }).click();
  await page.getByRole("menuitem", { name: "rsa-generated", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add rsa-generated provider" });
  await dialog.getByRole("textbox", { name: /^Name/ }).fill("top-rsa");
  await dialog.getByRole("textbox", { name: /^Priority/ }).fill("500");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("The provider has been saved successfully.").first()).toBeVisible();
  const keys = await admin.realms.getKeys({ realm: REALM });
  const component = (await admin.components.find({ realm: REALM, type: "org.keycloak.keys.KeyProvider" })).find(
    (c) => c.name === "top-rsa",
  );
  const kid = keys.keys?.find((key) => key.providerId === component?.id)?.kid;
  expect(keys.active?.RS256).toBe(kid);
  expect(await grant()).toBe(kid);
  expect(kid).not.toBe(before);
  await page.getByRole("tab", { name: "Keys list" }).click();
  await expect(page.getByRole("table", { name: "Keys list" }).getByRole("row").filter({ hasText: kid! })).toBeVisible();
});

test("client policies: a PKCE profile and a policy for confidential clients, applied by Keycloak", async ({
  page,
  admin,
}) => {
  await signIn(page, { hash: tab("client-policies/profiles") });
  await page.getByRole("button", { name: "Create client profile" }).first().click();
  await page.getByRole("textbox", { name: "Name" }).fill("pkce-profile");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("New client profile created")).toBeVisible();
  await page.getByRole("button", { name: "Add executor" }).first().click();
  await choose(page, page.getByRole("combobox", { name: /^Executor type/ }), "pkce-enforcer");
  await page.getByRole("checkbox", { name: /Auto-configure/ }).check({ force: true });
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Success! Executor created successfully")).toBeVisible();
  // the save goes back to the profile; leaving before it is there would race that navigation
  await expect(page.getByRole("link", { name: "pkce-enforcer" })).toBeVisible();
  expect((await admin.clientPolicies.listProfiles({ realm: REALM })).profiles).toEqual([
    expect.objectContaining({
      name: "pkce-profile",
      executors: [expect.objectContaining({ executor: "pkce-enforcer" })],
    }),
  ]);

  await signIn(page, { hash: tab("client-policies/policies") });
  await page.getByRole("button", { name: "Create client policy" }).first().click();
  await page.getByRole("textbox", { name: "Name" }).fill("confidential-clients");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("New policy created")).toBeVisible();
  await page.getByRole("button", { name: "Add condition" }).first().click();
  await choose(page, page.getByRole("combobox", { name: /^Condition type/ }), "client-access-type");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Condition created")).toBeVisible();
  await page.getByRole("button", { name: "Add client profile" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add client profile" });
  const choice = dialog.getByRole("row", { name: /pkce-profile/ }).getByRole("checkbox", { name: "Select row" });
  await expect(dialog.getByRole("row", { name: /pkce-profile/ })).toBeVisible();
  await choice.focus();
  await page.keyboard.press("Space");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Client policy updated")).toBeVisible();
  expect((await admin.clientPolicies.listPolicies({ realm: REALM })).policies).toEqual([
    expect.objectContaining({ name: "confidential-clients", enabled: true, profiles: ["pkce-profile"] }),
  ]);

  // Keycloak runs the policy when a client is registered: its executor sets PKCE on the new confidential client
  const { id } = await admin.clients.create({ realm: REALM, clientId: "policed", publicClient: false });
  expect((await admin.clients.findOne({ realm: REALM, id }))?.attributes?.["pkce.code.challenge.method"]).toBe("S256");
});

test("user profile: an attribute with a length validator, which Keycloak then enforces", async ({ page, admin }) => {
  await signIn(page, { hash: tab("user-profile/attributes") });
  await page.getByRole("button", { name: "Create attribute" }).click();
  await page.getByRole("textbox", { name: /Attribute \[Name\]/ }).fill("nickname");
  await page.getByRole("group", { name: "Who can edit?" }).getByText("Admin").click();
  await page.getByRole("button", { name: "Add validator" }).click();
  const dialog = page.getByRole("dialog", { name: "Add validator" });
  await dialog.getByRole("radio", { name: "length", exact: true }).dispatchEvent("click");
  await dialog.getByRole("textbox", { name: "Minimum length" }).fill("3");
  await dialog.getByRole("textbox", { name: "Maximum length" }).fill("5");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByText("Success! User profile configuration has been saved.")).toBeVisible();
  const nickname = (await admin.users.getProfile({ realm: REALM })).attributes?.find((a) => a.name === "nickname");
  expect(nickname?.validations).toMatchObject({ length: { min: "3", max: "5" } });
  await expect(
    admin.users.create({ realm: REALM, username: "too-long", attributes: { nickname: ["much too long"] } }),
  ).rejects.toThrow(/length/);
});

test("partial import adds what is new and skips what exists; partial export gives the realm", async ({
  page,
  admin,
}) => {
  await signIn(page, { hash: tab("general") });
  await page.getByRole("button", { name: "Action" }).click();
  await page.getByRole("menuitem", { name: "Partial import" }).click();
  const dialog = page.getByRole("dialog", { name: "Partial import" });
  await dialog.getByLabel("Resource file").setInputFiles({
    name: "realm.json",
    mimeType: "application/json",
    buffer: Buffer.from(
      JSON.stringify({
        realm: "elsewhere",
        users: [
          { username: USER.username, firstName: "Replaced", enabled: true },
          { username: "imported", firstName: "New", enabled: true },
        ],
        // Keycloak finds an imported group by its path (without one it fails with a server error)
        groups: [{ name: "imported-group", path: "/imported-group" }],
      }),
    ),
  });
  await dialog.getByRole("checkbox", { name: "Users (2)" }).check({ force: true });
  await dialog.getByRole("checkbox", { name: "Groups (1)" }).check({ force: true });
  await dialog.getByRole("radio", { name: "Skip" }).check({ force: true });
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(dialog.getByText("2 records added, 1 skipped, 0 overwritten.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  expect((await admin.users.find({ realm: REALM, username: USER.username, exact: true }))[0].firstName).toBe("Kim");
  expect((await admin.users.find({ realm: REALM, username: "imported", exact: true }))[0].firstName).toBe("New");
  expect((await admin.groups.find({ realm: REALM, search: "imported-group" })).length).toBe(1);

  await page.getByRole("button", { name: "Action" }).click();
  await page.getByRole("menuitem", { name: "Partial export" }).click();
  const exportDialog = page.getByRole("dialog", { name: "Partial export" });
  await exportDialog.getByText("Include groups and roles").click();
  const downloading = page.waitForEvent("download");
  await exportDialog.getByRole("button", { name: "Export" }).click();
  const exported = JSON.parse(await readFile((await (await downloading).path())!, "utf8"));
  expect(exported.realm).toBe(REALM);
  expect(exported.groups.map((group: { name: string }) => group.name)).toContain("imported-group");
});
