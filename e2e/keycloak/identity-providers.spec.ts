// Identity providers on Keycloak: an OpenID Connect provider made in the console that points at another realm of
// the same Keycloak (its endpoints imported from that realm's discovery document), with a hardcoded-role mapper, and
// a real broker login through it that ends signed in to the realm's application with the mapped role.
import type { Page } from "@playwright/test";
import { useOwnRealm } from "./support/ownRealm";
import { expectSignedInToApp, openAppSignIn, registerApp } from "./support/loginPage";
import { KEYCLOAK_URL } from "./support/keycloak";
import { expect, fillLoginPage, signIn, test } from "./support/fixtures";

const CONSUMER = useOwnRealm("kc-broker-consumer");
const PROVIDER = useOwnRealm("kc-broker-provider");
const ALIAS = "partner";
const SECRET = "broker-secret-1234";
const PARTNER_USER = { username: "pat", password: "pat-password" };

async function toggle(page: Page, name: string) {
  const box = page.getByRole("dialog", { name: "Select role" }).getByRole("checkbox", { name, exact: true });
  await box.focus();
  await page.keyboard.press("Space");
}

test("an OIDC provider to another realm, with a role mapper, signs a partner's user in", async ({
  page,
  admin,
  browser,
}) => {
  await admin.clients.create({
    realm: PROVIDER,
    clientId: "consumer-broker",
    publicClient: false,
    secret: SECRET,
    redirectUris: [`${KEYCLOAK_URL}/realms/${CONSUMER}/broker/${ALIAS}/endpoint`],
  });
  await admin.users.create({
    realm: PROVIDER,
    username: PARTNER_USER.username,
    email: "pat@partner.example",
    firstName: "Pat",
    lastName: "Partner",
    emailVerified: true,
    enabled: true,
    credentials: [{ type: "password", value: PARTNER_USER.password, temporary: false }],
  });
  await admin.roles.create({ realm: CONSUMER, name: "partner" });
  await registerApp(admin, CONSUMER);

  await signIn(page, { hash: `/${CONSUMER}/identity-providers/keycloak-oidc/add` });
  await page.getByRole("textbox", { name: "Alias" }).fill(ALIAS);
  await page.getByRole("textbox", { name: "Display name" }).fill("Partner realm");
  await page
    .getByRole("textbox", { name: "Discovery endpoint" })
    .fill(`${KEYCLOAK_URL}/realms/${PROVIDER}/.well-known/openid-configuration`);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("textbox", { name: "Token URL" })).toHaveValue(
    `${KEYCLOAK_URL}/realms/${PROVIDER}/protocol/openid-connect/token`,
  );
  await page.getByRole("textbox", { name: "Client ID" }).fill("consumer-broker");
  await page.getByRole("textbox", { name: "Client Secret" }).fill(SECRET);
  await page.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("heading", { name: "Partner realm", level: 1 })).toBeVisible();
  expect(await admin.identityProviders.findOne({ realm: CONSUMER, alias: ALIAS })).toMatchObject({
    providerId: "keycloak-oidc",
    config: expect.objectContaining({ clientId: "consumer-broker", issuer: `${KEYCLOAK_URL}/realms/${PROVIDER}` }),
  });

  await page.goto(page.url().replace(/#.*$/, `#/${CONSUMER}/identity-providers/keycloak-oidc/${ALIAS}/mappers/create`));
  await page.getByRole("combobox", { name: "Mapper type" }).selectOption({ label: "Hardcoded Role" });
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("partners");
  await page.getByRole("button", { name: "Select role" }).click();
  await toggle(page, "partner");
  await page.getByRole("dialog", { name: "Select role" }).getByRole("button", { name: "Select", exact: true }).click();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${ALIAS}/mappers$`));
  expect(await admin.identityProviders.findMappers({ realm: CONSUMER, alias: ALIAS })).toEqual([
    expect.objectContaining({ name: "partners", identityProviderMapper: "oidc-hardcoded-role-idp-mapper" }),
  ]);

  // the partner's user picks the provider on the consumer's login page and signs in at the partner realm
  const context = await browser.newContext();
  const brokered = await context.newPage();
  await openAppSignIn(brokered, CONSUMER);
  await brokered.getByRole("link", { name: "Partner realm" }).click();
  await expect(brokered).toHaveURL(new RegExp(`/realms/${PROVIDER}/`));
  await fillLoginPage(brokered, PARTNER_USER);
  await expectSignedInToApp(brokered);
  await context.close();

  const [user] = await admin.users.find({ realm: CONSUMER, username: PARTNER_USER.username, exact: true });
  expect(user.email).toBe("pat@partner.example");
  expect(
    (await admin.users.listFederatedIdentities({ realm: CONSUMER, id: user.id! })).map((link) => [
      link.identityProvider,
      link.userName,
    ]),
  ).toEqual([[ALIAS, PARTNER_USER.username]]);
  expect((await admin.users.listRealmRoleMappings({ realm: CONSUMER, id: user.id! })).map((r) => r.name)).toContain(
    "partner",
  );
});
