import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { expect, signIn, test } from "./support/fixtures";

// CSV import and export on the user list, checked against the server. The users, group and role carry this run's
// prefix, so the export's search finds exactly them.

const REALM = "acme";

async function downloadedText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return readFile((await download.path())!, "utf8");
}

/** No axe violation of any impact on the page as it is (the dialog's step). */
async function expectAccessible(page: Page, step: string) {
  const violations = await axeViolations(page);
  expect(
    violations.map((violation) => `${violation.id}: ${violation.help}`),
    `axe on the ${step} step`,
  ).toEqual([]);
}

/** The data lines of a CSV the console wrote (every field quoted, no line breaks inside the values used here). */
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .map((line) => line.slice(1, -1).split('","'));

test.describe("users CSV", () => {
  test.setTimeout(60_000);

  test("imports the good rows of a CSV, reports the bad ones, and exports the searched users", async ({
    page,
    admin,
  }) => {
    const prefix = `csv${Date.now().toString(36)}`;
    const group = `${prefix}-team`;
    const role = `${prefix}-role`;
    const { id: groupId } = await admin.groups.create({ realm: REALM, name: group });
    await admin.roles.create({ realm: REALM, name: role });
    const { id: takenId } = await admin.users.create({ realm: REALM, username: `${prefix}-taken`, enabled: true });
    const good = [1, 2, 3].map((n) => `${prefix}-good${n}`);
    const csv = [
      "Username,Email,First name,Last name,Groups,Realm roles,Password",
      ...good.map((name, n) => `${name},${name}@example.com,"Good, ${n}",Row,/${group},${role},Secret-${n}-pass`),
      `${prefix}-taken,taken-${prefix}@example.com,Taken,Row,/${group},${role},`,
      `,missing-${prefix}@example.com,No,Username,,,`,
    ].join("\n");

    try {
      await signIn(page, { hash: `/${REALM}/users` });
      await page.getByRole("button", { name: "Import", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Import users" });
      await dialog.getByLabel("CSV file").setInputFiles({
        name: "users.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`\uFEFF${csv}`),
      });
      await dialog.getByRole("button", { name: "Next" }).click();
      await expect(dialog.getByRole("combobox", { name: "Imported as, column Realm roles" })).toHaveValue("realmRoles");
      await expect(dialog.getByRole("combobox", { name: "Imported as, column Groups" })).toHaveValue("groups");
      await expectAccessible(page, "mapping");
      await dialog.getByRole("button", { name: "Next" }).click();

      await expect(dialog.getByRole("status")).toHaveText("3 of 5 rows can be imported; 2 cannot.");
      const issues = dialog.getByRole("table", { name: "Rows with problems" });
      // the header and the two bad rows: the group and role of the good rows were found
      await expect(issues.getByRole("row")).toHaveCount(3);
      await expectAccessible(page, "preview");
      await expect(issues.getByRole("row", { name: /User exists with same username/ })).toContainText("5");
      await expect(issues.getByRole("row", { name: /Please specify attribute username/ })).toContainText("6");
      await dialog.getByRole("button", { name: "Import 3 users" }).click();

      await expect(dialog.getByRole("status")).toHaveText("3 users created; 2 rows in the report.");
      const report = await downloadedText(page, () =>
        dialog.getByRole("button", { name: /Download the report/ }).click(),
      );
      const [header, ...failed] = csvLines(report);
      expect(header.at(-1)).toBe("Reason");
      expect(failed.map((row) => [row[0], row.at(-2), row.at(-1)])).toEqual([
        [`${prefix}-taken`, "5", "User exists with same username"],
        ["", "6", "Please specify attribute username."],
      ]);
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Import", exact: true })).toBeFocused();

      for (const username of good) {
        const [user] = await admin.users.find({ realm: REALM, username, exact: true });
        expect(user?.email).toBe(`${username}@example.com`);
        const groups = await admin.users.listGroups({ realm: REALM, id: user.id! });
        expect(groups.map((g) => g.id)).toEqual([groupId]);
        const roles = await admin.users.listRealmRoleMappings({ realm: REALM, id: user.id! });
        expect(roles.map((r) => r.name)).toContain(role);
        expect(user.requiredActions).toContain("UPDATE_PASSWORD");
      }

      const search = page.getByRole("searchbox", { name: "Search user" });
      await search.fill(prefix);
      await search.press("Enter");
      await expect(page.getByRole("table", { name: "Users" }).getByRole("link", { name: good[0] })).toBeVisible();
      await page.getByRole("button", { name: "Export", exact: true }).click();
      const exportDialog = page.getByRole("dialog", { name: "Export users" });
      await expect(exportDialog).toContainText(`"${prefix}"`);
      const exported = await downloadedText(page, () =>
        exportDialog.getByRole("button", { name: "Export", exact: true }).click(),
      );
      const [exportHeader, ...rows] = csvLines(exported);
      expect(exportHeader).toEqual(["username", "email", "firstName", "lastName", "enabled", "emailVerified"]);
      expect(rows.map((row) => row[0]).sort()).toEqual([...good, `${prefix}-taken`].sort());
      expect(rows.find((row) => row[0] === good[1])).toEqual([
        good[1],
        `${good[1]}@example.com`,
        "Good, 1",
        "Row",
        "true",
        "false",
      ]);
    } finally {
      for (const user of await admin.users.find({ realm: REALM, search: prefix, max: 20 }))
        await admin.users.del({ realm: REALM, id: user.id! });
      await admin.users.del({ realm: REALM, id: takenId }).catch(() => undefined);
      await admin.groups.del({ realm: REALM, id: groupId });
      await admin.roles.delByName({ realm: REALM, name: role });
    }
  });

  test("takes the CSV from a labelled drop zone: Browse by keyboard, the name shown and cleared, or a dropped file", async ({
    page,
    admin,
  }) => {
    const username = `csvdrop${Date.now().toString(36)}`;
    const csv = `Username,Email\n${username},${username}@example.com\n`;
    try {
      await signIn(page, { hash: `/${REALM}/users` });
      await page.getByRole("button", { name: "Import", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Import users" });
      const [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        dialog.getByRole("button", { name: "Browse" }).press("Enter"),
      ]);
      await chooser.setFiles({ name: "chosen.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await expect(dialog.getByText("chosen.csv")).toBeVisible();
      await expectAccessible(page, "source");
      await dialog.getByRole("button", { name: "Remove chosen.csv" }).click();
      await expect(dialog.getByText("chosen.csv")).toHaveCount(0);
      await expect(dialog.getByRole("button", { name: "Next" })).toBeDisabled();

      // a DataTransfer a script makes has no file-system entries, which the drop zone reads files through (a drop
      // from the desktop has them): its file items are given a plain file entry
      await page.evaluate(() => {
        DataTransferItem.prototype.webkitGetAsEntry = function (this: DataTransferItem) {
          return this.kind === "file" ? ({ isFile: true, isDirectory: false } as FileSystemEntry) : null;
        };
      });
      const dropped = await page.evaluateHandle((text) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], "dropped.csv", { type: "text/csv" }));
        return transfer;
      }, csv);
      const zone = dialog.getByRole("group", { name: "Drop zone" });
      await zone.dispatchEvent("dragenter", { dataTransfer: dropped });
      await zone.dispatchEvent("dragover", { dataTransfer: dropped });
      await zone.dispatchEvent("drop", { dataTransfer: dropped });
      await expect(dialog.getByText("dropped.csv")).toBeVisible();
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByRole("button", { name: "Import 1 user" }).click();
      await expect(dialog.getByRole("status")).toHaveText(/^1 user created/);
      const [user] = await admin.users.find({ realm: REALM, username, exact: true });
      expect(user?.email).toBe(`${username}@example.com`);
    } finally {
      for (const user of await admin.users.find({ realm: REALM, username, exact: true }))
        await admin.users.del({ realm: REALM, id: user.id! });
    }
  });

  test("exports group memberships, realm roles and client roles on request", async ({ page, admin }) => {
    const [erin] = await admin.users.find({ realm: REALM, username: "erin", exact: true });
    const erinGroups = (await admin.users.listGroups({ realm: REALM, id: erin.id! })).map((group) => group.path);
    const erinRoles = (await admin.users.listRealmRoleMappings({ realm: REALM, id: erin.id! })).map((r) => r.name);
    expect(erinGroups).toContain("/Sales/EMEA/DACH");
    expect(erinRoles).toContain("auditor");

    await signIn(page, { hash: `/${REALM}/users` });
    await page.getByRole("button", { name: "Export", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Export users" });
    for (const name of ["Group memberships", "Realm roles", "Client roles"])
      await dialog.getByRole("checkbox", { name }).check({ force: true });
    const exported = await downloadedText(page, () =>
      dialog.getByRole("button", { name: "Export", exact: true }).click(),
    );
    const [header, ...rows] = csvLines(exported);
    expect(header).toEqual([
      "username",
      "email",
      "firstName",
      "lastName",
      "enabled",
      "emailVerified",
      "groups",
      "realmRoles",
      "clientRoles",
    ]);
    const cellsOf = (username: string) => {
      const row = rows.find((cells) => cells[0] === username)!;
      return { groups: row[6].split(";"), realmRoles: row[7].split(";"), clientRoles: row[8].split(";") };
    };
    expect(cellsOf("erin").groups.sort()).toEqual(erinGroups.sort());
    expect(cellsOf("erin").realmRoles.sort()).toEqual(erinRoles.sort());
    expect(cellsOf("helpdesk").clientRoles).toEqual(["realm-management/query-users"]);
  });
});
