import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type { Page } from "@playwright/test";
import { closedPort, startSmtpSink, type SmtpSink } from "../dev-server/test/helpers/smtpSink";
import { expect, signIn, test } from "./support/fixtures";
import { saveReviewed } from "./support/saveReviewed";

// A realm of its own, so acme's SMTP settings stay as the other specs expect; the mail goes to a local SMTP sink.
const REALM = `zz-e2e-email-${Date.now()}`;
const ADMIN_EMAIL = "admin@master.example";
const LOGIN = { user: "mailer", password: "smtp-Secret-e2e" };

test.describe.configure({ mode: "serial" });

async function masterAdmin(admin: KcAdminClient) {
  const [user] = await admin.users.find({ realm: "master", username: "admin", exact: true });
  return user;
}

test.describe("realm settings, email", () => {
  let sink: SmtpSink;
  let originalEmail: string | undefined;

  test.beforeAll(async ({ admin }) => {
    sink = await startSmtpSink(LOGIN);
    await admin.realms.create({ realm: REALM, enabled: true });
    originalEmail = (await masterAdmin(admin)).email;
  });
  test.afterAll(async ({ admin }) => {
    const user = await masterAdmin(admin);
    await admin.users.update({ realm: "master", id: user.id! }, { ...user, email: originalEmail ?? "" });
    await admin.realms.del({ realm: REALM });
    await sink.close();
  });

  const openTab = async (page: Page) => {
    await signIn(page, { hash: `/${REALM}/realm-settings/email` });
    await expect(page.getByRole("textbox", { name: /^Host/ })).toBeVisible();
  };

  test("without an email of their own the admin is told to add one first", async ({ page, admin }) => {
    const user = await masterAdmin(admin);
    await admin.users.update({ realm: "master", id: user.id! }, { ...user, email: "" });
    await openTab(page);
    await expect(page.getByText("Your user admin has no email address")).toBeVisible();
    await expect(page.getByRole("button", { name: "Test connection" })).toBeDisabled();
    await page.getByRole("link", { name: "Set up your email address" }).click();
    await expect(page).toHaveURL(new RegExp(`#/master/users/${user.id}/settings$`));
  });

  test("saves the SMTP server; Test connection sends a mail to the admin through it", async ({ page, admin }) => {
    const user = await masterAdmin(admin);
    await admin.users.update({ realm: "master", id: user.id! }, { ...user, email: ADMIN_EMAIL });
    await openTab(page);
    await expect(page.getByText(`Test connection sends a test email to ${ADMIN_EMAIL}.`)).toBeVisible();

    await page.getByRole("textbox", { name: /^From/ }).first().fill("noreply@example.org");
    await page.getByRole("textbox", { name: "From display name" }).fill("Example");
    await page.getByRole("textbox", { name: /^Host/ }).fill("127.0.0.1");
    await page.getByRole("textbox", { name: "Port" }).fill(String(sink.port));
    await page.getByRole("checkbox", { name: "Authentication" }).check({ force: true });
    await page.getByRole("textbox", { name: /^Username/ }).fill(LOGIN.user);
    await page.getByLabel(/^Password/).fill(LOGIN.password);
    await saveReviewed(page);
    await expect(page.getByText("Realm successfully updated").first()).toBeVisible();

    const saved = (await admin.realms.findOne({ realm: REALM }))!.smtpServer!;
    expect(saved).toMatchObject({
      from: "noreply@example.org",
      fromDisplayName: "Example",
      host: "127.0.0.1",
      port: String(sink.port),
      auth: "true",
      user: LOGIN.user,
      ssl: "false",
      starttls: "false",
    });
    // the stored password is never sent back, and the form shows the mask
    expect(saved.password).toBe("**********");
    await page.reload();
    await expect(page.getByLabel(/^Password/)).toHaveValue("**********");

    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByText("Success! The SMTP connection works and a test email was sent.")).toBeVisible();
    await expect.poll(() => sink.mails.length).toBe(1);
    expect(sink.mails[0].to).toEqual([ADMIN_EMAIL]);
    expect(sink.mails[0].user).toBe(LOGIN.user);
    expect(sink.mails[0].data).toContain("From: Example <noreply@example.org>");
  });

  test("a server that cannot be reached is reported with the server's error", async ({ page }) => {
    const port = await closedPort();
    await openTab(page);
    await page.getByRole("textbox", { name: "Port" }).fill(String(port));
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByText("Error! Failed to send email")).toBeVisible();
    // Keycloak 26.7 answers only "Failed to send email": the connection's own error would map the server's network
    await expect(page.getByText(/ECONNREFUSED/)).toHaveCount(0);
    // the failed test changes nothing: the typed port stays in the form, unsaved
    await expect(page.getByRole("textbox", { name: "Port" })).toHaveValue(String(port));
  });
});
