import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import { expect, signIn, test } from "./support/fixtures";
import { chooseSearched } from "./support/searchSelect";

const REALM = "acme";
const COUNT = 120;
const suffix = `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

/** The nth (1-based) of COUNT names that sort in their number's order. */
const nth = (prefix: string, n: number) => `${prefix}-${suffix}-${String(n).padStart(3, "0")}`;
const numbers = Array.from({ length: COUNT }, (_, i) => i + 1);

/** A confidential client with authorization services on; answers its id. */
async function resourceServer(admin: KcAdminClient, clientId: string) {
  const { id } = await admin.clients.create({
    realm: REALM,
    clientId,
    publicClient: false,
    serviceAccountsEnabled: true,
    authorizationServicesEnabled: true,
  });
  return id;
}

/**
 * A resource server holding COUNT scopes, COUNT resources (the nth with the nth scope) and COUNT time policies,
 * built in parallel requests; answers the client's id.
 */
async function largeResourceServer(admin: KcAdminClient) {
  const id = await resourceServer(admin, `e2e-authz-pickers-${suffix}`);
  const target = { realm: REALM, id };
  await Promise.all(numbers.map((n) => admin.clients.createAuthorizationScope(target, { name: nth("scope", n) })));
  await Promise.all([
    ...numbers.map((n) =>
      admin.clients.createResource(target, { name: nth("resource", n), scopes: [{ name: nth("scope", n) }] }),
    ),
    ...numbers.map((n) =>
      admin.clients.createPolicy({ ...target, type: "time" }, {
        name: nth("policy", n),
        year: "2000",
        yearEnd: "2999",
      } as PolicyRepresentation),
    ),
  ]);
  return id;
}

test.describe("client authorization pickers", () => {
  test("a permission chooses resources, scopes and policies beyond the first hundred by searching the server", async ({
    page,
    admin,
  }) => {
    // building 360 objects on a shared machine before the journey
    test.setTimeout(120_000);
    const id = await largeResourceServer(admin);
    const name = `e2e-picked-${suffix}`;
    const [resource, scope, policy] = [nth("resource", 110), nth("scope", 110), nth("policy", 115)];

    await signIn(page, { hash: `/${REALM}/clients/${id}/authorization/permission/new/scope` });
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    await chooseSearched(page, page.getByRole("combobox", { name: "Resource", exact: true }), resource);
    // only the chosen resource's own scope is offered, whatever the search
    const scopes = page.getByRole("combobox", { name: "Authorization scopes" });
    await scopes.fill(`scope-${suffix}`);
    await expect(page.getByRole("option")).toHaveText([scope]);
    await scopes.press("Escape");
    await chooseSearched(page, scopes, scope);
    await chooseSearched(page, page.getByRole("combobox", { name: "Apply policy" }), policy);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    const [permission] = await admin.clients.findPermissions({ realm: REALM, id, name });
    const saved = { realm: REALM, id, permissionId: permission!.id! };
    expect((await admin.clients.getAssociatedResources(saved)).map((item) => item.name)).toEqual([resource]);
    expect((await admin.clients.getAssociatedScopes(saved)).map((item) => item.name)).toEqual([scope]);
    expect((await admin.clients.getAssociatedPolicies(saved)).map((item) => item.name)).toEqual([policy]);

    // opened again, the form names what it holds though none of it is among the first matches
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Resource", exact: true })).toHaveValue(resource);
    await expect(page.getByRole("button", { name: `Remove ${scope}` })).toBeVisible();
    await expect(page.getByRole("button", { name: `Remove ${policy}` })).toBeVisible();

    await admin.clients.del({ realm: REALM, id });
  });

  test("an aggregated policy is not offered itself to apply", async ({ page, admin }) => {
    const id = await resourceServer(admin, `e2e-authz-aggregate-${suffix}`);
    const target = { realm: REALM, id };
    const [applied, other, aggregate] = ["applied", "other", "aggregate"].map((n) => `e2e-agg-${suffix}-${n}`);
    const time = { year: "2000", yearEnd: "2999" } as PolicyRepresentation;
    const { id: appliedId } = (await admin.clients.createPolicy(
      { ...target, type: "time" },
      { ...time, name: applied },
    )) as {
      id: string;
    };
    await admin.clients.createPolicy({ ...target, type: "time" }, { ...time, name: other });
    const { id: aggregateId } = (await admin.clients.createPolicy(
      { ...target, type: "aggregate" },
      { name: aggregate, policies: [appliedId] },
    )) as { id: string };

    await signIn(page, { hash: `/${REALM}/clients/${id}/authorization/policy/${aggregateId}/aggregate` });
    await expect(page.getByRole("heading", { level: 1, name: aggregate })).toBeVisible();
    await page.getByRole("combobox", { name: "Apply policy" }).fill(`e2e-agg-${suffix}`);
    await expect(page.getByRole("option", { name: other, exact: true })).toBeVisible();
    await expect(page.getByRole("option", { name: aggregate, exact: true })).toHaveCount(0);

    await admin.clients.del({ realm: REALM, id });
  });
});
