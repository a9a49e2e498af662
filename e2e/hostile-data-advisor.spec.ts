// Hostile data renders inert on the advisor (the frame: e2e/hostile-data.spec.ts): clients whose ids are long or
// markup, their implicit flow on, are listed by their ids, and a dismissal's reason written by hand into the realm's
// attribute shows as text.
import { HOSTILE_REALM as REALM, IMG, LONG, LONG_PREFIX, SCRIPT } from "./support/hostileCorpus";
import { expect, signIn, test } from "./support/fixtures";
import { useHostileRealm } from "./support/hostileTest";
import { expectInert, expectLongValuesTruncated } from "./support/inertChecks";

useHostileRealm();

test("advisor: long and markup client ids and a hostile dismissal reason show as text", async ({ page, admin }) => {
  for (const clientId of [LONG, IMG]) {
    const [client] = await admin.clients.find({ realm: REALM, clientId });
    await admin.clients.update({ realm: REALM, id: client!.id! }, { ...client, implicitFlowEnabled: true });
  }
  const realm = (await admin.realms.findOne({ realm: REALM }))!;
  const dismissed = { "realm-unmanaged-attributes:realm": { reason: SCRIPT, dismissedAt: "2026-01-01T00:00:00Z" } };
  await admin.realms.update(
    { realm: REALM },
    { ...realm, attributes: { ...realm.attributes, consoleAdvisorDismissed: JSON.stringify(dismissed) } },
  );

  await signIn(page, { hash: `/${REALM}/advisor` });
  const findings = page.getByRole("table", { name: "Findings", exact: true });
  await expect(
    findings
      .getByRole("row")
      .filter({ hasText: "Implicit flow enabled" })
      .getByText(new RegExp(`^${LONG_PREFIX}`, "i")),
  ).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Dismissed findings" }).getByText(SCRIPT, { exact: true }),
  ).toBeVisible();
  await expectInert(page);
  await expectLongValuesTruncated(page, 1);
});
