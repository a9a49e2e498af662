// The group-ldap-mapper and role-ldap-mapper syncs: LDAP group entries to Keycloak groups or roles with their
// members (fedToKeycloak), and Keycloak's groups or roles with the provider's users as members to LDAP entries
// (keycloakToFed, refused in READ_ONLY mode as Keycloak ignores it).
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { Attribute, Change, type Client, type Entry } from "ldapts";
import type { RealmData, UserRecord } from "../../store/model.js";
import { first, ldapConfig } from "./ldapConfig.js";
import { withLdap } from "./ldapConnection.js";
import { escapeFilterValue, escapeRdnValue } from "./ldapSearch.js";
import { entryValues } from "./ldapUserMapping.js";
import { membershipTarget, type MembershipTarget } from "./membershipTargets.js";
import { mapperSyncResult, noCounts, synchronizationResult, type SynchronizationResult } from "./syncResult.js";

type Component = ComponentRepresentation & { id: string };

/** what groupOfNames needs when a group has no member yet (Keycloak's placeholder) */
const EMPTY_MEMBER = "cn=empty-membership-placeholder";

/** the provider's imported users by what an LDAP group names them by: DN (lower-cased) or uid */
function linkedUsers(realm: RealmData, providerId: string, target: MembershipTarget): Map<string, UserRecord> {
  const users = new Map<string, UserRecord>();
  for (const user of realm.users.values()) {
    if (user.federationLink !== providerId) continue;
    const dn = user.attributes.LDAP_ENTRY_DN?.[0];
    const key = target.memberType === "DN" ? dn?.toLowerCase() : user.username;
    if (key) users.set(key, user);
  }
  return users;
}

function memberKey(target: MembershipTarget, user: UserRecord): string | undefined {
  return target.memberType === "DN" ? user.attributes.LDAP_ENTRY_DN?.[0] : user.username;
}

async function groupEntries(client: Client, target: MembershipTarget, mapper: Component): Promise<Entry[]> {
  const custom = (first(mapper.config, "groups.ldap.filter") ?? first(mapper.config, "roles.ldap.filter") ?? "").trim();
  const classes = target.objectClasses.map((oc) => `(objectClass=${escapeFilterValue(oc)})`).join("");
  const filter = `(&${classes}${custom ? (custom.startsWith("(") ? custom : `(${custom})`) : ""})`;
  const attributes = [target.nameAttribute, target.memberAttribute];
  return (await client.search(target.entriesDn, { scope: "sub", filter, attributes })).searchEntries;
}

export async function syncMembershipsFromLdap(
  realm: RealmData,
  provider: Component,
  mapper: Component,
): Promise<SynchronizationResult> {
  const target = membershipTarget(realm, mapper);
  if (!target) return synchronizationResult(noCounts());
  const counts = noCounts();
  const entries = await withLdap(ldapConfig(provider.config), (client) => groupEntries(client, target, mapper));
  const users = linkedUsers(realm, provider.id, target);
  const seen = new Set<string>();
  for (const entry of entries) {
    const name = entryValues(entry, target.nameAttribute)[0];
    if (!name) continue;
    seen.add(name);
    if (target.idOf(name, false)) counts.updated++;
    else counts.added++;
    const id = target.idOf(name, true)!;
    for (const member of entryValues(entry, target.memberAttribute)) {
      const user = users.get(target.memberType === "DN" ? member.toLowerCase() : member);
      if (user) target.grant(user, id);
    }
  }
  if (target.dropMissing && target.remove)
    for (const name of target.names())
      if (!seen.has(name)) {
        target.remove(name);
        counts.removed++;
      }
  return mapperSyncResult(kindOf(mapper), "fromLdap", counts);
}

export async function syncMembershipsToLdap(
  realm: RealmData,
  provider: Component,
  mapper: Component,
): Promise<SynchronizationResult> {
  const target = membershipTarget(realm, mapper);
  if (!target) return synchronizationResult(noCounts());
  if ((first(mapper.config, "mode") ?? "READ_ONLY") !== "LDAP_ONLY")
    return mapperSyncResult(kindOf(mapper), "toLdap", noCounts());
  const counts = noCounts();
  const holders = [...realm.users.values()].filter((u) => u.federationLink === provider.id);
  const linkedKeys = new Set([...linkedUsers(realm, provider.id, target).keys()]);
  await withLdap(ldapConfig(provider.config), async (client) => {
    const existing = new Map<string, Entry>();
    for (const entry of await groupEntries(client, target, mapper)) {
      const name = entryValues(entry, target.nameAttribute)[0];
      if (name) existing.set(name, entry);
    }
    for (const name of target.names()) {
      const id = target.idOf(name, false)!;
      const members = holders
        .filter((u) => target.holds(u, id))
        .map((u) => memberKey(target, u)!)
        .filter(Boolean);
      const entry = existing.get(name);
      if (!entry) {
        await client.add(`${target.nameAttribute}=${escapeRdnValue(name)},${target.entriesDn}`, {
          objectClass: target.objectClasses,
          [target.nameAttribute]: name,
          [target.memberAttribute]: members.length ? members : [EMPTY_MEMBER],
        });
        counts.added++;
        continue;
      }
      // members LDAP has that are not this provider's imported users stay; ours follow Keycloak
      const kept = entryValues(entry, target.memberAttribute).filter(
        (m) => !linkedKeys.has(target.memberType === "DN" ? m.toLowerCase() : m),
      );
      const values = [...new Set([...kept, ...members])];
      const modification = new Attribute({
        type: target.memberAttribute,
        values: values.length ? values : [EMPTY_MEMBER],
      });
      await client.modify(entry.dn, new Change({ operation: "replace", modification }));
      counts.updated++;
    }
    if (target.dropMissing)
      for (const [name, entry] of existing)
        if (!target.idOf(name, false)) {
          await client.del(entry.dn);
          counts.removed++;
        }
  });
  return mapperSyncResult(kindOf(mapper), "toLdap", counts);
}

const kindOf = (mapper: Component) => (mapper.providerId === "role-ldap-mapper" ? "roles" : "groups");
