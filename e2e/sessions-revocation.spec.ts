// The realm's revocation and signing out every session, in acme so that the admin's own master session survives:
// the not-before set from the sessions screen refuses an older token on the admin API, is cleared again, pushed to a
// client's admin URL (a receiver in this process), and "sign out all" leaves the realm without sessions.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";
const LAYLA = { username: "layla", password: "layla" };

/** an access token of acme's realm admin, issued now */
async function laylaToken(): Promise<{ token: string; iat: number }> {
  const response = await fetch(`${E2E_BASE_URL}/realms/${REALM}/protocol/openid-connect/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", client_id: "admin-cli", ...LAYLA }),
  });
  const token = ((await response.json()) as { access_token: string }).access_token;
  const { iat } = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as { iat: number };
  return { token, iat };
}

const adminApiStatus = async (token: string) =>
  (await fetch(`${E2E_BASE_URL}/admin/realms/${REALM}/users?max=1`, { headers: { authorization: `Bearer ${token}` } }))
    .status;

async function openRevocation(page: Page) {
  await page.getByRole("button", { name: "Action", exact: true }).click();
  await page.getByRole("menuitem", { name: "Revocation" }).click();
  const dialog = page.getByRole("dialog", { name: "Revocation" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** a client's admin URL: answers every POST and keeps its path */
async function startReceiver(): Promise<{ server: Server; url: string; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(req.url ?? "");
    req.resume().on("end", () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/e2e-app`, paths };
}

test.describe("sessions revocation", () => {
  test("sets the realm's not-before to now, which refuses an older token, clears it and pushes it", async ({
    page,
    admin,
  }) => {
    const receiver = await startReceiver();
    const clientId = `e2e-revocation-${Date.now()}`;
    const { id } = await admin.clients.create({ realm: REALM, clientId, adminUrl: receiver.url });
    const { token, iat } = await laylaToken();
    expect(await adminApiStatus(token)).toBe(200);

    await signIn(page, { hash: `/${REALM}/sessions` });
    let dialog = await openRevocation(page);
    await expect(dialog).toContainText("None");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Action", exact: true })).toBeFocused();
    dialog = await openRevocation(page);
    // not-before counts whole seconds: the token must be from an earlier one
    await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(iat);
    await dialog.getByRole("button", { name: "Set to now" }).click();
    await expect(page.getByText("Not before set for the realm")).toBeVisible();
    await expect(dialog).toBeHidden();
    expect((await admin.realms.findOne({ realm: REALM }))?.notBefore).toBeGreaterThan(iat);
    expect(await adminApiStatus(token)).toBe(401);
    expect(await adminApiStatus((await laylaToken()).token)).toBe(200);

    dialog = await openRevocation(page);
    await expect(dialog.locator("time")).toBeVisible();
    await dialog.getByRole("button", { name: "Push" }).click();
    await expect(page.getByText(new RegExp(`Not before pushed to: .*${receiver.url}`))).toBeVisible();
    expect(receiver.paths).toContain("/e2e-app/k_push_not_before");

    dialog = await openRevocation(page);
    await dialog.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByText("Not before cleared for the realm")).toBeVisible();
    expect((await admin.realms.findOne({ realm: REALM }))?.notBefore).toBe(0);
    expect(await adminApiStatus(token)).toBe(200);

    await admin.clients.del({ realm: REALM, id: id! });
    await new Promise((resolve) => receiver.server.close(resolve));
  });

  test("signs out every active session of the realm after confirming", async ({ page, admin }) => {
    await laylaToken();
    const sessions = async () =>
      (
        await fetch(`${E2E_BASE_URL}/admin/realms/${REALM}/ui-ext/sessions?type=ALL&max=100`, {
          headers: { authorization: `Bearer ${admin.accessToken}` },
        })
      ).json() as Promise<unknown[]>;
    expect((await sessions()).length).toBeGreaterThan(0);

    await signIn(page, { hash: `/${REALM}/sessions` });
    await expect(
      page.getByRole("table", { name: "Sessions" }).getByRole("link", { name: "layla" }).first(),
    ).toBeVisible();
    await page.getByRole("button", { name: "Action", exact: true }).click();
    await page.getByRole("menuitem", { name: "Sign out all active sessions" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out all active sessions?" });
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("All active sessions have been signed out")).toBeVisible();
    await expect(page.getByText("No sessions")).toBeVisible();
    expect(await sessions()).toEqual([]);
  });
});
