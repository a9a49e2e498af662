// Hostile data renders inert on the client registration screens: registration policies named with markup, script and
// a 200-character name, in the policy list and on a policy's own screen (the frame: e2e/hostile-data.spec.ts).
import { HOSTILE_REALM as REALM, IMG, LONG, LONG_PREFIX, SCRIPT } from "./support/hostileCorpus";
import { expect, signIn, test } from "./support/fixtures";
import { mainTable, openInConsole, useHostileRealm } from "./support/hostileTest";
import { expectInert, expectLongValuesTruncated } from "./support/inertChecks";

const POLICY_TYPE = "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy";

useHostileRealm();

test("registration policies: hostile names show as text in the list and on the policy's screen", async ({
  page,
  admin,
}) => {
  const created = await Promise.all(
    [IMG, SCRIPT, LONG].map((name) =>
      admin.components.create({
        realm: REALM,
        name,
        providerId: "consent-required",
        providerType: POLICY_TYPE,
        subType: "authenticated",
      }),
    ),
  );
  await signIn(page, { hash: `/${REALM}/clients/client-registration/authenticated` });
  const table = mainTable(page);
  await expect(table.getByText(IMG, { exact: true })).toBeVisible();
  await expect(table.getByText(SCRIPT, { exact: true })).toBeVisible();
  await expect(table.getByText(new RegExp(`^${LONG_PREFIX}`, "i")).first()).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);

  await openInConsole(page, `/${REALM}/clients/client-registration/authenticated/consent-required/${created[0].id}`);
  await expect(page.getByRole("heading", { level: 1, name: IMG })).toBeVisible();
  await expectInert(page);
});
