// The realm diff on Keycloak: a realm of the spec's own against a copy of it with three changes, and one of them
// copied back through the client's own endpoint, checked through Keycloak's admin API.
import { expect, signIn, test } from "./support/fixtures";
import { endAdminSession, keycloakAdmin } from "./support/keycloak";
import { unique } from "../support/unique";
import { copyRealm } from "../support/realmCopy";
import { reviewDialog } from "../support/saveReviewed";

const SOURCE = unique("kc-diff");
const COPY = unique("kc-diff-copy");
const SHOP_URI = "https://shop.example/callback";

test.beforeAll(async () => {
  const admin = await keycloakAdmin();
  await admin.realms.create({ realm: SOURCE, enabled: true });
  admin.setConfig({ realmName: SOURCE });
  await admin.clients.create({ clientId: "shop", redirectUris: [SHOP_URI] });
  await admin.roles.create({ name: "buyer", description: "Buys things" });
  await copyRealm(admin, SOURCE, COPY);
  admin.setConfig({ realmName: COPY });
  const [shop] = await admin.clients.find({ clientId: "shop" });
  await admin.clients.update({ id: shop.id! }, { ...shop, redirectUris: ["https://elsewhere.example/callback"] });
  await admin.roles.updateByName({ name: "buyer" }, { name: "buyer", description: "Buys everything" });
  await admin.realms.update({ realm: COPY }, { accessTokenLifespan: 900 });
  admin.setConfig({ realmName: "master" });
  await endAdminSession(admin);
});

test.afterAll(async () => {
  const admin = await keycloakAdmin();
  await admin.realms.del({ realm: COPY });
  await admin.realms.del({ realm: SOURCE });
  await endAdminSession(admin);
});

test("realm diff: exactly three changes, and a client's redirect URI copied back leaves two", async ({
  page,
  admin,
}) => {
  await signIn(page, { hash: `/${SOURCE}/realm-diff?other=${COPY}` });
  await expect(page.getByText("3 differences", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Realm settings" }).getByRole("row", { name: /accessTokenLifespan/ }),
  ).toContainText(/300.*900/);
  const buyer = page.getByRole("region", { name: "Roles" }).getByRole("region", { name: "buyer" });
  await expect(buyer.getByRole("row", { name: /description/ })).toContainText(/Buys things.*Buys everything/);

  const shop = page.getByRole("region", { name: "Clients" }).getByRole("region", { name: "shop" });
  await shop.getByRole("button", { name: `Copy to ${COPY}: redirectUris` }).click();
  await reviewDialog(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("2 differences", { exact: true })).toBeVisible();
  await expect(shop).toBeHidden();

  const [copied] = await admin.clients.find({ realm: COPY, clientId: "shop" });
  expect(copied.redirectUris).toEqual([SHOP_URI]);
});
