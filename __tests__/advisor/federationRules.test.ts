import { idpForceSyncUntrusted } from "@/lib/advisor/rules/idpForceSyncUntrusted";
import { idpTrustEmail } from "@/lib/advisor/rules/idpTrustEmail";
import { ldapCredentialInUrl } from "@/lib/advisor/rules/ldapCredentialInUrl";
import { ldapWithoutStartTls } from "@/lib/advisor/rules/ldapWithoutStartTls";
import type { AdvisorData } from "@/lib/advisor/types";
import { cleanData, found } from "./advisorFixture";

const withLdapUrl = (connectionUrl: string, startTls = "false"): AdvisorData => ({
  ...cleanData(),
  userStorage: [
    { id: "l", name: "weak", providerId: "ldap", config: { connectionUrl: [connectionUrl], startTls: [startTls] } },
  ],
});

describe("identity provider and federation rules", () => {
  it("finds nothing on the clean configuration", () => {
    for (const rule of [idpTrustEmail, idpForceSyncUntrusted, ldapWithoutStartTls, ldapCredentialInUrl]) {
      expect(found(rule, cleanData())).toEqual([]);
    }
  });

  it("flags trust email and fixes it by turning it off", () => {
    const data = { ...cleanData(), identityProviders: [{ alias: "social", providerId: "google", trustEmail: true }] };
    expect(found(idpTrustEmail, data)).toEqual(["identity-provider:social"]);
    expect(idpTrustEmail.check(data)[0]?.fix?.patch).toEqual({ trustEmail: false });
  });

  it("flags sync mode FORCE on a provider whose signatures are not checked, and fixes it to IMPORT", () => {
    const provider = { alias: "loose", providerId: "oidc", config: { syncMode: "FORCE", clientId: "x" } };
    const data = { ...cleanData(), identityProviders: [provider] };
    expect(found(idpForceSyncUntrusted, data)).toEqual(["identity-provider:loose"]);
    expect(idpForceSyncUntrusted.check(data)[0]?.fix?.patch).toEqual({ config: { syncMode: "IMPORT", clientId: "x" } });
    const social = { alias: "google", providerId: "google", config: { syncMode: "FORCE" } };
    expect(found(idpForceSyncUntrusted, { ...cleanData(), identityProviders: [social] })).toEqual([]);
  });

  it("flags ldap:// without StartTLS, not with it", () => {
    expect(found(ldapWithoutStartTls, withLdapUrl("ldap://ldap.example.com"))).toEqual(["user-storage:weak"]);
    expect(found(ldapWithoutStartTls, withLdapUrl("ldap://ldap.example.com", "true"))).toEqual([]);
  });

  it("flags a bind credential written into the connection URL", () => {
    expect(found(ldapCredentialInUrl, withLdapUrl("ldaps://cn=admin:secret@ldap.example.com"))).toEqual([
      "user-storage:weak",
    ]);
    expect(found(ldapCredentialInUrl, withLdapUrl("ldaps://ldap.example.com:636"))).toEqual([]);
  });
});
