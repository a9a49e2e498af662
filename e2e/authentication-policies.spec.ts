import { inBothColourSchemes } from "./support/axe";
import { expect, signIn, test } from "./support/fixtures";

// Each test works in a realm of its own, so the policies start at Keycloak's defaults however the tests run.
type Admin = Parameters<Parameters<typeof test>[2]>[0]["admin"];

async function freshRealm(admin: Admin, suffix: string) {
  const realm = `zz-e2e-auth-policies-${suffix}-${Date.now()}`;
  await admin.realms.create({ realm, enabled: true });
  return realm;
}

const policiesOf = (realm: string) => `/${realm}/authentication/policies`;

test.describe("authentication: policies", () => {
  test("adds minimum length 12 and digits to the password policy", async ({ page, admin }) => {
    const realm = await freshRealm(admin, "password");
    try {
      await signIn(page, { hash: policiesOf(realm) });
      const form = page.getByRole("form", { name: "Password policy" });
      await expect(form.getByText("No password policies")).toBeVisible();

      // the server's refusal is shown and the rows stay as typed
      await form.getByRole("button", { name: "Add policy" }).click();
      await page.getByRole("menuitem", { name: "Regular expression" }).click();
      await form.getByRole("textbox", { name: "Regular expression" }).fill("(");
      await form.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(/Invalid config for regexPattern/)).toBeVisible();
      await expect(form.getByRole("textbox", { name: "Regular expression" })).toHaveValue("(");
      expect((await admin.realms.findOne({ realm }))?.passwordPolicy).toBeUndefined();
      await form.getByRole("button", { name: "Remove Regular expression" }).click();

      await form.getByRole("button", { name: "Add policy" }).click();
      await page.getByRole("menuitem", { name: "Minimum length" }).click();
      await form.getByRole("spinbutton", { name: "Minimum length" }).fill("12");
      await form.getByRole("button", { name: "Add policy" }).click();
      await page.getByRole("menuitem", { name: "Digits" }).click();
      await expect(form.getByRole("spinbutton", { name: "Digits" })).toHaveValue("1");
      await form.getByRole("button", { name: "Save" }).click();

      await expect(page.getByText("Password policies successfully updated")).toBeVisible();
      await expect
        .poll(async () => (await admin.realms.findOne({ realm }))?.passwordPolicy)
        .toBe("length(12) and digits(1)");

      // the policy holds where passwords are set: a short one is refused with the server's message, nothing lost
      const { id } = await admin.users.create({ realm, username: "short-password", enabled: true });
      await page.goto(page.url().replace(/#.*/, `#/${realm}/users/${id}/credentials`));
      await page.getByRole("button", { name: "Set password" }).click();
      const dialog = page.getByRole("dialog", { name: "Set password for short-password" });
      await dialog.getByLabel(/^Password\W*$/).fill("Short-1");
      await dialog.getByLabel(/^Password confirmation/).fill("Short-1");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Invalid password: minimum length 12.")).toBeVisible();
      await expect(dialog.getByLabel(/^Password\W*$/)).toHaveValue("Short-1");
      expect(await admin.users.getCredentials({ realm, id })).toEqual([]);
    } finally {
      await admin.realms.del({ realm });
    }
  });

  test("changes the OTP digits, a WebAuthn field and the CIBA interval", async ({ page, admin }) => {
    const realm = await freshRealm(admin, "otp");
    try {
      await signIn(page, { hash: policiesOf(realm) });
      await page.getByRole("tab", { name: "OTP Policy" }).click();
      const otp = page.getByRole("form", { name: "OTP Policy" });
      await expect(otp.getByRole("list", { name: "Supported applications" })).toContainText("Google Authenticator");
      await otp.getByText("8", { exact: true }).click();
      await otp.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("OTP policy successfully updated")).toBeVisible();
      await expect.poll(async () => (await admin.realms.findOne({ realm }))?.otpPolicyDigits).toBe(8);
      // Google Authenticator follows six digits only
      await expect(otp.getByRole("list", { name: "Supported applications" })).not.toContainText("Google");

      await page.getByRole("tab", { name: "Webauthn Policy", exact: true }).click();
      const webauthn = page.getByRole("form", { name: "Webauthn Policy" });
      await webauthn.getByRole("textbox", { name: "Relying party entity name" }).fill("Acme sign-in");
      await webauthn.getByRole("combobox", { name: "User verification requirement" }).selectOption("required");
      await webauthn.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Updated webauthn policies successfully")).toBeVisible();
      await expect
        .poll(async () => {
          const saved = (await admin.realms.findOne({ realm })) as Record<string, unknown>;
          return [saved.webAuthnPolicyRpEntityName, saved.webAuthnPolicyUserVerificationRequirement];
        })
        .toEqual(["Acme sign-in", "required"]);

      await page.getByRole("tab", { name: "CIBA Policy" }).click();
      const ciba = page.getByRole("form", { name: "CIBA Policy" });
      await ciba.getByRole("spinbutton", { name: "Interval" }).fill("9");
      await ciba.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("CIBA policy successfully updated")).toBeVisible();
      await expect.poll(async () => (await admin.realms.findOne({ realm }))?.attributes?.cibaInterval).toBe("9");
    } finally {
      await admin.realms.del({ realm });
    }
  });

  test("every policy tab passes axe in light and dark mode", async ({ page, admin }) => {
    const realm = await freshRealm(admin, "axe");
    try {
      await signIn(page, { hash: policiesOf(realm) });
      const tabs = ["Password policy", "OTP Policy", "Webauthn Policy", "Webauthn Passwordless Policy", "CIBA Policy"];
      for (const name of tabs) {
        await page.getByRole("tab", { name, exact: true }).click();
        await expect(page.getByRole("form", { name })).toBeVisible();
        await inBothColourSchemes(page, (violations, colorScheme) =>
          expect
            .soft(
              violations.map(
                (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
              ),
              `axe on ${name} in ${colorScheme} mode`,
            )
            .toEqual([]),
        );
      }
    } finally {
      await admin.realms.del({ realm });
    }
  });
});
