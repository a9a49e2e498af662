import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

// Each test works in a realm of its own, so the global profiles and the tables start the same however the tests run.
type Admin = Parameters<Parameters<typeof test>[2]>[0]["admin"];

async function freshRealm(admin: Admin, suffix: string) {
  const realm = `zz-e2e-policies-${suffix}-${Date.now()}`;
  await admin.realms.create({ realm, enabled: true });
  return realm;
}

const tab = (realm: string, sub: "profiles" | "policies") => `/${realm}/realm-settings/client-policies/${sub}`;

/** A select below the typeahead threshold is native; at or above it, a combobox to type into. */
async function choose(page: Page, field: Locator, label: string) {
  if ((await field.evaluate((element) => element.tagName)) === "SELECT") return field.selectOption({ label });
  await field.fill(label);
  await page.getByRole("option", { name: label, exact: true }).click();
}

test.describe("realm settings: client policies", () => {
  test("creates a profile and adds a PKCE executor in the form view", async ({ page, admin }) => {
    const realm = await freshRealm(admin, "profile");
    try {
      await signIn(page, { hash: tab(realm, "profiles") });
      const table = page.getByRole("table", { name: "Client profiles" });
      await expect(table.getByRole("row", { name: /fapi-1-baseline/ })).toContainText("Global");

      await page.getByRole("button", { name: "Create client profile" }).first().click();
      await page.getByRole("textbox", { name: "Name" }).fill("pkce-profile");
      await page.getByRole("textbox", { name: "Description" }).fill("PKCE for every client");
      await page.getByRole("button", { name: "Create" }).click();
      await expect(page.getByText("New client profile created")).toBeVisible();
      await expect(page).toHaveURL(/client-policies\/pkce-profile\/edit-profile$/);
      await expect
        .poll(async () => (await admin.clientPolicies.listProfiles({ realm })).profiles)
        .toEqual([{ name: "pkce-profile", description: "PKCE for every client", executors: [] }]);

      await page.getByRole("button", { name: "Add executor" }).first().click();
      await choose(page, page.getByRole("combobox", { name: /^Executor type/ }), "pkce-enforcer");
      await expect(page.getByText("It makes the client enforce Proof Key for Code Exchange operation.")).toBeVisible();
      await page.getByRole("checkbox", { name: /Auto-configure/ }).check({ force: true });
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByText("Executor added")).toBeVisible();
      await expect(
        page.getByRole("table", { name: "Executors" }).getByRole("link", { name: "pkce-enforcer" }),
      ).toBeVisible();
      await expect
        .poll(async () => (await admin.clientPolicies.listProfiles({ realm })).profiles?.[0]?.executors)
        .toEqual([{ executor: "pkce-enforcer", configuration: { "auto-configure": true } }]);
    } finally {
      await admin.realms.del({ realm });
    }
  });

  test("creates a policy with a condition and a profile, then switches it off", async ({ page, admin }) => {
    const realm = await freshRealm(admin, "policy");
    try {
      await admin.clientPolicies.createProfiles({
        realm,
        profiles: [{ name: "pkce-profile", executors: [{ executor: "pkce-enforcer", configuration: {} }] }],
      });
      await signIn(page, { hash: tab(realm, "policies") });
      await page.getByRole("button", { name: "Create client policy" }).first().click();
      await page.getByRole("textbox", { name: "Name" }).fill("public-clients");
      await page.getByRole("button", { name: "Create" }).click();
      await expect(page.getByText("New client policy created")).toBeVisible();
      await expect(page).toHaveURL(/client-policies\/public-clients\/edit-policy$/);

      await page.getByRole("button", { name: "Add condition" }).first().click();
      await choose(page, page.getByRole("combobox", { name: /^Condition type/ }), "client-access-type");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByText("Condition created")).toBeVisible();
      await expect(
        page.getByRole("table", { name: "Conditions" }).getByRole("link", { name: "client-access-type" }),
      ).toBeVisible();

      await page.getByRole("button", { name: "Add client profile" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add client profile" });
      const choice = dialog.getByRole("row", { name: /pkce-profile/ }).getByRole("checkbox", { name: "Select row" });
      // the dialog may still be opening: choose by keyboard once the row is there
      await expect(dialog.getByRole("row", { name: /pkce-profile/ })).toBeVisible();
      await choice.focus();
      await page.keyboard.press("Space");
      await expect(choice).toBeChecked();
      await dialog.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByText("Client policy updated")).toBeVisible();
      await expect
        .poll(async () => (await admin.clientPolicies.listPolicies({ realm })).policies)
        .toEqual([
          {
            name: "public-clients",
            description: "",
            enabled: true,
            conditions: [
              {
                condition: "client-access-type",
                configuration: { "is-negative-logic": false, type: ["confidential"] },
              },
            ],
            profiles: ["pkce-profile"],
          },
        ]);

      await signIn(page, { hash: tab(realm, "policies") });
      const policyRow = page
        .getByRole("table", { name: "Client policies" })
        .getByRole("row", { name: /public-clients/ });
      await policyRow.getByRole("checkbox", { name: "Enable policy public-clients" }).uncheck({ force: true });
      await expect(policyRow).toContainText("Disabled");
      await expect
        .poll(async () => (await admin.clientPolicies.listPolicies({ realm })).policies?.[0]?.enabled)
        .toBe(false);
    } finally {
      await admin.realms.del({ realm });
    }
  });

  test("edits the profiles as JSON and shows the server's refusal", async ({ page, admin }) => {
    const realm = await freshRealm(admin, "json");
    try {
      await admin.clientPolicies.createProfiles({ realm, profiles: [{ name: "strict", executors: [] }] });
      await signIn(page, { hash: tab(realm, "profiles") });
      await page.getByRole("radio", { name: "JSON editor" }).check({ force: true });
      const editor = page.getByRole("textbox", { name: "Client profiles (JSON)" });
      await expect(editor).toHaveValue(/"strict"/);

      const edited = [
        {
          name: "strict",
          description: "edited as JSON",
          executors: [{ executor: "consent-required", configuration: {} }],
        },
      ];
      await editor.fill(JSON.stringify(edited));
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("The client profiles configuration was updated")).toBeVisible();
      await expect.poll(async () => (await admin.clientPolicies.listProfiles({ realm })).profiles).toEqual(edited);

      const refused = JSON.stringify([{ name: "strict", executors: [{ executor: "no-such-executor" }] }]);
      await editor.fill(refused);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(/contains the executor, which does not have valid provider/)).toBeVisible();
      await expect(editor).toHaveValue(refused);
      await expect.poll(async () => (await admin.clientPolicies.listProfiles({ realm })).profiles).toEqual(edited);

      await editor.fill("not json");
      await expect(page.getByText("Enter a JSON array")).toBeVisible();
      await page.getByRole("button", { name: "Save" }).click();
      await expect(editor).toBeFocused();
      expect((await admin.clientPolicies.listProfiles({ realm })).profiles).toEqual(edited);
    } finally {
      await admin.realms.del({ realm });
    }
  });
});
