// A user PUT for a user imported from LDAP: a field the provider keeps read-only is refused on that field as Keycloak's
// user profile refuses it; a WRITABLE provider gets the change written to the directory before Keycloak keeps it.
// A property-file user's username is the file's key, so it is read-only the same way; the rest is Keycloak's copy.
import type { Response } from "express";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { RealmData, UserRecord } from "../../../store/model.js";
import { badRequest, fieldErrors } from "../../http.js";
import { ldapErrorCode } from "../../../realm/ldap/ldapErrorCode.js";
import { ldapLink, readOnlyChange, writeLdapFields } from "../../../realm/ldap/ldapUserWrites.js";
import { propertyFileProviderOf } from "../../../realm/property-file/propertyFileConfig.js";

function refuseReadOnly(res: Response, field: string): false {
  fieldErrors(res, [{ field, errorMessage: "error-user-attribute-read-only", params: [field] }]);
  return false;
}

/** false when it has answered (refused or failed); true when the local update may go on */
export async function federatedUpdate(
  realm: RealmData,
  res: Response,
  user: UserRecord,
  next: UserRepresentation,
): Promise<boolean> {
  if (propertyFileProviderOf(realm, user)) {
    const renamed = next.username != null && String(next.username).trim().toLowerCase() !== user.username;
    return renamed ? refuseReadOnly(res, "username") : true;
  }
  const link = ldapLink(realm, user);
  if (!link) return true;
  const fields = {
    username: next.username,
    firstName: next.firstName ?? undefined,
    lastName: next.lastName ?? undefined,
    email: next.email ?? undefined,
  };
  const readOnly = readOnlyChange(realm, link, user, fields);
  if (readOnly) return refuseReadOnly(res, readOnly);
  try {
    await writeLdapFields(realm, link, user, fields);
    return true;
  } catch (error) {
    badRequest(res, ldapErrorCode(error));
    return false;
  }
}
