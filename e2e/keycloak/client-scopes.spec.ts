// Client scopes on Keycloak: a scope made in the console, a mapper added by configuration and one from the
// predefined mappers, and their claims in a real token of a client that asks for the scope.
import { claimsOf, tokenOf } from "./support/grants";
import { unique } from "../support/unique";
import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";
const PASSWORD = "Claims-1234";
// the admin client types this call's argument as optional-only
const inRealm = { realm: REALM } as void & { realm: string };

test("a client scope with a configured and a predefined mapper puts both claims in a real token", async ({
  page,
  admin,
}) => {
  const name = unique("kc-scope");
  await signIn(page, { hash: `/${REALM}/client-scopes/new` });
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "Optional" });
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Client scope created")).toBeVisible();
  const scope = (await admin.clientScopes.findOneByName({ realm: REALM, name }))!;
  expect((await admin.clientScopes.listDefaultOptionalClientScopes(inRealm)).map((s) => s.name)).toContain(name);

  await page.getByRole("tab", { name: "Mappers" }).click();
  await page.getByRole("button", { name: "Configure a new mapper" }).click();
  await page
    .getByRole("dialog", { name: "Configure a new mapper" })
    .getByRole("button", { name: /^User Attribute/ })
    .click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("department");
  await page.getByRole("textbox", { name: "Token Claim Name" }).fill("dept");
  await page.getByRole("combobox", { name: "User Attribute" }).fill("department");
  await page.getByRole("option", { name: "department", exact: true }).click();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Mapping successfully created")).toBeVisible();

  await page.getByRole("button", { name: "Add mapper" }).click();
  await page.getByRole("menuitem", { name: "From predefined mappers" }).click();
  const predefined = page.getByRole("dialog", { name: "Add predefined mappers" });
  await predefined.getByText("full name", { exact: true }).click();
  await predefined.getByRole("button", { name: "Add", exact: true }).click();
  const mappers = page.getByRole("table", { name: "Mappers" });
  await expect(mappers.getByRole("row", { name: /full name/ })).toBeVisible();
  await expect
    .poll(async () =>
      (await admin.clientScopes.listProtocolMappers({ realm: REALM, id: scope.id! })).map((m) => m.name),
    )
    .toEqual(expect.arrayContaining(["department", "full name"]));

  // a client that may ask for the scope, and a user with a department
  const clientId = unique("kc-scope-client");
  const { id: clientUuid } = await admin.clients.create({
    realm: REALM,
    clientId,
    publicClient: true,
    directAccessGrantsEnabled: true,
    // no realm default scope brings a name claim: the predefined mapper's claim is the scope's own
    defaultClientScopes: [],
  });
  await admin.clients.addOptionalClientScope({ realm: REALM, id: clientUuid, clientScopeId: scope.id! });
  const username = unique("kc-claims");
  await admin.users.create({
    realm: REALM,
    username,
    email: `${username}@acme.example`,
    firstName: "Claire",
    lastName: "Claims",
    enabled: true,
    attributes: { department: ["Engineering"] },
    credentials: [{ type: "password", value: PASSWORD, temporary: false }],
  });
  const token = async (scopeName?: string) =>
    claimsOf(
      (
        await tokenOf({
          realm: REALM,
          clientId,
          username,
          password: PASSWORD,
          ...(scopeName ? { scope: scopeName } : {}),
        })
      ).access_token,
    );
  expect(await token(name)).toMatchObject({ dept: "Engineering", name: "Claire Claims" });
  expect(await token()).not.toHaveProperty("dept");
});
