// /user-storage/{id}: the provider's name, user sync (full or changed), unlink and remove imported users, and the
// group/role mappers' sync in either direction. manage-users for the actions, as Keycloak's UserStorageProviderResource.
import type { Request, Response, Router } from "express";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { badRequest, noContent, notFound, param, queryString } from "../http.js";
import { USERS_MANAGE, USERS_QUERY } from "../../realm/adminRoles.js";
import { LDAP_MAPPER_TYPE, LDAP_PROVIDER_ID, USER_STORAGE_TYPE } from "../../realm/ldap/ldapConfig.js";
import { ldapErrorCode } from "../../realm/ldap/ldapErrorCode.js";
import { syncMembershipsFromLdap, syncMembershipsToLdap } from "../../realm/ldap/ldapMembershipSync.js";
import { syncLdapUsers, type UserSyncAction } from "../../realm/ldap/ldapUserSync.js";
import { removeImportedUsers, unlinkUsers } from "../../realm/ldap/linkedUsers.js";
import { noCounts, synchronizationResult, type SynchronizationResult } from "../../realm/ldap/syncResult.js";
import { inRealm, recordWrite } from "./lib/route.js";

const SYNC_ACTIONS = new Set<string>(["triggerFullSync", "triggerChangedUsersSync"]);
const DIRECTIONS = new Set(["fedToKeycloak", "keycloakToFed"]);

/** a 400 as Keycloak's BadRequestException words it, { error } */
function refused(res: Response, error: string): void {
  res.status(400).json({ error });
}

function storageProviderOr404(realm: RealmData, req: Request, res: Response) {
  const provider = realm.components.get(param(req, "id"));
  if (!provider) return void notFound(res, "Could not find component");
  if (provider.providerType !== USER_STORAGE_TYPE) return void notFound(res, "found, but not a UserStorageProvider");
  return provider;
}

/**
 * runs a sync against the directory; what was imported before a directory failure stays, as Keycloak commits each
 * page. A failed user sync is answered as Keycloak 26.7 does, with no counts (UserStorageSyncManager logs the failure
 * and reports an empty result); a failed mapper sync is a 400 with Keycloak's error code.
 */
async function answerSync(
  ctx: AdminContext,
  realm: RealmData,
  res: Response,
  sync: () => Promise<SynchronizationResult>,
  onFailure: "empty result" | "error" = "error",
): Promise<SynchronizationResult | undefined> {
  try {
    const result = await sync();
    res.json(result);
    return result;
  } catch (error) {
    ctx.store.changed(realm);
    if (onFailure === "error") return void badRequest(res, ldapErrorCode(error));
    const empty = synchronizationResult(noCounts());
    res.json(empty);
    return empty;
  }
}

export function registerUserStorage(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/user-storage/:id";
  const event = (req: Request, realm: RealmData, representation?: unknown) =>
    recordWrite(ctx, req, realm, {
      operationType: "ACTION",
      resourceType: "USER_FEDERATION_PROVIDER",
      resourcePath: req.path.replace(/^\/realms\/[^/]+\//, ""),
      representation,
    });

  router.get(
    `${base}/name`,
    inRealm(ctx, USERS_QUERY, (req, res, realm) => {
      const provider = storageProviderOr404(realm, req, res);
      if (provider) res.json({ id: provider.id, name: provider.name });
    }),
  );
  router.post(
    `${base}/sync`,
    inRealm(ctx, USERS_MANAGE, async (req, res, realm) => {
      const provider = storageProviderOr404(realm, req, res);
      if (!provider) return;
      const action = queryString(req, "action");
      if (!action) return refused(res, "Missing action");
      if (!SYNC_ACTIONS.has(action)) return refused(res, `Unknown action: ${action}`);
      if (provider.providerId !== LDAP_PROVIDER_ID)
        return notFound(res, "The provider does not support synchronization");
      const sync = () => syncLdapUsers(realm, provider, action as UserSyncAction);
      const result = await answerSync(ctx, realm, res, sync, "empty result");
      if (result) event(req, realm, result);
    }),
  );
  router.post(
    `${base}/unlink-users`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const provider = storageProviderOr404(realm, req, res);
      if (!provider) return;
      unlinkUsers(realm, provider.id);
      event(req, realm);
      noContent(res);
    }),
  );
  router.post(
    `${base}/remove-imported-users`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const provider = storageProviderOr404(realm, req, res);
      if (!provider) return;
      removeImportedUsers(realm, provider.id);
      event(req, realm);
      noContent(res);
    }),
  );
  router.post(
    "/realms/:realm/user-storage/:parentId/mappers/:mapperId/sync",
    inRealm(ctx, USERS_MANAGE, async (req, res, realm) => {
      const provider = realm.components.get(param(req, "parentId"));
      if (!provider) return notFound(res, "Parent model not found");
      const mapper = realm.components.get(param(req, "mapperId"));
      if (!mapper || mapper.parentId !== provider.id || mapper.providerType !== LDAP_MAPPER_TYPE)
        return notFound(res, "Mapper model not found");
      // Keycloak prints a missing direction as Java does
      const direction = queryString(req, "direction") ?? "null";
      if (!DIRECTIONS.has(direction)) return refused(res, `Unknown direction: ${direction}`);
      const sync = direction === "fedToKeycloak" ? syncMembershipsFromLdap : syncMembershipsToLdap;
      const result = await answerSync(ctx, realm, res, () => sync(realm, provider, mapper));
      if (result) event(req, realm, result);
    }),
  );
}
