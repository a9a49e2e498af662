// Client registration on Keycloak, in a realm of the spec's own: an initial access token made in the console, with
// which an application registers a client at Keycloak's registration endpoint, and a max-clients policy made in
// the console that Keycloak then applies to the next registration.
import type { Page } from "@playwright/test";
import { KEYCLOAK_URL } from "./support/keycloak";
import { useOwnRealm } from "./support/ownRealm";
import { expect, signIn, test } from "./support/fixtures";

const REALM = useOwnRealm("kc-registration");
const POLICY_TYPE = "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy";

test.describe.configure({ mode: "serial" });
let token = "";

/** Registers a client at Keycloak's registration endpoint with the initial access token, as an application does. */
const register = (clientId: string) =>
  fetch(`${KEYCLOAK_URL}/realms/${REALM}/clients-registrations/default`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ clientId, redirectUris: ["https://app.example.com/*"] }),
  });

const tokenRow = (page: Page, id: string) =>
  page.getByRole("table", { name: "Initial access token" }).getByRole("row").filter({ hasText: id });

test("an initial access token made in the console registers a client at Keycloak", async ({ page, admin }) => {
  await signIn(page, { hash: `/${REALM}/clients/initial-access-token` });
  await page.getByRole("button", { name: "Create", exact: true }).first().click();
  await page.getByRole("spinbutton", { name: /^Count/ }).fill("2");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Initial access token details" });
  token = await dialog.getByRole("textbox", { name: "Initial access token" }).inputValue();
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  const [stored] = await admin.realms.getClientsInitialAccess({ realm: REALM });
  expect(stored).toMatchObject({ count: 2, remainingCount: 2 });

  expect((await register("registered-with-token")).status).toBe(201);
  expect(await admin.clients.find({ realm: REALM, clientId: "registered-with-token" })).toHaveLength(1);
  await page.reload();
  await expect(tokenRow(page, stored.id!).getByRole("cell", { name: "1", exact: true })).toBeVisible();
});

test("a max-clients policy made in the console makes Keycloak refuse the next registration", async ({
  page,
  admin,
}) => {
  const clients = (await admin.clients.find({ realm: REALM })).length;
  await signIn(page, { hash: `/${REALM}/clients/client-registration/authenticated` });
  // a registration with an initial access token is an authenticated one; Keycloak's bundle names the button
  // "Create client policy"
  await page.getByRole("button", { name: /^Create (client )?policy$/ }).click();
  await page.getByRole("menuitem", { name: "max-clients", exact: true }).click();
  await page.getByRole("textbox", { name: /^Name/ }).fill("Client limit");
  await page.getByRole("textbox", { name: /^Max clients per realm/i }).fill(String(clients));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Client limit" })).toBeVisible();
  const policy = (await admin.components.find({ realm: REALM, type: POLICY_TYPE })).find(
    (component) => component.name === "Client limit",
  );
  expect(policy).toMatchObject({ providerId: "max-clients", subType: "authenticated" });
  expect(policy?.config?.["max-clients"]).toEqual([String(clients)]);

  const refused = await register("one-too-many");
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ error: "insufficient_scope" });
  expect(await admin.clients.find({ realm: REALM, clientId: "one-too-many" })).toHaveLength(0);
});
