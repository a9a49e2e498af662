// Hostile data renders inert on the declarative admin page screens: an item's values from the server are shown as
// text in the list and on its details page, long ones cut (the frame: e2e/hostile-data.spec.ts).
import { HOSTILE_REALM as REALM, IMG, LONG, LONG_PREFIX, SCRIPT } from "./support/hostileCorpus";
import { expect, signIn, test } from "./support/fixtures";
import { mainTable, openInConsole, useHostileRealm } from "./support/hostileTest";
import { expectInert, expectLongValuesTruncated } from "./support/inertChecks";

useHostileRealm();

const PAGE_TYPE = "org.keycloak.services.ui.extend.UiPageProvider";

test("page items: hostile names and descriptions show as text in the list and on the details page", async ({
  page,
  admin,
}) => {
  const realmId = (await admin.realms.findOne({ realm: REALM }))!.id!;
  const item = (name: string, description: string) =>
    admin.components.create({
      realm: REALM,
      providerId: "Todo",
      providerType: PAGE_TYPE,
      parentId: realmId,
      config: { name: [name], description: [description] },
    });
  await item(IMG, SCRIPT);
  const { id: longId } = await item(LONG, IMG);

  await signIn(page, { hash: `/${REALM}/page-section/Todo` });
  const table = mainTable(page);
  await expect(table.getByText(IMG, { exact: true }).first()).toBeVisible();
  await expect(table.getByText(SCRIPT, { exact: true })).toBeVisible();
  await expect(table.getByText(new RegExp(`^${LONG_PREFIX}`, "i")).first()).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);

  await openInConsole(page, `/${REALM}/page-section/Todo/${longId}`);
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(IMG);
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);
});
