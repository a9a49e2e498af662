// The command palette and review-before-save on Keycloak: the palette finds a user by email through Keycloak's
// search and a screen by its title, and opens both; the review lists a realm's changed settings before Keycloak
// stores them, and shows a changed provider secret as changed without its value.
import { reviewDialog } from "../support/saveReviewed";
import { useOwnRealm } from "./support/ownRealm";
import { expect, signIn, test } from "./support/fixtures";

const REALM = useOwnRealm("kc-palette", { displayName: "Before review" });

test("the palette finds a user by email and a screen by title, and opens them", async ({ page, admin }) => {
  const { id } = await admin.users.create({
    realm: REALM,
    username: "paloma",
    email: "paloma@palette.example",
    enabled: true,
  });
  await signIn(page, { hash: `/${REALM}` });
  const palette = page.getByRole("dialog", { name: "Search the console" });

  await page.keyboard.press("ControlOrMeta+k");
  await expect(palette.getByRole("combobox", { name: /^Search screens/ })).toBeFocused();
  await page.keyboard.type("paloma@palette.example");
  await expect(palette.getByRole("option", { name: /paloma/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#/${REALM}/users/${id}/settings$`));
  await expect(page.getByRole("heading", { level: 1, name: "paloma" })).toBeVisible();

  await page.keyboard.press("ControlOrMeta+k");
  await page.keyboard.type("password policy");
  await expect(palette.getByRole("option").first()).toHaveText("Authentication › Policies › Password policy");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#/${REALM}/authentication/policies$`));
});

test("review before save: the changed settings listed, a secret never shown, then stored by Keycloak", async ({
  page,
  admin,
}) => {
  await signIn(page, { hash: `/${REALM}/realm-settings` });
  const form = page.getByRole("form", { name: "General" });
  await form.getByRole("textbox", { name: "Display name", exact: true }).fill("After review");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  const review = reviewDialog(page);
  await expect(review.getByRole("row", { name: /Display name/ }).getByRole("cell")).toHaveText([
    "Display name",
    "Before review",
    "After review",
  ]);
  await page.keyboard.press("Escape");
  expect((await admin.realms.findOne({ realm: REALM }))?.displayName).toBe("Before review");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await review.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(async () => (await admin.realms.findOne({ realm: REALM }))?.displayName).toBe("After review");
  // leaving while the saved form still counts as changed would be held by its unsaved-changes guard
  await expect(form.getByRole("button", { name: "Revert" })).toBeDisabled();

  await admin.identityProviders.create({
    realm: REALM,
    alias: "reviewed",
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
  await page.goto(page.url().replace(/#.*$/, `#/${REALM}/identity-providers/oidc/reviewed/settings`));
  await page.getByRole("textbox", { name: "Client Secret" }).fill("typed-secret-never-shown");
  await page.getByRole("textbox", { name: "Client ID", exact: true }).fill("broker-2");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(review.getByRole("row", { name: /Client Secret/ }).getByRole("cell")).toHaveText([
    "Client Secret",
    "Changed (the value is not shown)",
  ]);
  await expect(review).not.toContainText("typed-secret-never-shown");
  await review.getByRole("button", { name: "Save", exact: true }).click();
  await expect
    .poll(async () => (await admin.identityProviders.findOne({ realm: REALM, alias: "reviewed" }))?.config?.clientId)
    .toBe("broker-2");
});
