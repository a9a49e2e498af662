import type { UserProfileMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { realmKey } from "../keys";

/** A user as GET /users/{id}?userProfileMetadata=true returns it. */
export type UserWithMetadata = UserRepresentation & { userProfileMetadata?: UserProfileMetadata };

/** What a user's credential can be moved to: the first place, or right after another credential. */
export type CredentialMove = { credentialId: string } & ({ to: "first" } | { to: "after"; previousId: string });

export type BruteForceStatus = {
  disabled?: boolean;
  numFailures?: number;
  lastFailure?: number;
  lastIPFailure?: string;
};

/** Every cached read of the realm's users: the list's pages, each user and each user's parts (groups, sessions...). */
export const userKeys = {
  all: (realm: string) => [...realmKey(realm), "users"] as const,
  /** The list's pages; the table appends { first, max, search }. */
  list: (realm: string, ...rest: unknown[]) => [...userKeys.all(realm), "list", ...rest] as const,
  /** Who holds the realm's administration roles directly, with their credentials' types. */
  managementRoleHolders: (realm: string) => [...userKeys.all(realm), "management-role-holders"] as const,
  detail: (realm: string, id: string) => [...userKeys.all(realm), id] as const,
  part: (realm: string, id: string, part: string, ...rest: unknown[]) =>
    [...userKeys.detail(realm, id), part, ...rest] as const,
};

/** Realm calls take the realm explicitly; the admin client's typings leave it out of some payloads. */
export type WithRealm = { realm: string };
