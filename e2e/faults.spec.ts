// The console under a failing server: the dev server's fault switch (dev-server/faults/faultSwitch.ts, on in the e2e
// servers only) adds latency, 5xx answers, dropped connections and 401s to the admin API. Under each the console
// keeps its shell, says what went wrong with a way to retry, keeps what was typed, and a 401 costs one silent
// re-sign-in, never a loop.
import { expect, signIn, test } from "./support/fixtures";
import {
  alerts,
  appliedFaults,
  countSignIns,
  createRole,
  expectSettled,
  expectShell,
  pageErrors,
  REALM,
  setFaults,
  usersTable,
} from "./support/faultSwitch";
import { unique } from "./support/unique";

test.afterEach(async () => {
  await setFaults({});
});

test.describe("latency", () => {
  test("the users list and a user's details show a loading state, then the data", async ({ page }) => {
    const errors = pageErrors(page);
    await signIn(page, { hash: `/${REALM}/roles` });
    await setFaults({ latencyMs: 1500 });

    await page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: "Users" }).click();
    const table = usersTable(page);
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expectShell(page);
    await expect(table.getByRole("link", { name: "alice" })).toBeVisible();
    await expect(table).toHaveAttribute("aria-busy", "false");

    await table.getByRole("link", { name: "alice" }).click();
    await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
    await expectShell(page);
    await expect(page.getByRole("heading", { level: 1, name: "alice" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue(/alice@/);
    expect((await appliedFaults()).delayed).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

test.describe("5xx answers on a load", () => {
  test("the users list says it could not load, and retry loads it once the server recovers", async ({ page }) => {
    const errors = pageErrors(page);
    await signIn(page, { hash: `/${REALM}/roles` });
    // the list asks ui-ext/brute-force-user (users with their lock status), the count asks users/count
    await setFaults({ errorRate: 1, pathPattern: `/${REALM}/(users/count|ui-ext/brute-force-user)$` });

    await page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: "Users" }).click();
    const table = usersTable(page);
    await expect(table.getByText(/Could not load the list/)).toBeVisible();
    await expectShell(page);
    expect((await appliedFaults()).failed).toBeGreaterThan(0);

    await setFaults({});
    await table.getByRole("button", { name: "Retry" }).click();
    await expect(table.getByRole("link", { name: "alice" })).toBeVisible();
    await expect(table.getByText(/Could not load the list/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a details screen says it could not load, and retry loads it once the server recovers", async ({
    page,
    admin,
  }) => {
    const errors = pageErrors(page);
    const role = await createRole(admin, "kept");
    await signIn(page, { hash: `/${REALM}/roles` });
    await setFaults({ errorRate: 1, pathPattern: `/roles-by-id/${role.id}$` });

    await page.goto(`${page.url().split("#")[0]}#/${REALM}/roles/${role.id}/details`);
    const failure = page.getByRole("alert").filter({ hasText: "unknown_error" });
    await expect(failure).toBeVisible();
    await expectShell(page);

    await setFaults({});
    await failure.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { level: 1, name: role.name })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue("kept");
    expect(errors).toEqual([]);
  });
});

test.describe("every admin call failing", () => {
  for (const [fault, settings, says] of [
    ["answered 500", { errorRate: 1 }, /Could not load the list/],
    // the console's own words, not the browser's "Failed to fetch"
    ["dropped", { dropNext: 1_000_000 }, /Could not load the list: The server could not be reached/],
  ] as const) {
    test(`the console opens with its shell when every admin call is ${fault}, and a retry recovers`, async ({
      page,
    }) => {
      const errors = pageErrors(page);
      await setFaults(settings);
      await signIn(page, { hash: `/${REALM}/users` });
      await expectShell(page);
      const table = usersTable(page);
      await expect(table.getByText(says)).toBeVisible();

      await setFaults({});
      await table.getByRole("button", { name: "Retry" }).click();
      await expect(table.getByRole("link", { name: "alice" })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test.describe("a failed save", () => {
  test("a 5xx on saving a user keeps the form as typed, and saving again stores it", async ({ page, admin }) => {
    const errors = pageErrors(page);
    const username = unique("e2e-fault-user");
    const { id } = await admin.users.create({
      realm: REALM,
      username,
      email: `${username}@example.com`,
      firstName: "Before",
      lastName: "Fault",
      enabled: true,
    });
    await signIn(page, { hash: `/${REALM}/users/${id}/settings` });
    const form = page.getByRole("form", { name: "Details" });
    const firstName = form.getByRole("textbox", { name: /^First name/ });
    const lastName = form.getByRole("textbox", { name: /^Last name/ });
    await expect(firstName).toHaveValue("Before");
    await firstName.fill("Typed during the outage");
    await lastName.fill("Still here");

    await setFaults({ errorRate: 1, methods: ["PUT"], pathPattern: `/users/${id}$` });
    await form.getByRole("button", { name: "Save" }).click();
    await expect(alerts(page).getByRole("alert").filter({ hasText: "The user could not be updated" })).toBeVisible();
    expect((await appliedFaults()).failed).toBe(1);
    await expectShell(page);
    await expect(firstName).toHaveValue("Typed during the outage");
    await expect(lastName).toHaveValue("Still here");

    await setFaults({});
    await form.getByRole("button", { name: "Save" }).click();
    await expect(alerts(page).getByText("The user has been saved")).toBeVisible();
    const stored = await admin.users.findOne({ realm: REALM, id });
    expect({ firstName: stored?.firstName, lastName: stored?.lastName }).toEqual({
      firstName: "Typed during the outage",
      lastName: "Still here",
    });
    await expect(firstName).toHaveValue("Typed during the outage");
    expect(errors).toEqual([]);
  });

  test("a dropped connection on saving a role keeps the form as typed, and saving again stores it", async ({
    page,
    admin,
  }) => {
    const errors = pageErrors(page);
    const role = await createRole(admin, "before");
    await signIn(page, { hash: `/${REALM}/roles/${role.id}/details` });
    const description = page.getByRole("textbox", { name: "Description" });
    await expect(description).toHaveValue("before");
    await description.fill("typed while the connection drops");

    // the browser may send a request again on its own when a kept-alive connection closes unanswered: every PUT drops
    await setFaults({ dropNext: 1000, methods: ["PUT"], pathPattern: `/roles-by-id/${role.id}$` });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(alerts(page).getByRole("alert").filter({ hasText: "Could not save role" })).toBeVisible();
    expect((await appliedFaults()).dropped).toBeGreaterThan(0);
    await expectShell(page);
    await expect(description).toHaveValue("typed while the connection drops");
    expect((await admin.roles.findOneById({ realm: REALM, id: role.id }))?.description).toBe("before");

    await setFaults({});
    await page.getByRole("button", { name: "Save" }).click();
    await expect(alerts(page).getByText("The role has been saved")).toBeVisible();
    expect((await admin.roles.findOneById({ realm: REALM, id: role.id }))?.description).toBe(
      "typed while the connection drops",
    );
    expect(errors).toEqual([]);
  });

  test("a 5xx, then a dropped connection, on creating a user keep the form as typed; the third try creates it", async ({
    page,
    admin,
  }) => {
    const errors = pageErrors(page);
    const username = unique("e2e-fault-new");
    await signIn(page, { hash: `/${REALM}/users/add-user` });
    const form = page.getByRole("form", { name: "Create user" });
    const fields = {
      username: form.getByRole("textbox", { name: /^Username/ }),
      email: form.getByRole("textbox", { name: /^Email/ }),
      firstName: form.getByRole("textbox", { name: /^First name/ }),
      lastName: form.getByRole("textbox", { name: /^Last name/ }),
    };
    const typed = { username, email: `${username}@example.com`, firstName: "Ada", lastName: "Outage" };
    for (const [name, value] of Object.entries(typed)) await fields[name as keyof typeof fields].fill(value);
    const expectTyped = async () => {
      for (const [name, value] of Object.entries(typed))
        await expect(fields[name as keyof typeof fields]).toHaveValue(value);
    };

    await setFaults({ errorRate: 1, methods: ["POST"], pathPattern: `/${REALM}/users/?$` });
    await form.getByRole("button", { name: "Create" }).click();
    await expect(alerts(page).getByRole("alert").filter({ hasText: "Could not create user" })).toBeVisible();
    await expectTyped();
    await expectShell(page);

    await setFaults({ dropNext: 1000, methods: ["POST"], pathPattern: `/${REALM}/users/?$` });
    await form.getByRole("button", { name: "Create" }).click();
    await expect.poll(async () => (await appliedFaults()).dropped).toBeGreaterThan(0);
    await expect(alerts(page).getByRole("alert").filter({ hasText: "Could not create user" })).toHaveCount(2);
    await expectTyped();
    expect(await admin.users.find({ realm: REALM, username, exact: true })).toEqual([]);

    await setFaults({});
    await form.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
    const [created] = await admin.users.find({ realm: REALM, username, exact: true });
    expect(created).toMatchObject({ email: typed.email, firstName: "Ada", lastName: "Outage" });
    expect(errors).toEqual([]);
  });
});

test.describe("a 401 in the middle of a session", () => {
  test("is answered with one silent re-sign-in, after which the call succeeds", async ({ page }) => {
    const errors = pageErrors(page);
    await signIn(page, { hash: `/${REALM}/users` });
    await expect(usersTable(page).getByRole("link", { name: "alice" })).toBeVisible();
    const signIns = countSignIns(page);

    await setFaults({ unauthorizedNext: 1 });
    await page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: "Realm roles" }).click();
    await expect(
      page.getByRole("table", { name: "Realm roles" }).getByRole("link", { name: "offline_access" }),
    ).toBeVisible();
    expect((await appliedFaults()).unauthorized).toBe(1);
    await expectSettled(() => signIns.token + signIns.authorize);
    expect(signIns).toEqual({ token: 1, authorize: 0 });
    await expectShell(page);
    expect(errors).toEqual([]);
  });

  test("on a save, the save goes through after the re-sign-in, with what was typed", async ({ page, admin }) => {
    const errors = pageErrors(page);
    const role = await createRole(admin, "before");
    await signIn(page, { hash: `/${REALM}/roles/${role.id}/details` });
    const description = page.getByRole("textbox", { name: "Description" });
    await expect(description).toHaveValue("before");
    await description.fill("saved across a 401");
    const signIns = countSignIns(page);

    await setFaults({ unauthorizedNext: 1, methods: ["PUT"] });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(alerts(page).getByText("The role has been saved")).toBeVisible();
    expect((await appliedFaults()).unauthorized).toBe(1);
    expect((await admin.roles.findOneById({ realm: REALM, id: role.id }))?.description).toBe("saved across a 401");
    await expectSettled(() => signIns.token + signIns.authorize);
    expect(signIns).toEqual({ token: 1, authorize: 0 });
    expect(errors).toEqual([]);
  });

  test("a 401 that persists ends in a message, not in a loop of sign-ins", async ({ page }) => {
    const errors = pageErrors(page);
    await signIn(page, { hash: `/${REALM}/users` });
    await expect(usersTable(page).getByRole("link", { name: "alice" })).toBeVisible();
    const signIns = countSignIns(page);

    await setFaults({ unauthorizedNext: 1_000_000 });
    await page.getByRole("navigation", { name: "Manage" }).getByRole("link", { name: "Realm roles" }).click();
    const table = page.getByRole("table", { name: "Realm roles" });
    await expect(table.getByText(/sign in again/i)).toBeVisible();
    await expectSettled(async () => (await appliedFaults()).unauthorized);
    await expectSettled(() => signIns.token + signIns.authorize);
    expect(signIns.token + signIns.authorize).toBeLessThanOrEqual(1);
    expect((await appliedFaults()).unauthorized).toBeLessThanOrEqual(4);
    await expectShell(page);

    // asking again does not sign in again: the fresh token was refused already
    await table.getByRole("button", { name: "Retry" }).click();
    await expectSettled(async () => (await appliedFaults()).unauthorized);
    await expect(table.getByText(/sign in again/i)).toBeVisible();
    expect(signIns.token + signIns.authorize).toBeLessThanOrEqual(1);

    // once the server accepts the session again, retry loads the list with the token already held
    await setFaults({});
    await table.getByRole("button", { name: "Retry" }).click();
    await expect(table.getByRole("link", { name: "offline_access" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
