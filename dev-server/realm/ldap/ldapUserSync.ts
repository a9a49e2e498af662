// Full and changed-users synchronisation of an LDAP provider (Keycloak's sync / syncSince): the users under the
// users DN, page by page, imported or updated; a changed-users sync asks only for entries created or modified since
// the provider's lastSync (seconds, kept in its config as Keycloak keeps it).
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { RealmData } from "../../store/model.js";
import { invalidateUserIndex } from "../userIndex.js";
import { first, LDAP_MAPPER_TYPE, ldapConfig } from "./ldapConfig.js";
import { withLdap } from "./ldapConnection.js";
import { forEachUserPage, generalizedTime, userFilter } from "./ldapSearch.js";
import { LdapUserImporter } from "./ldapUserImport.js";
import { requestedAttributes, userMapping } from "./ldapUserMapping.js";
import { syncMembershipsFromLdap } from "./ldapMembershipSync.js";
import { ignoredResult, noCounts, synchronizationResult, type SynchronizationResult } from "./syncResult.js";

type Provider = ComponentRepresentation & { id: string };

export type UserSyncAction = "triggerFullSync" | "triggerChangedUsersSync";

export async function syncLdapUsers(
  realm: RealmData,
  provider: Provider,
  action: UserSyncAction,
  now = Date.now(),
): Promise<SynchronizationResult> {
  const cfg = ldapConfig(provider.config);
  if (!cfg.enabled || !cfg.importEnabled) return ignoredResult();
  const mapping = userMapping(realm, provider.id);
  const lastSync = Number(first(provider.config, "lastSync") ?? 0);
  const changedSince =
    action === "triggerChangedUsersSync" && lastSync > 0
      ? [
          `(|(createTimestamp>=${generalizedTime(lastSync * 1000)})(modifyTimestamp>=${generalizedTime(lastSync * 1000)}))`,
        ]
      : [];
  const importer = new LdapUserImporter(realm, provider.id, cfg, mapping);
  const counts = noCounts();
  try {
    await withLdap(cfg, (client) =>
      forEachUserPage(client, cfg, userFilter(cfg, ...changedSince), requestedAttributes(cfg, mapping), (entries) => {
        for (const entry of entries) importer.importEntry(entry, counts);
      }),
    );
  } finally {
    invalidateUserIndex(realm);
  }
  provider.config = { ...provider.config, lastSync: [String(Math.floor(now / 1000))] };
  // the memberships of the group and role mappers follow the users, as Keycloak's mappers sync with them
  for (const mapper of realm.components.values())
    if (mapper.parentId === provider.id && mapper.providerType === LDAP_MAPPER_TYPE)
      await syncMembershipsFromLdap(realm, provider, mapper);
  return synchronizationResult(counts);
}
