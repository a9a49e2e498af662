// What a property-file provider does to the user profile of the users it imported: the username is the file's key,
// so it is read-only, as Keycloak's read-only user adapter refuses setUsername.
import type { UserProfileMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type { RealmData, UserRecord } from "../../store/model.js";
import { propertyFileProviderOf } from "./propertyFileConfig.js";

export function fileUserProfileMetadata(
  realm: RealmData,
  user: UserRecord,
  metadata: UserProfileMetadata,
): UserProfileMetadata {
  if (!propertyFileProviderOf(realm, user)) return metadata;
  return {
    ...metadata,
    attributes: (metadata.attributes ?? []).map((a) => (a.name === "username" ? { ...a, readOnly: true } : a)),
  };
}
