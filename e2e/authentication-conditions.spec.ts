// A conditional flow the dev server must run as Keycloak does: a copy of the browser flow whose second factor is
// asked only of users holding a realm role ("Condition - user role"), bound as the realm's browser flow.
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, expect, test } from "./support/fixtures";
import { consoleUrl } from "./support/server";

const REALM = `zz-e2e-conditions-${Date.now()}`;
const FLOW = "browser by role";
const ROLE = "needs-otp";
const PASSWORD = "Secret-123";

test.beforeAll(async () => {
  const admin = await adminClient();
  await admin.realms.create({ realm: REALM, enabled: true });
  await admin.roles.create({ realm: REALM, name: ROLE });
  await admin.authenticationManagement.copyFlow({ realm: REALM, flow: "browser", newName: FLOW });
  await conditionOnRole(admin);
  await admin.realms.update({ realm: REALM }, { browserFlow: FLOW });
});
test.afterAll(async () => {
  await (await adminClient()).realms.del({ realm: REALM });
});

/** The copy's conditional 2FA sub-flow asks the role's holders for a one-time code, instead of the users who set one up. */
async function conditionOnRole(admin: KcAdminClient) {
  const api = admin.authenticationManagement;
  const executions = await api.getExecutions({ realm: REALM, flow: FLOW });
  const subFlow = executions.find((e) => e.authenticationFlow && /Conditional 2FA/.test(e.displayName ?? ""));
  expect(subFlow?.displayName).toBeTruthy();
  const subFlowAlias = subFlow!.displayName!;
  // its own conditions off, and its OTP form required rather than one alternative among others
  for (const step of await api.getExecutions({ realm: REALM, flow: subFlowAlias })) {
    if (step.providerId?.startsWith("conditional-"))
      await api.updateExecution({ realm: REALM, flow: FLOW }, { ...step, requirement: "DISABLED" });
    if (step.providerId === "auth-otp-form")
      await api.updateExecution({ realm: REALM, flow: FLOW }, { ...step, requirement: "REQUIRED" });
  }
  await api.addExecutionToFlow({ realm: REALM, flow: subFlowAlias, provider: "conditional-user-role" });
  const condition = (await api.getExecutions({ realm: REALM, flow: subFlowAlias })).find(
    (e) => e.providerId === "conditional-user-role",
  );
  await api.updateExecution({ realm: REALM, flow: FLOW }, { ...condition, requirement: "REQUIRED" });
  await api.createConfig({ realm: REALM, id: condition!.id!, alias: "otp for role", config: { condUserRole: ROLE } });
}

async function createUser(admin: KcAdminClient, withRole: boolean) {
  const username = `${withRole ? "with" : "without"}-role-${Date.now()}`;
  const { id } = await admin.users.create({
    realm: REALM,
    username,
    email: `${username}@example.com`,
    firstName: "Conditional",
    lastName: "User",
    enabled: true,
    credentials: [{ type: "password", value: PASSWORD, temporary: false }],
  });
  if (withRole) {
    const role = await admin.roles.findOneByName({ realm: REALM, name: ROLE });
    await admin.users.addRealmRoleMappings({ realm: REALM, id, roles: [{ id: role!.id!, name: ROLE }] });
  }
  return username;
}

test.describe("a flow with a user-role condition, on the dev server", () => {
  test("signs in a user without the role with the password alone, and asks the role's holder for a one-time code", async ({
    admin,
    browser,
  }) => {
    const signInAs = async (username: string) => {
      const page = await (await browser.newContext()).newPage();
      await page.goto(consoleUrl(REALM));
      await page.getByLabel("Username or email").fill(username);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      return page;
    };

    const plain = await signInAs(await createUser(admin, false));
    await expect(plain).toHaveURL(new RegExp(`/admin/${REALM}/console/`));
    await expect(plain.getByLabel("Password")).toHaveCount(0);
    await expect(plain.locator("#kc-totp-secret-key")).toHaveCount(0);
    await plain.context().close();

    const holder = await signInAs(await createUser(admin, true));
    // without a one-time code set up yet, the sub-flow's OTP form has the user set one up first
    await expect(holder.locator("#kc-totp-secret-key")).toHaveText(/^[A-Z2-7 ]+$/);
    await expect(holder.getByLabel("One-time code")).toBeVisible();
    await holder.context().close();
  });
});
