// Hostile data renders inert on the user-federation screens: provider names on the cards and in a provider's header,
// mapper names in the mappers table (the frame: e2e/hostile-data.spec.ts).
import { HOSTILE_REALM as REALM, IMG, LONG, LONG_PREFIX, SCRIPT } from "./support/hostileCorpus";
import { expect, signIn, test } from "./support/fixtures";
import { mainTable, openInConsole, useHostileRealm } from "./support/hostileTest";
import { expectInert, expectLongValuesTruncated } from "./support/inertChecks";

useHostileRealm();

const STORAGE = "org.keycloak.storage.UserStorageProvider";

test("provider cards, a provider's header and its mappers show hostile names as text", async ({ page, admin }) => {
  const realm = await admin.realms.findOne({ realm: REALM });
  const existing = await admin.components.find({ realm: REALM, type: STORAGE });
  const named = (name: string) => existing.find((component) => component.name === name)?.id;
  const ldapId =
    named(IMG) ??
    (
      await admin.components.create({
        realm: REALM,
        name: IMG,
        providerId: "ldap",
        providerType: STORAGE,
        parentId: realm?.id,
        config: {
          enabled: ["false"],
          vendor: ["other"],
          connectionUrl: ["ldap://localhost:1"],
          editMode: ["READ_ONLY"],
          usersDn: ["ou=people,dc=example,dc=org"],
          authType: ["none"],
        },
      })
    ).id;
  if (!named(LONG))
    await admin.components.create({
      realm: REALM,
      name: LONG,
      providerId: "kerberos",
      providerType: STORAGE,
      parentId: realm?.id,
      config: { kerberosRealm: ["EXAMPLE.ORG"] },
    });
  const mappers = await admin.components.find({ realm: REALM, parent: ldapId });
  if (!mappers.some((mapper) => mapper.name === SCRIPT))
    await admin.components.create({
      realm: REALM,
      name: SCRIPT,
      providerId: "hardcoded-ldap-group-mapper",
      providerType: "org.keycloak.storage.ldap.mappers.LDAPStorageMapper",
      parentId: ldapId,
      config: { group: ["/"] },
    });

  await signIn(page, { hash: `/${REALM}/user-federation` });
  const cards = page.getByRole("list", { name: "User federation" });
  await expect(cards.getByRole("link", { name: IMG, exact: true })).toBeVisible();
  await expect(cards.getByText(new RegExp(`^${LONG_PREFIX}`, "i")).first()).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);

  await openInConsole(page, `/${REALM}/user-federation/ldap/${ldapId}/mappers`);
  await expect(page.getByRole("heading", { level: 1, name: IMG })).toBeVisible();
  await expect(mainTable(page).getByRole("link", { name: SCRIPT, exact: true })).toBeVisible();
  await expectInert(page);
});
