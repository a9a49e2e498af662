// What an admin changes on a user an LDAP provider imported, by the provider's edit mode: READ_ONLY refuses it,
// WRITABLE writes it to the directory (the password by the password modify extended operation or a userPassword
// replace, per usePasswordModifyExtendedOp; attributes through the provider's writable mappers), UNSYNCED keeps it
// in Keycloak only.
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { Attribute, Change } from "ldapts";
import type { RealmData, UserRecord } from "../../store/model.js";
import { LDAP_PROVIDER_ID, ldapConfig, USER_STORAGE_TYPE, type LdapConfig } from "./ldapConfig.js";
import { withLdap } from "./ldapConnection.js";
import { userMapping } from "./ldapUserMapping.js";

const PASSWORD_MODIFY_OID = "1.3.6.1.4.1.4203.1.11.1";

export interface LdapLink {
  provider: ComponentRepresentation & { id: string };
  cfg: LdapConfig;
  dn: string;
}

/** the enabled LDAP provider a user was imported from, with the user's entry */
export function ldapLink(realm: RealmData, user: UserRecord): LdapLink | undefined {
  const provider = user.federationLink ? realm.components.get(user.federationLink) : undefined;
  const dn = user.attributes.LDAP_ENTRY_DN?.[0];
  if (!provider || provider.providerType !== USER_STORAGE_TYPE || provider.providerId !== LDAP_PROVIDER_ID || !dn)
    return undefined;
  const cfg = ldapConfig(provider.config);
  return cfg.enabled ? { provider, cfg, dn } : undefined;
}

function berLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  if (length < 0x100) return Buffer.from([0x81, length]);
  return Buffer.from([0x82, length >> 8, length & 0xff]);
}

function tagged(tag: number, value: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), berLength(value.length), value]);
}

/** RFC 3062's PasswdModifyRequestValue with the user's identity and the new password */
function passwordModifyRequest(dn: string, password: string): Buffer {
  const body = Buffer.concat([tagged(0x80, Buffer.from(dn, "utf8")), tagged(0x82, Buffer.from(password, "utf8"))]);
  return tagged(0x30, body);
}

export async function writeLdapPassword(link: LdapLink, password: string): Promise<void> {
  await withLdap(link.cfg, async (client) => {
    if (link.cfg.usePasswordModifyExtendedOp)
      await client.exop(PASSWORD_MODIFY_OID, passwordModifyRequest(link.dn, password));
    else
      await client.modify(
        link.dn,
        new Change({ operation: "replace", modification: new Attribute({ type: "userPassword", values: [password] }) }),
      );
  });
}

export type ProfileFields = Partial<Record<"username" | "firstName" | "lastName" | "email", string | undefined>>;

function changedFields(user: UserRecord, next: ProfileFields): (keyof ProfileFields)[] {
  return (Object.keys(next) as (keyof ProfileFields)[]).filter(
    (k) => (next[k] ?? undefined) !== (user[k] ?? undefined),
  );
}

/** the first changed field the directory keeps: any for READ_ONLY, a read-only mapper's for WRITABLE; UNSYNCED keeps
 * every change in Keycloak */
export function readOnlyChange(realm: RealmData, link: LdapLink, user: UserRecord, next: ProfileFields) {
  if (link.cfg.editMode === "UNSYNCED") return undefined;
  const mapping = userMapping(realm, link.provider.id);
  return changedFields(user, next).find(
    (field) => link.cfg.editMode === "READ_ONLY" || mapping.attributes.some((a) => a.model === field && a.readOnly),
  );
}

/** writes the changed fields a WRITABLE provider's mappers map; an empty value removes the LDAP attribute */
export async function writeLdapFields(realm: RealmData, link: LdapLink, user: UserRecord, next: ProfileFields) {
  if (link.cfg.editMode !== "WRITABLE") return;
  const mapping = userMapping(realm, link.provider.id);
  const changes = changedFields(user, next).flatMap((field) =>
    mapping.attributes
      .filter((a) => a.model === field && !a.readOnly && field !== "username")
      .map((a) => {
        const value = next[field];
        return new Change({
          operation: value ? "replace" : "delete",
          modification: new Attribute({ type: a.ldap, values: value ? [value] : [] }),
        });
      }),
  );
  if (changes.length) await withLdap(link.cfg, (client) => client.modify(link.dn, changes));
}
