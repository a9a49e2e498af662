// UserRepresentation as Keycloak's admin API gives it: brief (lists with briefRepresentation=true) or full, with
// the caller's "access" flags.
import type { Request } from "express";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { RealmData, UserRecord } from "../../../store/model.js";
import { hasAnyRole } from "../../http.js";
import { USERS_IMPERSONATE, USERS_MANAGE, USERS_VIEW } from "../../../realm/adminRoles.js";
import { visibleAttributes } from "../../../realm/userProfileConfig.js";

/** what the caller may do with one user, as GET /users/{id} gives it (UserPermissions.getAccess) */
export function userAccess(req: Request, realm: RealmData): Record<string, boolean> {
  const manage = hasAnyRole(req, realm.rep.realm, USERS_MANAGE);
  return {
    view: hasAnyRole(req, realm.rep.realm, USERS_VIEW),
    manage,
    manageGroupMembership: manage,
    mapRoles: manage,
    impersonate: hasAnyRole(req, realm.rep.realm, USERS_IMPERSONATE),
    resetPassword: manage,
  };
}

/** a list only says whether the caller may manage each user (UserPermissions.getAccessForListing) */
function listingAccess(req: Request, realm: RealmData): Record<string, boolean> {
  return { manage: hasAnyRole(req, realm.rep.realm, USERS_MANAGE) };
}

export function briefUserRep(user: UserRecord): UserRepresentation {
  return {
    id: user.id,
    username: user.username,
    ...(user.firstName !== undefined ? { firstName: user.firstName } : {}),
    ...(user.lastName !== undefined ? { lastName: user.lastName } : {}),
    ...(user.email !== undefined ? { email: user.email } : {}),
    emailVerified: user.emailVerified,
    createdTimestamp: user.createdTimestamp,
    enabled: user.enabled,
    ...(user.federationLink ? { federationLink: user.federationLink } : {}),
  };
}

export function fullUserRep(realm: RealmData, user: UserRecord): UserRepresentation {
  const attributes = visibleAttributes(realm, user);
  return {
    ...briefUserRep(user),
    ...(Object.keys(attributes).length ? { attributes } : {}),
    totp: user.credentials.some((c) => c.type === "otp"),
    // Keycloak 26's OTP provider is no CredentialInputUpdater, so an OTP device is removed, not disabled
    disableableCredentialTypes: [],
    requiredActions: user.requiredActions,
    notBefore: user.notBefore,
  };
}

/** the user list that Keycloak serves without the caller's access (a group's members) */
export function plainUserRep(realm: RealmData, user: UserRecord, brief: boolean): UserRepresentation {
  return brief ? briefUserRep(user) : fullUserRep(realm, user);
}

/** a user in a list that tells the caller's access (the user list, a role's users, the brute-force list) */
export function listedUserRep(req: Request, realm: RealmData, user: UserRecord, brief: boolean): UserRepresentation {
  return { ...plainUserRep(realm, user, brief), access: listingAccess(req, realm) };
}
