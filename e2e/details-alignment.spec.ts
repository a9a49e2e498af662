// Every details screen starts its header and its tabs at the same place in a 1280×800 window: a group's details line
// up with a user's, whatever the group tree beside them.
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Where the page's title and its tab list start, once both are drawn: the list's row, with the line under the tabs,
 * since a user's ten tabs do not fit in the window and their row opens with the strip's scroll arrow.
 */
async function leftEdges(page: Page, title: string) {
  const heading = page.getByRole("heading", { level: 1, name: title });
  const tabs = page.getByRole("tablist").locator("..");
  await expect(heading).toBeVisible();
  await expect(tabs).toBeVisible();
  return { heading: (await heading.boundingBox())?.x, tabs: (await tabs.boundingBox())?.x };
}

test.describe("details screens line up", () => {
  test("a group's title and tabs start where a user's do", async ({ page, admin }) => {
    const stamp = Date.now();
    const { id: userId } = await admin.users.create({ realm: REALM, username: `zz-e2e-align-${stamp}`, enabled: true });
    const { id: groupId } = await admin.groups.create({ realm: REALM, name: `zz-e2e-align-${stamp}` });

    await signIn(page, { hash: `/${REALM}/users/${userId}/settings` });
    const user = await leftEdges(page, `zz-e2e-align-${stamp}`);
    await page.goto(page.url().replace(/#.*$/, `#/${REALM}/groups/${groupId}`));
    const group = await leftEdges(page, `zz-e2e-align-${stamp}`);

    expect(group).toEqual(user);
  });
});
