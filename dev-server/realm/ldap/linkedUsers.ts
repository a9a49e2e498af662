// What unlink-users and remove-imported-users do to the users a storage provider imported: unlinked users stay as
// local users (their LDAP attributes kept, as Keycloak keeps them); removed ones are deleted.
import type { RealmData } from "../../store/model.js";
import { clearLoginFailures } from "../bruteForce.js";
import { invalidateUserIndex } from "../userIndex.js";
import { removeFromOrganizations } from "../organizationLinks.js";

export function unlinkUsers(realm: RealmData, providerId: string): void {
  for (const user of realm.users.values()) if (user.federationLink === providerId) delete user.federationLink;
}

export function removeImportedUsers(realm: RealmData, providerId: string): void {
  const removed = new Set<string>();
  for (const [id, user] of realm.users)
    if (user.federationLink === providerId) {
      realm.users.delete(id);
      clearLoginFailures(realm, id);
      removed.add(id);
    }
  removeFromOrganizations(realm, removed);
  invalidateUserIndex(realm);
}
