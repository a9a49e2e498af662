// A client's Keys tab (OpenID Connect and SAML) and the Advanced tab's cluster nodes and flow overrides against the
// dev server: what the screens change is what the server holds.
import { generateKeyPairSync } from "node:crypto";
import { statSync } from "node:fs";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { expect, signIn, test } from "./support/fixtures";
import { confirmWith } from "./support/tableRow";

const REALM = "acme";
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function createClient(admin: KcAdminClient, rep: Record<string, unknown>) {
  const clientId = `zz-e2e-keys-${stamp()}`;
  const { id } = await admin.clients.create({ realm: REALM, clientId, ...rep });
  return { id, clientId };
}

/** A select below the typeahead threshold is native; at or above it, a combobox to type into. */
async function choose(page: Page, field: Locator, label: string) {
  if ((await field.evaluate((element) => element.tagName)) === "SELECT") return field.selectOption({ label });
  await field.fill(label);
  await page.getByRole("option", { name: label, exact: true }).click();
}

async function toggle(page: Page, box: Locator) {
  await box.focus();
  await page.keyboard.press("Space");
}

test.describe("client keys and advanced sections", () => {
  test("an OpenID Connect client's keys: generate, import a public key, then a JWKS URL", async ({ page, admin }) => {
    const { id } = await createClient(admin, { publicClient: false, clientAuthenticatorType: "client-jwt" });
    await signIn(page, { hash: `/${REALM}/clients/${id}/keys` });
    await expect(page.getByText("No key is stored for this client yet; generate or import one.")).toBeVisible();

    await page.getByRole("button", { name: "Generate new keys" }).click();
    const generate = page.getByRole("dialog", { name: "Generate keys?" });
    await generate.getByRole("combobox", { name: /^Archive format/ }).selectOption("PKCS12");
    await generate.getByRole("textbox", { name: /^Key alias/ }).fill("app");
    await generate.getByLabel(/^Key password/).fill("key-pass-1");
    await generate.getByLabel(/^Store password/).fill("store-pass-1");
    const download = page.waitForEvent("download");
    await generate.getByRole("button", { name: "Generate" }).click();
    expect((await download).suggestedFilename()).toBe("keystore.p12");
    expect(statSync((await (await download).path())!).size).toBeGreaterThan(0);
    await expect(page.getByText("New key pair and certificate generated successfully")).toBeVisible();
    const certificate = (await admin.clients.getKeyInfo({ realm: REALM, id, attr: "jwt.credential" })).certificate;
    expect(certificate).toBeTruthy();
    await expect(page.getByRole("textbox", { name: "Certificate" })).toHaveValue(certificate!);

    const publicKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({
      format: "pem",
      type: "spki",
    }) as string;
    await page.getByRole("button", { name: "Import key" }).click();
    const dialog = page.getByRole("dialog", { name: "Import key" });
    await dialog.getByRole("combobox", { name: /^Archive format/ }).selectOption("Public Key PEM");
    await dialog.getByRole("textbox", { name: /^File/ }).fill(publicKey);
    await dialog.getByRole("button", { name: "Import" }).click();
    await expect(page.getByText("New certificate imported")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const imported = await admin.clients.getKeyInfo({ realm: REALM, id, attr: "jwt.credential" });
    expect(imported.certificate).toBeUndefined();
    expect(imported.publicKey).toBeTruthy();
    await expect(page.getByRole("textbox", { name: "Public key" })).toBeVisible();

    await toggle(page, page.getByRole("checkbox", { name: "Use JWKS URL" }));
    await page.getByRole("textbox", { name: /^JWKS URL/ }).fill("https://app.example/jwks");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Client successfully updated")).toBeVisible();
    const saved = await admin.clients.findOne({ realm: REALM, id });
    expect(saved?.attributes?.["use.jwks.url"]).toBe("true");
    expect(saved?.attributes?.["jwks.url"]).toBe("https://app.example/jwks");
  });

  test("a SAML client's signing keys are switched on and generated", async ({ page, admin }) => {
    const { id } = await createClient(admin, { protocol: "saml", attributes: { "saml.client.signature": "false" } });
    await signIn(page, { hash: `/${REALM}/clients/${id}/keys` });
    const signing = page.getByRole("region", { name: "Signing keys config" });
    await toggle(page, signing.getByRole("checkbox", { name: "Client signature required" }));
    await expect(page.getByText("Client successfully updated")).toBeVisible();
    expect((await admin.clients.findOne({ realm: REALM, id }))?.attributes?.["saml.client.signature"]).toBe("true");

    await signing.getByRole("button", { name: "Generate new keys" }).click();
    await page.getByRole("dialog", { name: "Generate new keys?" }).getByRole("button", { name: "Yes" }).click();
    await expect(signing.getByRole("textbox", { name: "Certificate" })).not.toHaveValue("");
    expect((await admin.clients.getKeyInfo({ realm: REALM, id, attr: "saml.signing" })).certificate).toBeTruthy();
  });

  test("cluster nodes are registered and deleted", async ({ page, admin }) => {
    const { id } = await createClient(admin, { publicClient: false });
    const host = `node-${stamp()}.example`;
    await signIn(page, { hash: `/${REALM}/clients/${id}/advanced` });
    const nodes = page.getByRole("region", { name: "Registered cluster nodes" });
    await expect(nodes.getByText("No nodes registered")).toBeVisible();
    await nodes.getByRole("button", { name: "Register node manually" }).click();
    const dialog = page.getByRole("dialog", { name: "Register node manually" });
    await dialog.getByRole("textbox", { name: /^Node host/ }).fill(host);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Node successfully added")).toBeVisible();
    await expect(nodes.getByRole("cell", { name: host })).toBeVisible();
    expect(Object.keys((await admin.clients.findOne({ realm: REALM, id }))?.registeredNodes ?? {})).toEqual([host]);

    await nodes
      .getByRole("row", { name: new RegExp(host) })
      .getByRole("button", { name: "Delete" })
      .click();
    await confirmWith(page, "Delete");
    await expect(page.getByText("Node successfully removed")).toBeVisible();
    await expect(nodes.getByText("No nodes registered")).toBeVisible();
    expect((await admin.clients.findOne({ realm: REALM, id }))?.registeredNodes ?? {}).toEqual({});
  });

  test("the browser flow override is saved with the client", async ({ page, admin }) => {
    const { id } = await createClient(admin, { publicClient: false });
    const browserFlow = (await admin.authenticationManagement.getFlows({ realm: REALM })).find(
      (flow) => flow.alias === "browser",
    );
    await signIn(page, { hash: `/${REALM}/clients/${id}/advanced` });
    const overrides = page.getByRole("region", { name: "Authentication flow overrides" });
    await choose(page, overrides.getByRole("combobox", { name: /^Browser Flow/ }), "browser");
    await overrides.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Client successfully updated")).toBeVisible();
    const saved = await admin.clients.findOne({ realm: REALM, id });
    expect(saved?.authenticationFlowBindingOverrides?.browser).toBe(browserFlow?.id);
  });

  test("the header's menu and the tabs' dialogs have no serious accessibility violation", async ({ page, admin }) => {
    const { id } = await createClient(admin, { publicClient: false, clientAuthenticatorType: "client-jwt" });
    const blocking = async () =>
      (await axeViolations(page))
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    await signIn(page, { hash: `/${REALM}/clients/${id}/keys` });

    await page.getByRole("button", { name: "Action" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(await blocking()).toEqual([]);
    await page.getByRole("menuitem", { name: "Download adapter config" }).click();
    const adapter = page.getByRole("dialog", { name: "Download adapter config" });
    await expect(adapter.getByRole("textbox", { name: "Details" })).not.toHaveValue("");
    expect(await blocking()).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(adapter).toHaveCount(0);

    for (const [button, dialog] of [
      ["Generate new keys", "Generate keys?"],
      ["Import key", "Import key"],
    ]) {
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
      expect(await blocking()).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: dialog })).toHaveCount(0);
      await expect(page.getByRole("button", { name: button })).toBeFocused();
    }
  });
});
