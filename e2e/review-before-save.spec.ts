import { axeViolations } from "./support/axe";
import { expect, signIn, test } from "./support/fixtures";
import { reviewDialog } from "./support/saveReviewed";

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

test.describe("review before save", () => {
  test("lists the two changed fields with old and new values; Escape keeps them typed, Enter saves them", async ({
    page,
    admin,
  }) => {
    const realm = `zz-e2e-review-${stamp()}`;
    await admin.realms.create({ realm, enabled: true, displayName: "Before review", sslRequired: "external" });
    try {
      await signIn(page, { hash: `/${realm}/realm-settings` });
      const form = page.getByRole("form", { name: "General" });
      const displayName = form.getByRole("textbox", { name: "Display name", exact: true });
      await expect(displayName).toHaveValue("Before review");
      await displayName.fill("After review");
      await form.getByRole("combobox", { name: "Require SSL" }).selectOption("all");

      const save = form.getByRole("button", { name: "Save", exact: true });
      await save.click();
      const review = reviewDialog(page);
      const rows = review.getByRole("row");
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1).getByRole("cell")).toHaveText(["Display name", "Before review", "After review"]);
      await expect(rows.nth(2).getByRole("cell")).toHaveText(["Require SSL", "External requests", "All requests"]);
      const violations = await axeViolations(page, { include: '[role="dialog"]' });
      expect(violations.map((violation) => `${violation.impact} ${violation.id}`)).toEqual([]);

      await page.keyboard.press("Escape");
      await expect(review).toBeHidden();
      await expect(displayName).toHaveValue("After review");
      await expect(form.getByRole("combobox", { name: "Require SSL" })).toHaveValue("all");
      expect(await admin.realms.findOne({ realm })).toMatchObject({ displayName: "Before review" });

      await save.click();
      await expect(review.getByRole("button", { name: "Save", exact: true })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByText("Realm successfully updated")).toBeVisible();
      expect(await admin.realms.findOne({ realm })).toMatchObject({ displayName: "After review", sslRequired: "all" });
      // saved, the form has nothing left to review
      await expect(save).toBeDisabled();
    } finally {
      await admin.realms.del({ realm });
    }
  });

  test("a changed secret shows as changed, never its value", async ({ page, admin }) => {
    const alias = `zz-e2e-review-idp-${stamp()}`;
    await admin.identityProviders.create({
      realm: "acme",
      alias,
      providerId: "oidc",
      enabled: true,
      config: {
        clientId: "broker",
        clientSecret: "stored-secret-review",
        authorizationUrl: "https://idp.review.example/auth",
        tokenUrl: "https://idp.review.example/token",
        clientAuthMethod: "client_secret_post",
      },
    });
    try {
      await signIn(page, { hash: `/acme/identity-providers/oidc/${alias}/settings` });
      const secret = page.getByRole("textbox", { name: "Client Secret" });
      await expect(secret).toHaveValue("**********");
      await secret.fill("typed-secret-never-shown");
      await page.getByRole("textbox", { name: "Client ID", exact: true }).fill("broker-2");

      await page.getByRole("button", { name: "Save", exact: true }).click();
      const review = reviewDialog(page);
      await expect(review.getByRole("row", { name: /Client Secret/ }).getByRole("cell")).toHaveText([
        "Client Secret",
        "Changed (the value is not shown)",
      ]);
      await expect(review.getByRole("row", { name: /Client ID/ }).getByRole("cell")).toHaveText([
        "Client ID",
        "broker",
        "broker-2",
      ]);
      await expect(review).not.toContainText("typed-secret-never-shown");
      await expect(review).not.toContainText("**********");

      await review.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Provider successfully updated")).toBeVisible();
      const stored = await admin.identityProviders.findOne({ realm: "acme", alias });
      expect(stored?.config).toMatchObject({ clientId: "broker-2", clientSecret: "**********" });
    } finally {
      await admin.identityProviders.del({ realm: "acme", alias });
    }
  });
});
