// Hostile data renders inert on the realm-settings screens that list what admins write: the realm overrides, the user
// profile's attributes and attribute groups, and the client profiles (the frame: e2e/hostile-data.spec.ts).
import { HOSTILE_PROFILE_GROUP, HOSTILE_REALM as REALM, IMG, LONG, LONG_PREFIX, SCRIPT } from "./support/hostileCorpus";
import { expect, signIn, test } from "./support/fixtures";
import { mainTable, openInConsole, useHostileRealm } from "./support/hostileTest";
import { expectInert, expectLongValuesTruncated } from "./support/inertChecks";

useHostileRealm();

test("realm overrides: the realm's hostile texts show as text in the overrides table", async ({ page }) => {
  await signIn(page, { hash: `/${REALM}/realm-settings/localization` });
  await page.getByRole("tab", { name: "Realm overrides" }).click();
  const table = mainTable(page);
  await expect(table.getByText(IMG, { exact: true })).toBeVisible();
  await expect(table.getByText(SCRIPT, { exact: true })).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);
});

test("user profile: hostile display names, group headers and descriptions show as text", async ({ page }) => {
  await signIn(page, { hash: `/${REALM}/realm-settings/user-profile/attributes` });
  await expect(mainTable(page).getByText(IMG, { exact: true })).toBeVisible();
  await expect(mainTable(page).getByText(SCRIPT, { exact: true })).toBeVisible();
  await expectInert(page);

  await openInConsole(page, `/${REALM}/realm-settings/user-profile/attributes-group`);
  await expect(mainTable(page).getByText(HOSTILE_PROFILE_GROUP, { exact: true })).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);
});

test("client policies: hostile profile descriptions show as text", async ({ page, admin }) => {
  await admin.clientPolicies.createProfiles({
    realm: REALM,
    profiles: [
      { name: "hostile-markup", description: IMG, executors: [] },
      { name: "hostile-long", description: LONG, executors: [] },
    ],
  });
  await signIn(page, { hash: `/${REALM}/realm-settings/client-policies/profiles` });
  const table = mainTable(page);
  await expect(table.getByText(IMG, { exact: true })).toBeVisible();
  await expect(table.getByText(new RegExp(`^${LONG_PREFIX}`, "i")).first()).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);
});
