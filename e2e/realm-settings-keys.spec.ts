import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";

// A realm of its own: its signing key changes, which would disturb the other specs' tokens of acme.
const REALM = `zz-e2e-keys-${Date.now()}`;
const USER = { username: "kim", password: "kim-secret" };
const KEY_PROVIDER = "org.keycloak.keys.KeyProvider";
const NAME = "top-rsa";

test.describe.configure({ mode: "serial" });

/** the kid in the header of a new access token of the realm's user */
async function tokenKid(page: Page): Promise<string> {
  const response = await page.request.post(`${E2E_BASE_URL}/realms/${REALM}/protocol/openid-connect/token`, {
    form: { grant_type: "password", client_id: "admin-cli", ...USER },
  });
  expect(response.status()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return (JSON.parse(Buffer.from(token.split(".")[0], "base64url").toString()) as { kid: string }).kid;
}

test.describe("realm settings, keys", () => {
  test.beforeAll(async ({ admin }) => {
    await admin.realms.create({ realm: REALM, enabled: true });
    await admin.users.create({
      realm: REALM,
      username: USER.username,
      enabled: true,
      firstName: "Kim",
      lastName: "Lee",
      email: "kim@example.com",
      credentials: [{ type: "password", value: USER.password, temporary: false }],
    });
  });
  test.afterAll(async ({ admin }) => {
    await admin.realms.del({ realm: REALM });
  });

  const stored = async (admin: KcAdminClient) =>
    (await admin.components.find({ realm: REALM, type: KEY_PROVIDER })).find((c) => c.name === NAME);

  test("shows each key's algorithm, type and use on one line, and its provider's whole name, at 1280×800", async ({
    page,
    admin,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, { hash: `/${REALM}/realm-settings/keys/list` });
    const table = page.getByRole("table", { name: "Keys list" });
    const providers = (await admin.components.find({ realm: REALM, type: KEY_PROVIDER })).map(({ name }) => name);
    await expect(table.getByRole("link")).toHaveText(providers.map(() => /./));
    const headers = await table.getByRole("columnheader").allTextContents();
    const rows = await table.locator("tbody tr").evaluateAll((trs, columns) => {
      /** How many lines the cell's text takes. */
      const lines = (cell: Element) => {
        const tops = new Set<number>();
        const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
        }
        return tops.size;
      };
      return trs.map((tr) => {
        const cells = Array.from(tr.children);
        const cell = (name: string) => cells[columns.indexOf(name)];
        const link = cell("Provider").querySelector("a")!;
        return {
          provider: link.textContent ?? "",
          broken: ["Algorithm", "Type", "Use"]
            .filter((name) => lines(cell(name)) > 1)
            .map((name) => `${name}: ${cell(name).textContent}`),
          cut: link.scrollWidth > link.clientWidth,
        };
      });
    }, headers);
    for (const { provider, broken, cut } of rows) {
      expect(broken, `the codes of ${provider}'s key broken over lines`).toEqual([]);
      expect(cut, `${provider} cut`).toBe(false);
    }
    expect(rows.map(({ provider }) => provider).sort()).toEqual([...providers].sort());
  });

  test("adds an rsa-generated provider of higher priority, whose key then signs new tokens", async ({
    page,
    admin,
  }) => {
    const before = await tokenKid(page);
    await signIn(page, { hash: `/${REALM}/realm-settings/keys/providers` });
    await page.getByRole("button", { name: "Add provider" }).click();
    await page.getByRole("menuitem", { name: "rsa-generated", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add rsa-generated provider" });
    await dialog.getByRole("textbox", { name: /^Name/ }).fill(NAME);
    await dialog.getByRole("textbox", { name: /^Priority/ }).fill("500");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("The provider has been saved successfully.").first()).toBeVisible();
    await expect(page.getByRole("table", { name: "Providers" }).getByRole("link", { name: NAME })).toBeVisible();

    const component = await stored(admin);
    expect(component?.providerId).toBe("rsa-generated");
    expect(component?.config?.priority).toEqual(["500"]);
    const keys = await admin.realms.getKeys({ realm: REALM });
    const kid = keys.keys?.find((key) => key.providerId === component?.id)?.kid;
    expect(kid).toBeTruthy();
    expect(keys.active?.RS256).toBe(kid);

    await page.getByRole("tab", { name: "Keys list" }).click();
    const row = page.getByRole("table", { name: "Keys list" }).getByRole("row").filter({ hasText: kid! });
    await expect(row.getByRole("link", { name: NAME })).toBeVisible();
    await expect(row.getByRole("cell", { name: "RS256", exact: true })).toBeVisible();
    await row.getByRole("button", { name: "Public key" }).click();
    const publicKey = page.getByRole("dialog", { name: "Public key" });
    await expect(publicKey.getByRole("textbox", { name: "Public key" })).toHaveValue(
      keys.keys!.find((key) => key.kid === kid)!.publicKey!,
    );
    await publicKey.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(publicKey).toBeHidden();

    const signed = await tokenKid(page);
    expect(signed).toBe(kid);
    expect(signed).not.toBe(before);
  });

  test("lowers its priority on its settings page, and the realm's default key signs again", async ({ page, admin }) => {
    await signIn(page, { hash: `/${REALM}/realm-settings/keys/providers` });
    await page.getByRole("table", { name: "Providers" }).getByRole("link", { name: NAME }).click();
    await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    const form = page.getByRole("form", { name: "Key provider settings" });
    await form.getByRole("textbox", { name: /^Priority/ }).fill("50");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("The provider has been saved successfully.").first()).toBeVisible();
    await expect.poll(async () => (await stored(admin))?.config?.priority).toEqual(["50"]);

    const component = await stored(admin);
    const keys = await admin.realms.getKeys({ realm: REALM });
    const own = keys.keys?.find((key) => key.providerId === component?.id)?.kid;
    expect(keys.active?.RS256).not.toBe(own);
    expect(await tokenKid(page)).toBe(keys.active?.RS256);
  });

  test("deletes it after asking, and its key is gone", async ({ page, admin }) => {
    const component = await stored(admin);
    await signIn(page, { hash: `/${REALM}/realm-settings/keys/providers/${component?.id}/rsa-generated/settings` });
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete key provider?" });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("The provider has been deleted.").first()).toBeVisible();
    await expect(page.getByRole("table", { name: "Providers" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Providers" }).getByRole("link", { name: NAME })).toBeHidden();
    expect(await stored(admin)).toBeUndefined();
    const keys = await admin.realms.getKeys({ realm: REALM });
    expect(keys.keys?.some((key) => key.providerId === component?.id)).toBe(false);
  });
});
