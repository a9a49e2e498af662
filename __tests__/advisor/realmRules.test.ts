import { UnmanagedAttributePolicy } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { adminWithoutSecondFactor } from "@/lib/advisor/rules/adminWithoutSecondFactor";
import { defaultRolesAdmin } from "@/lib/advisor/rules/defaultRolesAdmin";
import { realmAdminEventsOff } from "@/lib/advisor/rules/realmAdminEventsOff";
import { realmBruteForceOff } from "@/lib/advisor/rules/realmBruteForceOff";
import { realmRegistrationWithoutVerification } from "@/lib/advisor/rules/realmRegistrationWithoutVerification";
import { realmSslNone } from "@/lib/advisor/rules/realmSslNone";
import { realmUnmanagedAttributes } from "@/lib/advisor/rules/realmUnmanagedAttributes";
import { realmUserEventsUnkept } from "@/lib/advisor/rules/realmUserEventsUnkept";
import { realmWeakPasswordPolicy } from "@/lib/advisor/rules/realmWeakPasswordPolicy";
import { tokenAccessLifespan } from "@/lib/advisor/rules/tokenAccessLifespan";
import { tokenLongSsoSessions } from "@/lib/advisor/rules/tokenLongSsoSessions";
import { tokenOfflineWithoutMax } from "@/lib/advisor/rules/tokenOfflineWithoutMax";
import { tokenRefreshNotRevoked } from "@/lib/advisor/rules/tokenRefreshNotRevoked";
import type { AdvisorData, Rule } from "@/lib/advisor/types";
import { cleanData, found } from "./advisorFixture";

const withRealm = (realm: RealmRepresentation): AdvisorData => {
  const data = cleanData();
  return { ...data, realm: { ...data.realm, ...realm } };
};

const realmCases: [Rule, RealmRepresentation, string][] = [
  [realmSslNone, { sslRequired: "none" }, "realm:general"],
  [realmBruteForceOff, { bruteForceProtected: false }, "realm:security-defenses"],
  [realmWeakPasswordPolicy, { passwordPolicy: "" }, "realm:password-policy"],
  [realmWeakPasswordPolicy, { passwordPolicy: "length(6) and digits(1)" }, "realm:password-policy"],
  [realmRegistrationWithoutVerification, { registrationAllowed: true, verifyEmail: false }, "realm:login"],
  [tokenAccessLifespan, { accessTokenLifespan: 7200 }, "realm:tokens"],
  [tokenLongSsoSessions, { ssoSessionIdleTimeout: 86400 }, "realm:sessions"],
  [tokenLongSsoSessions, { ssoSessionMaxLifespan: 30 * 86400 }, "realm:sessions"],
  [tokenOfflineWithoutMax, { offlineSessionMaxLifespanEnabled: false }, "realm:sessions"],
  [tokenRefreshNotRevoked, { revokeRefreshToken: false }, "realm:tokens"],
];

describe("realm and token rules", () => {
  it.each(realmCases)("%# %j flags the realm", (rule, realm, subject) => {
    expect(found(rule, withRealm(realm))).toEqual([subject]);
  });

  it.each(realmCases)("%# finds nothing on the clean realm", (rule) => {
    expect(found(rule, cleanData())).toEqual([]);
  });

  it("fixes SSL none to external and the access token lifespan to Keycloak's default", () => {
    expect(realmSslNone.check(withRealm({ sslRequired: "none" }))[0]?.fix?.patch).toEqual({ sslRequired: "external" });
    expect(tokenAccessLifespan.check(withRealm({ accessTokenLifespan: 7200 }))[0]?.fix?.patch).toEqual({
      accessTokenLifespan: 300,
    });
  });

  it("flags admin events off and user events off or kept forever", () => {
    const data = cleanData();
    expect(found(realmAdminEventsOff, { ...data, eventsConfig: { adminEventsEnabled: false } })).toEqual([
      "realm:events",
    ]);
    expect(found(realmUserEventsUnkept, { ...data, eventsConfig: { eventsEnabled: false } })).toEqual(["realm:events"]);
    expect(found(realmUserEventsUnkept, { ...data, eventsConfig: { eventsEnabled: true } })).toEqual(["realm:events"]);
    expect(found(realmAdminEventsOff, data)).toEqual([]);
    expect(found(realmUserEventsUnkept, data)).toEqual([]);
  });

  it("flags unmanaged attributes enabled for everyone, not for admins only", () => {
    const data = cleanData();
    const policy = (unmanagedAttributePolicy: UnmanagedAttributePolicy) => ({
      ...data,
      userProfile: { attributes: [], unmanagedAttributePolicy },
    });
    expect(found(realmUnmanagedAttributes, policy(UnmanagedAttributePolicy.Enabled))).toEqual(["realm:general"]);
    expect(found(realmUnmanagedAttributes, policy(UnmanagedAttributePolicy.AdminEdit))).toEqual([]);
  });

  it("flags realm-admin or manage-* of realm-management among the default roles", () => {
    const data = cleanData();
    const manageUsers = { id: "mu", name: "manage-users", clientRole: true, containerId: "rm" };
    expect(found(defaultRolesAdmin, { ...data, defaultRoles: [...data.defaultRoles, manageUsers] })).toEqual([
      "realm:user-registration",
    ]);
    // the same name on another client grants nothing of the realm's administration
    const elsewhere = { ...manageUsers, containerId: "spa" };
    expect(found(defaultRolesAdmin, { ...data, defaultRoles: [elsewhere] })).toEqual([]);
  });

  it("flags an administrator without OTP or WebAuthn, not one with a passkey nor a service account", () => {
    const data = cleanData();
    const administrators = [
      { user: { id: "u2", username: "bob" }, credentialTypes: ["password"] },
      { user: { id: "u3", username: "cy" }, credentialTypes: ["webauthn-passwordless"] },
      { user: { id: "sa-backend", username: "service-account-backend" }, credentialTypes: [] },
    ];
    expect(found(adminWithoutSecondFactor, { ...data, administrators })).toEqual(["user:bob"]);
    expect(found(adminWithoutSecondFactor, data)).toEqual([]);
  });
});
