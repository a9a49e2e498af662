// Imports LDAP entries as users linked to their provider (federationLink, LDAP_ID, LDAP_ENTRY_DN), updating users the
// provider imported before. A local user, or one linked elsewhere, with the same username or email is not touched
// and counts as failed, as in Keycloak's importLdapUsers.
import type { Entry } from "ldapts";
import type { RealmData, UserRecord } from "../../store/model.js";
import { addUser } from "../../store/realmUsers.js";
import type { LdapConfig } from "./ldapConfig.js";
import { mappedUser, type MappedUser, type UserMapping } from "./ldapUserMapping.js";
import type { SyncCounts } from "./syncResult.js";
import { grantHardcoded } from "./hardcodedMappers.js";

export class LdapUserImporter {
  private readonly linked = new Map<string, UserRecord>();
  private readonly byUsername = new Map<string, UserRecord>();
  private readonly byEmail = new Map<string, UserRecord>();

  constructor(
    private readonly realm: RealmData,
    private readonly providerId: string,
    private readonly cfg: LdapConfig,
    private readonly mapping: UserMapping,
  ) {
    for (const user of realm.users.values()) {
      this.byUsername.set(user.username, user);
      if (user.email) this.byEmail.set(user.email, user);
      const ldapId = user.attributes.LDAP_ID?.[0];
      if (user.federationLink === providerId && ldapId) this.linked.set(ldapId, user);
    }
  }

  /** imports or updates one entry; undefined when it is not a user Keycloak could link */
  importEntry(entry: Entry, counts: SyncCounts): UserRecord | undefined {
    const mapped = mappedUser(entry, this.cfg, this.mapping);
    if (!mapped) {
      counts.failed++;
      return undefined;
    }
    const existing = this.linked.get(mapped.ldapId);
    const clash = (user: UserRecord | undefined) => user !== undefined && user !== existing;
    const emailClash =
      mapped.email !== undefined && !this.realm.rep.duplicateEmailsAllowed && clash(this.byEmail.get(mapped.email));
    if (clash(this.byUsername.get(mapped.username)) || emailClash) {
      counts.failed++;
      return undefined;
    }
    if (existing) {
      this.update(existing, mapped);
      counts.updated++;
      return existing;
    }
    const user = addUser(this.realm, {
      username: mapped.username,
      email: mapped.email,
      firstName: mapped.firstName,
      lastName: mapped.lastName,
      enabled: true,
      emailVerified: this.trustEmail(),
      federationLink: this.providerId,
      attributes: mapped.attributes,
    });
    this.remember(user, mapped);
    grantHardcoded(this.realm, this.providerId, user);
    counts.added++;
    return user;
  }

  private trustEmail(): boolean {
    return this.realm.components.get(this.providerId)?.config?.trustEmail?.[0] === "true";
  }

  private update(user: UserRecord, mapped: MappedUser): void {
    if (user.username !== mapped.username) this.byUsername.delete(user.username);
    if (user.email && user.email !== mapped.email) this.byEmail.delete(user.email);
    Object.assign(user, {
      username: mapped.username,
      firstName: mapped.firstName,
      lastName: mapped.lastName,
      email: mapped.email,
      attributes: { ...user.attributes, ...mapped.attributes },
    });
    this.remember(user, mapped);
  }

  private remember(user: UserRecord, mapped: MappedUser): void {
    this.linked.set(mapped.ldapId, user);
    this.byUsername.set(user.username, user);
    if (user.email) this.byEmail.set(user.email, user);
  }
}
