// A save that takes its time (the dev server's fault switch delays it): what the admin types while it runs is kept,
// unsaved, instead of being put back to what was sent when the save ends.
import { expect, signIn, test } from "./support/fixtures";
import { alerts, createRole, pageErrors, REALM, setFaults } from "./support/faultSwitch";

test.afterEach(async () => {
  await setFaults({});
});

test("typing during a slow save is kept, unsaved, and a second save stores it", async ({ page, admin }) => {
  const errors = pageErrors(page);
  const role = await createRole(admin, "before");
  await signIn(page, { hash: `/${REALM}/roles/${role.id}/details` });
  const description = page.getByRole("textbox", { name: "Description" });
  const save = page.getByRole("button", { name: "Save" });
  const revert = page.getByRole("button", { name: "Revert" });
  await expect(description).toHaveValue("before");
  await description.fill("first save");

  await setFaults({ latencyMs: 1500, methods: ["PUT"], pathPattern: `/roles-by-id/${role.id}$` });
  await save.click();
  await expect(save).toHaveAttribute("data-loading");
  await description.fill("typed while saving");
  await expect(alerts(page).getByText("The role has been saved")).toBeVisible();
  await expect(save).not.toHaveAttribute("data-loading");

  // the first save stored what was sent; the later typing stays in the field, with Save and Revert offered for it
  expect((await admin.roles.findOneById({ realm: REALM, id: role.id }))?.description).toBe("first save");
  await expect(description).toHaveValue("typed while saving");
  await expect(save).toBeEnabled();
  await expect(revert).toBeEnabled();

  await setFaults({});
  await save.click();
  await expect(revert).toBeDisabled();
  await expect(description).toHaveValue("typed while saving");
  await expect
    .poll(async () => (await admin.roles.findOneById({ realm: REALM, id: role.id }))?.description)
    .toBe("typed while saving");
  expect(errors).toEqual([]);
});
