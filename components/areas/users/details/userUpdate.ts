import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { UserWithMetadata } from "@/lib/queries/users";

/** The user as it goes back to the server: what GET added for the console (metadata, access) stays behind. */
export function userForUpdate(user: UserWithMetadata): UserRepresentation {
  const { userProfileMetadata: _metadata, access: _access, ...rest } = user;
  return rest;
}
