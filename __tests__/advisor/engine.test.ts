import { runRules } from "@/lib/advisor/engine";
import { DISMISSED_ATTRIBUTE, dismiss, readDismissals, restore, withDismissals } from "@/lib/advisor/dismissals";
import { advisorRules } from "@/lib/advisor/rules";
import { cleanData } from "./advisorFixture";

describe("the advisor's engine", () => {
  it("finds nothing in the clean configuration with every registered rule", () => {
    expect(runRules(cleanData(), advisorRules)).toEqual({ findings: [], unchecked: [] });
  });

  it("lists the most severe findings first, keyed by rule and object", () => {
    const data = cleanData();
    const { findings } = runRules(
      { ...data, realm: { ...data.realm, revokeRefreshToken: false, sslRequired: "none" } },
      advisorRules,
    );
    expect(findings.map((finding) => finding.key)).toEqual(["realm-ssl-none:realm", "token-refresh-not-revoked:realm"]);
  });

  it("leaves out the rules whose data did not load, and says which", () => {
    const { userStorage: _refused, ...data } = cleanData();
    const run = runRules({ ...data, realm: { ...data.realm, sslRequired: "none" } }, advisorRules);
    expect(run.findings.map((finding) => finding.key)).toEqual(["realm-ssl-none:realm"]);
    expect(run.unchecked.map((rule) => rule.id)).toEqual(["ldap-without-starttls", "ldap-credential-in-url"]);
  });

  it("has one id per rule", () => {
    const ids = advisorRules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("dismissals", () => {
  const at = new Date("2026-01-02T03:04:05Z");

  it("round-trips through the realm attribute and keeps the realm's other attributes", () => {
    const realm = { realm: "r", attributes: { frontendUrl: "https://id.example" } };
    const written = withDismissals(
      realm,
      dismiss({}, "realm-ssl-none:realm", { reason: "behind a TLS proxy", now: at, by: "Ada Admin" }),
    );
    expect(written.attributes).toMatchObject({ frontendUrl: "https://id.example" });
    expect(readDismissals(written)).toEqual({
      "realm-ssl-none:realm": {
        reason: "behind a TLS proxy",
        dismissedAt: "2026-01-02T03:04:05.000Z",
        dismissedBy: "Ada Admin",
      },
    });
    expect(readDismissals(withDismissals(written, restore(readDismissals(written), "realm-ssl-none:realm")))).toEqual(
      {},
    );
  });

  it("ignores an attribute that is not JSON of dismissals", () => {
    expect(readDismissals({ attributes: { [DISMISSED_ATTRIBUTE]: "not json" } })).toEqual({});
    expect(readDismissals({ attributes: { [DISMISSED_ATTRIBUTE]: '{"a":{"reason":1}}' } })).toEqual({});
    expect(readDismissals({})).toEqual({});
  });
});
