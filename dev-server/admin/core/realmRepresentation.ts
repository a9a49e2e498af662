// The realm as GET /admin/realms/{realm} shows it: its settings plus the default role, never its collections nor
// its SMTP secrets.
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { RealmData } from "../../store/model.js";
import { maskSmtpServer } from "../../realm/secrets.js";
import { otpSupportedApplications } from "../../realm/otpApplications.js";

export function realmRepresentation(realm: RealmData): RealmRepresentation & { requiredCredentials: string[] } {
  const defaultRole = realm.roles.get(realm.defaultRoleId);
  // Keycloak keeps the locales as a set and leaves an empty one out, as it does an empty password policy; 26.7 takes
  // webAuthnPolicyPasswordlessPasskeysEnabled in a body and never shows it
  const {
    supportedLocales,
    passwordPolicy,
    webAuthnPolicyPasswordlessPasskeysEnabled: _notShown,
    ...rep
  } = maskSmtpServer(structuredClone(realm.rep));
  return {
    ...rep,
    ...(supportedLocales?.length ? { supportedLocales } : {}),
    ...(passwordPolicy ? { passwordPolicy } : {}),
    ...(defaultRole
      ? {
          defaultRole: {
            id: defaultRole.id,
            name: defaultRole.name,
            description: defaultRole.description,
            composite: defaultRole.compositeIds.length > 0,
            clientRole: false,
            containerId: realm.rep.id,
          },
        }
      : {}),
    // derived from the OTP policy on every read, so it follows a changed policy and is never stored
    otpSupportedApplications: otpSupportedApplications(realm.rep),
    requiredCredentials: ["password"],
  };
}

/** what GET /admin/realms?briefRepresentation=true lists */
export function briefRealmRepresentation(realm: RealmData): RealmRepresentation {
  const { id, realm: name, displayName, displayNameHtml, enabled } = realm.rep;
  return { id, realm: name, displayName, displayNameHtml, enabled };
}
