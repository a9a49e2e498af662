import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";

const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe("group tabs", () => {
  test("each tab of a group is a URL: opened directly, and followed when another tab is chosen", async ({
    page,
    admin,
  }) => {
    const name = uniqueName("e2e-tabs");
    const group = await admin.groups.create({ realm: REALM, name });
    await admin.groups.update({ realm: REALM, id: group.id }, { name, attributes: { floor: ["7"] } });
    await signIn(page, { hash: `/${REALM}/groups/${group.id}/attributes` });

    await expect(page.getByRole("tab", { name: "Attributes", selected: true })).toBeVisible();
    await expect(page.getByRole("form", { name: "Attributes" }).getByRole("textbox", { name: "Value" })).toHaveValue(
      "7",
    );

    await page.getByRole("tab", { name: "Role mapping" }).click();
    await expect(page).toHaveURL(new RegExp(`/groups/${group.id}/role-mapping$`));
    await expect(page.getByRole("tabpanel", { name: "Role mapping" })).toBeVisible();

    await page.getByRole("tab", { name: "Child groups" }).click();
    await expect(page).toHaveURL(new RegExp(`/groups/${group.id}$`));
    await page.goBack();
    await expect(page.getByRole("tab", { name: "Role mapping", selected: true })).toBeVisible();

    await admin.groups.del({ realm: REALM, id: group.id });
  });
});
