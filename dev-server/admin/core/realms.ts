// /admin/realms and /admin/realms/{realm}: list, create, read, update (incl. rename), delete, partial export,
// default groups and group-by-path, with Keycloak's permission checks, status codes and bodies.
import type { Request, Response, Router } from "express";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { RealmData } from "../../store/model.js";
import { emptyRealm } from "../../store/realmImport.js";
import { SeedError } from "../../store/seedError.js";
import { findClient, findGroupByPath } from "../../store/realmLookups.js";
import { badRequest, conflict, created, forbidden, noContent, notFound, realmOr404, requireAnyRole } from "../http.js";
import { MASTER, masterAdminClientId } from "../auth.js";
import type { CoreContext } from "./coreContext.js";
import { canCreateRealm, canManageRealm, canViewRealm, isRealmAdmin, visibleRealmNames } from "./realmAccess.js";
import { briefRealmRepresentation, realmRepresentation } from "./realmRepresentation.js";
import { ensureAdminModel, removeMasterAdminClient, renameMasterAdminClient, renameRealmPaths } from "./adminModel.js";
import { groupRep, groupTreeRep } from "../../realm/groupReps.js";
import { effectiveRoles } from "../../realm/userRoles.js";
import { realmNameProblem, reservedCharProblem } from "../../realm/realmNames.js";
import { requireGroupsGrantable } from "../resources/lib/roleGrants.js";
import { keepSmtpSecrets, maskRealmExport, maskSmtpServer } from "../../realm/secrets.js";
import { componentSecretKeys } from "./componentSecretKeys.js";
import { passwordPolicyProblem } from "./passwordPolicyConfig.js";
import { partialExport } from "./partialExport.js";
import { deriveRealmAttributes } from "../../realm/realmAttributes.js";

// what Keycloak answers when a realm would take the name of an existing realm's admin client in master
const CONFLICT = "Conflict detected. See logs for details";

/**
 * answers 400 for a new realm's name (or id) Keycloak refuses: a reserved character as a bare error, as its validator
 * throws it on create (a rename reports it as any other model error)
 */
function refusedName(res: Response, name: string, id?: string): boolean {
  const reserved = reservedCharProblem(name) ?? (id === undefined ? undefined : reservedCharProblem(id));
  if (reserved) res.status(400).json({ error: reserved });
  const problem = reserved ? undefined : realmNameProblem(name);
  if (problem) badRequest(res, problem);
  return !!(reserved || problem);
}

export function registerRealms(router: Router, ctx: CoreContext): void {
  const { store } = ctx;
  const realmFor = (req: Request, res: Response): RealmData | undefined =>
    realmOr404(req, res, store.realm(String(req.params.realm)));
  // a realm adopts master's "<name>-realm" client, and its creator that client's roles: one made by an admin is not it
  const nameTaken = (name: string) => {
    const master = store.realm(MASTER);
    return !!store.realm(name) || (!!master && !!findClient(master, masterAdminClientId(name)));
  };

  router.get("/realms", (req, res) => {
    const brief = req.query.briefRepresentation === "true";
    const names = visibleRealmNames(req, store);
    res.json(
      names.map((name) => {
        const realm = store.realm(name)!;
        if (brief) return briefRealmRepresentation(realm);
        return canViewRealm(req, name) ? realmRepresentation(realm) : { realm: name };
      }),
    );
  });

  router.post("/realms", async (req, res) => {
    if (!canCreateRealm(req, store)) return forbidden(res);
    const rep = (req.body ?? {}) as RealmRepresentation;
    const name = typeof rep.realm === "string" ? rep.realm.trim() : "";
    if (refusedName(res, name, typeof rep.id === "string" ? rep.id : undefined)) return;
    if (store.realm(name)) return conflict(res, `Realm ${name} already exists`);
    if ([...store.all()].some((r) => rep.id && r.rep.id === rep.id)) return conflict(res, "Duplicate resource error");
    if (nameTaken(name)) return conflict(res, CONFLICT);
    let realm: RealmData;
    try {
      realm = await store.createRealm({ ...rep, realm: name });
    } catch (e) {
      if (e instanceof SeedError) return badRequest(res, e.message);
      throw e;
    }
    deriveRealmAttributes(realm.rep, rep, true);
    ensureAdminModel(store, realm);
    grantCreator(req, ctx, name);
    void ctx.providers.get(name);
    ctx.adminEvent(req, realm, {
      operationType: "CREATE",
      resourceType: "REALM",
      resourcePath: "",
      representation: maskRealmExport(rep, componentSecretKeys),
    });
    created(req, res, name);
  });

  router.get("/realms/:realm", (req, res) => {
    const realm = realmFor(req, res);
    if (!realm) return;
    if (canViewRealm(req, realm.rep.realm)) return res.json(realmRepresentation(realm));
    if (!isRealmAdmin(req, realm.rep.realm)) return forbidden(res);
    // what every admin of the realm may know about it, as Keycloak answers when view-realm is missing
    const roles = req.auth!.rolesFor(realm.rep.realm);
    const rep = realm.rep;
    res.json({
      realm: rep.realm,
      displayName: rep.displayName,
      ...(roles.has("view-users") || roles.has("manage-users")
        ? { registrationEmailAsUsername: rep.registrationEmailAsUsername }
        : {}),
      bruteForceProtected: rep.bruteForceProtected,
      supportedLocales: rep.supportedLocales ?? [],
      defaultLocale: rep.defaultLocale,
      organizationsEnabled: rep.organizationsEnabled,
    });
  });

  router.put("/realms/:realm", (req, res) => {
    const realm = realmFor(req, res);
    if (!realm) return;
    if (!canManageRealm(req, realm.rep.realm)) return forbidden(res);
    const body = keepSmtpSecrets((req.body ?? {}) as RealmRepresentation, realm.rep);
    const policyProblem = passwordPolicyProblem(body.passwordPolicy);
    if (policyProblem) return badRequest(res, policyProblem);
    const oldName = realm.rep.realm;
    const newName = typeof body.realm === "string" && body.realm.trim() ? body.realm.trim() : oldName;
    if (newName !== oldName) {
      if (oldName === MASTER) return badRequest(res, "Can't rename master realm");
      const problem = realmNameProblem(newName);
      if (problem) return badRequest(res, problem);
      if (store.realm(newName)) return conflict(res, "Realm with same name exists");
      if (nameTaken(newName)) return conflict(res, CONFLICT);
    }
    const { id: _ignoredId, realm: _name, ...settings } = emptyRealm({ ...body, realm: newName }).rep;
    if (body.enabled === undefined) delete settings.enabled;
    Object.assign(realm.rep, settings);
    deriveRealmAttributes(realm.rep, body, false);
    if (newName !== oldName) renameRealm(ctx, realm, oldName, newName);
    store.changed(realm);
    ctx.adminEvent(req, realm, {
      operationType: "UPDATE",
      resourceType: "REALM",
      resourcePath: "",
      representation: maskSmtpServer(body),
    });
    noContent(res);
  });

  router.delete("/realms/:realm", (req, res) => {
    const realm = realmFor(req, res);
    if (!realm) return;
    if (!canManageRealm(req, realm.rep.realm)) return forbidden(res);
    if (realm.rep.realm === MASTER) return badRequest(res, "Can't delete master realm");
    const name = realm.rep.realm;
    store.deleteRealm(name);
    const master = store.realm(MASTER);
    if (master) {
      removeMasterAdminClient(master, name);
      store.changed(master);
      ctx.adminEvent(req, master, { operationType: "DELETE", resourceType: "REALM", resourcePath: "" });
    }
    ctx.providers.drop(name);
    noContent(res);
  });

  router.post("/realms/:realm/partial-export", (req, res) => {
    const realm = realmFor(req, res);
    if (!realm) return;
    // Keycloak 26 asks for manage-realm (view-realm sufficed before), plus listing groups and viewing clients when
    // those are exported
    if (!requireAnyRole(req, res, realm.rep.realm, ["manage-realm"])) return;
    const exportClients = req.query.exportClients === "true";
    const exportGroupsAndRoles = req.query.exportGroupsAndRoles === "true";
    if (
      exportGroupsAndRoles &&
      !requireAnyRole(req, res, realm.rep.realm, ["query-groups", "view-users", "manage-users"])
    )
      return;
    if (exportClients && !requireAnyRole(req, res, realm.rep.realm, ["view-clients", "manage-clients"])) return;
    res.json(partialExport(realm, exportClients, exportGroupsAndRoles));
  });

  router.get("/realms/:realm/default-groups", (req, res) => {
    const realm = realmFor(req, res);
    if (!realm) return;
    if (!requireAnyRole(req, res, realm.rep.realm, ["view-realm", "manage-realm"])) return;
    res.json(
      realm.defaultGroupIds
        .map((id) => realm.groups.get(id))
        .filter((g) => !!g)
        .map((g) => groupRep(realm, g, false)),
    );
  });

  const changeDefaultGroup = (add: boolean) => (req: Request, res: Response) => {
    const realm = realmFor(req, res);
    if (!realm) return;
    if (!requireAnyRole(req, res, realm.rep.realm, ["manage-realm"])) return;
    const groupId = String(req.params.groupId);
    const group = realm.groups.get(groupId);
    if (!group) return notFound(res, "Group not found");
    // every new user joins a default group, so making one hands out its roles
    if (add && !requireGroupsGrantable(req, res, store, realm, [groupId])) return;
    if (add && !realm.defaultGroupIds.includes(groupId)) realm.defaultGroupIds.push(groupId);
    if (!add) realm.defaultGroupIds = realm.defaultGroupIds.filter((id) => id !== groupId);
    store.changed(realm);
    ctx.adminEvent(req, realm, {
      operationType: add ? "CREATE" : "DELETE",
      resourceType: "GROUP",
      resourcePath: `default-groups/${groupId}`,
      representation: add ? groupTreeRep(realm, group, false) : undefined,
    });
    noContent(res);
  };
  router.put("/realms/:realm/default-groups/:groupId", changeDefaultGroup(true));
  router.delete("/realms/:realm/default-groups/:groupId", changeDefaultGroup(false));

  router.get("/realms/:realm/group-by-path/*path", (req, res) => {
    const realm = realmFor(req, res);
    if (!realm) return;
    if (!requireAnyRole(req, res, realm.rep.realm, ["query-groups", "view-users", "manage-users"])) return;
    const segments = ([] as string[]).concat(req.params.path as unknown as string[]).filter(Boolean);
    const group = findGroupByPath(realm, `/${segments.join("/")}`);
    if (!group) return notFound(res, "Group path does not exist");
    res.json(groupTreeRep(realm, group, true));
  });
}

/** Keycloak gives a creator without the admin role every role of the new realm's admin client */
function grantCreator(req: Request, ctx: CoreContext, realmName: string): void {
  const master = ctx.store.realm(MASTER);
  const user = req.auth?.user;
  if (!master || !user) return;
  if (effectiveRoles(master, user).some((r) => !r.clientRole && r.name === "admin")) return;
  const client = findClient(master, masterAdminClientId(realmName));
  if (!client) return;
  for (const role of master.roles.values()) {
    if (role.clientRole && role.containerId === client.id && !user.roleIds.includes(role.id))
      user.roleIds.push(role.id);
  }
  ctx.store.changed(master);
}

function renameRealm(ctx: CoreContext, realm: RealmData, oldName: string, newName: string): void {
  ctx.store.renameRealm(realm, newName);
  renameRealmPaths(realm, oldName, newName);
  const master = ctx.store.realm(MASTER);
  if (master) {
    renameMasterAdminClient(master, oldName, newName);
    ctx.store.changed(master);
  }
  ctx.providers.drop(oldName);
}
