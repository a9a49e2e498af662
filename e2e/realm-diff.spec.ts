import { readFile } from "node:fs/promises";
import { inBothColourSchemes } from "./support/axe";
import { adminClient, expect, signIn, test } from "./support/fixtures";
import { copyRealm } from "./support/realmCopy";
import { reviewDialog } from "./support/saveReviewed";
import { chooseSearched } from "./support/searchSelect";

// acme against a copy of itself with three changes; the copy is the spec's own, acme stays as seeded.
const COPY = `zz-e2e-diff-${Date.now()}`;
const CHANGED_URI = "https://changed.acme.example/callback";

test.beforeAll(async () => {
  const admin = await adminClient();
  await copyRealm(admin, "acme", COPY);
  admin.setConfig({ realmName: COPY });
  const [webapp] = await admin.clients.find({ clientId: "acme-webapp" });
  await admin.clients.update({ id: webapp.id! }, { ...webapp, redirectUris: [CHANGED_URI] });
  await admin.roles.updateByName({ name: "auditor" }, { name: "auditor", description: "Audits everything" });
  await admin.realms.update({ realm: COPY }, { accessTokenLifespan: 900 });
});

test.afterAll(async () => {
  await (await adminClient()).realms.del({ realm: COPY });
});

test.describe("realm diff", () => {
  test("shows exactly the three changes, and copies back leave two, then one, on the server too", async ({
    page,
    admin,
  }) => {
    await signIn(page, { hash: `/acme/realm-diff?other=${COPY}` });
    await expect(page.getByText("3 differences", { exact: true })).toBeVisible();

    const settings = page.getByRole("region", { name: "Realm settings" });
    await expect(settings.getByRole("row", { name: /accessTokenLifespan/ })).toContainText(/300.*900/);
    const webapp = page.getByRole("region", { name: "Clients" }).getByRole("region", { name: "acme-webapp" });
    const uris = webapp.getByRole("row", { name: /redirectUris/ });
    await expect(uris).toContainText("https://intranet.acme.example/oauth2/callback");
    await expect(uris).toContainText(CHANGED_URI);
    const auditor = page.getByRole("region", { name: "Roles" }).getByRole("region", { name: "auditor" });
    await expect(auditor.getByRole("row", { name: /description/ })).toContainText(
      /Read-only access for audits.*Audits everything/,
    );

    // the sweep (accessibility.spec.ts) sees the screen before a realm is chosen; here it shows differences
    await inBothColourSchemes(page, (violations, colorScheme) =>
      expect(
        violations.map(({ id }) => id),
        colorScheme,
      ).toEqual([]),
    );

    const copyLifespan = settings.getByRole("button", { name: `Copy to ${COPY}: accessTokenLifespan` });
    const review = reviewDialog(page);
    // Escape leaves the copy unsent and the focus where it was
    await copyLifespan.click();
    await expect(review).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(review).toBeHidden();
    await expect(copyLifespan).toBeFocused();
    await copyLifespan.click();
    await expect(review.getByRole("row", { name: /accessTokenLifespan/ })).toContainText(/900.*300/);
    await review.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("2 differences", { exact: true })).toBeVisible();
    await expect(settings).toBeHidden();
    expect((await admin.realms.findOne({ realm: COPY }))?.accessTokenLifespan).toBe(300);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export diff" }).click();
    const exported = JSON.parse(await readFile((await (await download).path())!, "utf8"));
    expect(exported.entries.map((entry: { key: string }) => entry.key)).toEqual(["acme-webapp", "realm:auditor"]);

    // the whole role, through its own endpoint
    await auditor.getByRole("button", { name: `Copy to ${COPY}: auditor` }).click();
    await expect(review.getByRole("row", { name: /description/ })).toContainText(
      /Audits everything.*Read-only access for audits/,
    );
    await review.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("1 difference", { exact: true })).toBeVisible();
    await expect(auditor).toBeHidden();
    const role = await admin.roles.findOneByName({ realm: COPY, name: "auditor" });
    expect(role?.description).toBe("Read-only access for audits");
  });

  test("the realm picker puts the other realm in the URL", async ({ page }) => {
    await signIn(page, { hash: "/acme/realm-diff" });
    await chooseSearched(page, page.getByRole("combobox", { name: "Realm to compare with" }), COPY);
    await expect(page).toHaveURL(new RegExp(`other=${COPY}`));
    await expect(page.getByText(/\d+ differences?/, { exact: true })).toBeVisible();
  });

  test("an exported file is the other side, read only", async ({ page, admin }) => {
    const exported = await admin.realms.export({ realm: COPY, exportClients: true, exportGroupsAndRoles: true });
    // the copy's auditor may be acme's again by now (the first test copies it back): the file has its own
    exported.roles!.realm!.find((role) => role.name === "auditor")!.description = "From a file";
    await signIn(page, { hash: "/acme/realm-diff" });
    await page.getByLabel("Exported realm file").setInputFiles({
      name: "copy.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    const auditor = page.getByRole("region", { name: "auditor" });
    await expect(auditor.getByRole("row", { name: /description/ })).toBeVisible();
    await expect(auditor.getByRole("button", { name: `Copy to ${COPY}: description` })).toHaveCount(0);
    await expect(auditor.getByRole("button", { name: "Copy to acme: description" })).toBeVisible();
  });
});
