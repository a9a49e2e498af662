// /admin/realms/{realm}/groups: the tree (top level, search, children paging), CRUD, moves, members,
// role mappings and management permissions.
import { randomUUID } from "node:crypto";
import type { Request, Response, Router } from "express";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type { GroupRecord, RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import {
  badRequest,
  boolParam,
  conflict,
  created,
  createdWithBody,
  hasAnyRole,
  intParam,
  jsonBody,
  noContent,
  notFound,
  page,
  queryString,
} from "../http.js";
import { GROUPS_LIST, GROUPS_MANAGE, GROUPS_VIEW, USERS_MANAGE, USERS_VIEW } from "../../realm/adminRoles.js";
import { ancestorIds, childGroups, invalidateGroupIndex, subtreeIds } from "../../realm/groupIndex.js";
import { countedGroupRep, groupRep } from "../../realm/groupReps.js";
import { groupNameMatcher, hierarchyOf, matchingGroups } from "../../realm/groupSearch.js";
import { groupOr404 } from "./lib/lookups.js";
import { disablePermissions } from "../../realm/authz/managementPermissions.js";
import { registerManagementPermissions } from "./lib/permissionsRoutes.js";
import { registerRoleMappingRoutes } from "./lib/roleMappingRoutes.js";
import { groupRoleIds } from "../../realm/userRoles.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { requireGroupsGrantable } from "./lib/roleGrants.js";
import { sortedUsers, attributesMatch, parseAttributeQuery } from "../../realm/userIndex.js";
import { plainUserRep } from "./lib/userReps.js";
import { integerPaging } from "./lib/pagingParams.js";

function access(req: Request, realm: RealmData): Record<string, boolean> {
  const manage = hasAnyRole(req, realm.rep.realm, GROUPS_MANAGE);
  const view = hasAnyRole(req, realm.rep.realm, GROUPS_VIEW);
  return { view, viewMembers: view, manageMembers: manage, manage, manageMembership: manage };
}

/** the tree's reads (top level, search, children, one group) as GroupUtils gives them: with access and the count */
function treeRep(req: Request, realm: RealmData, g: GroupRecord, full: boolean): GroupRepresentation {
  return { ...countedGroupRep(realm, g, full), access: access(req, realm) };
}

function siblingConflict(
  realm: RealmData,
  parentId: string | undefined,
  name: string,
  self?: GroupRecord,
): string | undefined {
  if (!childGroups(realm, parentId).some((g) => g.name === name && g !== self)) return undefined;
  return parentId ? `Sibling group named '${name}' already exists.` : `Top level group named '${name}' already exists.`;
}

function applyRep(group: GroupRecord, rep: GroupRepresentation): void {
  if (rep.name !== undefined) group.name = rep.name;
  if (rep.description !== undefined) group.description = rep.description || undefined;
  if (rep.attributes !== undefined) group.attributes = (rep.attributes ?? {}) as GroupRecord["attributes"];
}

/** POST /groups and POST /groups/{id}/children: create a group, or move an existing one (body has its id) */
function createOrMove(
  ctx: AdminContext,
  req: Request,
  res: Response,
  realm: RealmData,
  parent: GroupRecord | undefined,
): void {
  const rep = jsonBody<GroupRepresentation>(req);
  if (rep.id) {
    const child = realm.groups.get(rep.id);
    if (!child) return notFound(res, "Could not find child by id");
    // Keycloak takes a group moved under itself as nothing to do
    if (parent?.id === child.id) return void res.status(204).end();
    if (parent && ancestorIds(realm, parent).includes(child.id)) return badRequest(res, "Cannot move group to itself");
    const clash = siblingConflict(realm, parent?.id, child.name, child);
    if (clash) return conflict(res, clash);
    // the moved group's members gain the new parent's roles
    if (parent && !requireGroupsGrantable(req, res, ctx.store, realm, [parent.id])) return;
    child.parentId = parent?.id;
    invalidateGroupIndex(realm);
    recordWrite(ctx, req, realm, {
      operationType: "UPDATE",
      resourceType: "GROUP",
      resourcePath: parent ? `groups/${parent.id}/children` : "groups",
      representation: rep,
    });
    return void res.status(204).end();
  }
  const name = rep.name?.trim();
  if (!name) return badRequest(res, "Group name is missing");
  const clash = siblingConflict(realm, parent?.id, name);
  if (clash) return conflict(res, clash);
  const group: GroupRecord = { id: randomUUID(), name, parentId: parent?.id, attributes: {}, roleIds: [] };
  applyRep(group, { ...rep, name });
  realm.groups.set(group.id, group);
  invalidateGroupIndex(realm);
  recordWrite(ctx, req, realm, {
    operationType: "CREATE",
    resourceType: "GROUP",
    resourcePath: `groups/${group.id}`,
    representation: { ...rep, id: group.id },
  });
  // Keycloak answers a new child with the group, a new top-level group with its Location alone
  if (!parent) return created(req, res, group.id);
  createdWithBody(req, res, `/realms/${encodeURIComponent(realm.rep.realm)}/groups/${group.id}`, {
    ...groupRep(realm, group, true),
    access: access(req, realm),
  });
}

function deleteGroup(ctx: AdminContext, req: Request, res: Response, realm: RealmData, group: GroupRecord): void {
  const ids = new Set(subtreeIds(realm, group.id));
  for (const id of ids) {
    realm.groups.delete(id);
    disablePermissions(realm, "group", id);
  }
  for (const user of realm.users.values()) {
    if (user.groupIds.some((id) => ids.has(id))) user.groupIds = user.groupIds.filter((id) => !ids.has(id));
  }
  realm.defaultGroupIds = realm.defaultGroupIds.filter((id) => !ids.has(id));
  invalidateGroupIndex(realm);
  recordWrite(ctx, req, realm, { operationType: "DELETE", resourceType: "GROUP", resourcePath: `groups/${group.id}` });
  noContent(res);
}

export function registerGroups(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/groups";

  router.get(
    base,
    integerPaging,
    inRealm(ctx, GROUPS_LIST, (req, res, realm) => {
      const full = queryString(req, "briefRepresentation") === "false";
      const populate = boolParam(req.query.populateHierarchy) !== false;
      const counted = boolParam(req.query.subGroupsCount) !== false;
      const search = queryString(req, "search");
      const q = queryString(req, "q");
      const decorate = (rep: GroupRepresentation): GroupRepresentation => {
        const { subGroupCount, ...rest } = rep;
        return { ...rest, ...(counted ? { subGroupCount } : {}), access: access(req, realm) };
      };
      // Keycloak pages only when asked: without max the whole list comes back
      const paged = <T>(items: T[]) => page(items, req.query, Number.MAX_SAFE_INTEGER);
      if (search !== undefined || q !== undefined) {
        // q wins over search, as GroupsResource looks at it first
        const byName =
          q === undefined && search !== undefined
            ? groupNameMatcher(search, boolParam(req.query.exact) === true)
            : () => true;
        const pairs = q ? parseAttributeQuery(q) : [];
        const matches = paged(matchingGroups(realm, (g) => byName(g) && attributesMatch(g.attributes, pairs)));
        return void res.json(
          populate
            ? hierarchyOf(realm, matches, full, decorate)
            : matches.map((g) => decorate(countedGroupRep(realm, g, full))),
        );
      }
      res.json(paged([...childGroups(realm, undefined)]).map((g) => decorate(countedGroupRep(realm, g, full))));
    }),
  );

  router.get(
    `${base}/count`,
    inRealm(ctx, GROUPS_LIST, (req, res, realm) => {
      const search = queryString(req, "search");
      if (search !== undefined)
        return void res.json({ count: matchingGroups(realm, groupNameMatcher(search, false)).length });
      res.json({ count: boolParam(req.query.top) ? childGroups(realm, undefined).length : realm.groups.size });
    }),
  );

  router.post(
    base,
    inRealm(ctx, GROUPS_MANAGE, (req, res, realm) => createOrMove(ctx, req, res, realm, undefined)),
  );

  router.get(
    `${base}/:id`,
    inRealm(ctx, GROUPS_VIEW, (req, res, realm) => {
      const group = groupOr404(realm, req, res);
      if (group) res.json(treeRep(req, realm, group, true));
    }),
  );

  router.put(
    `${base}/:id`,
    inRealm(ctx, GROUPS_MANAGE, (req, res, realm) => {
      const group = groupOr404(realm, req, res);
      if (!group) return;
      const rep = jsonBody<GroupRepresentation>(req);
      if (rep.name !== undefined && !rep.name.trim()) return badRequest(res, "Group name is missing");
      if (rep.name !== undefined && rep.name !== group.name) {
        const clash = siblingConflict(realm, group.parentId, rep.name, group);
        if (clash) return conflict(res, clash);
      }
      const renamed = rep.name !== undefined && rep.name !== group.name;
      applyRep(group, rep);
      if (renamed) invalidateGroupIndex(realm);
      recordWrite(ctx, req, realm, {
        operationType: "UPDATE",
        resourceType: "GROUP",
        resourcePath: `groups/${group.id}`,
        representation: rep,
      });
      noContent(res);
    }),
  );

  router.delete(
    `${base}/:id`,
    inRealm(ctx, GROUPS_MANAGE, (req, res, realm) => {
      const group = groupOr404(realm, req, res);
      if (group) deleteGroup(ctx, req, res, realm, group);
    }),
  );

  router.get(
    `${base}/:id/children`,
    integerPaging,
    inRealm(ctx, GROUPS_LIST, (req, res, realm) => {
      const group = groupOr404(realm, req, res);
      if (!group) return;
      const full = queryString(req, "briefRepresentation") !== "true";
      const search = queryString(req, "search");
      const children = childGroups(realm, group.id);
      const filtered = search
        ? children.filter(groupNameMatcher(search, boolParam(req.query.exact) === true))
        : children;
      const first = intParam(req.query.first, 0);
      const max = intParam(req.query.max, 10);
      res.json(filtered.slice(first, first + max).map((g) => treeRep(req, realm, g, full)));
    }),
  );

  router.post(
    `${base}/:id/children`,
    inRealm(ctx, GROUPS_MANAGE, (req, res, realm) => {
      const group = groupOr404(realm, req, res);
      if (group) createOrMove(ctx, req, res, realm, group);
    }),
  );

  router.get(
    `${base}/:id/members`,
    integerPaging,
    inRealm(ctx, USERS_VIEW, (req, res, realm) => {
      const group = groupOr404(realm, req, res);
      if (!group) return;
      const brief = queryString(req, "briefRepresentation") === "true";
      const members = sortedUsers(realm).filter((u) => u.groupIds.includes(group.id));
      res.json(page(members, req.query).map((u) => plainUserRep(realm, u, brief)));
    }),
  );

  registerRoleMappingRoutes(router, ctx, {
    base: `${base}/:id`,
    find: (realm, id) => realm.groups.get(id),
    notFoundMessage: "Could not find group by id",
    viewRoles: GROUPS_VIEW,
    manageRoles: USERS_MANAGE,
    pathSegment: "groups",
    inheritedRoleIds: (realm, group) => (group.parentId ? groupRoleIds(realm, [group.parentId]) : []),
  });
  registerManagementPermissions(
    router,
    ctx,
    `${base}/:id/management/permissions`,
    "group",
    { view: GROUPS_VIEW, manage: GROUPS_MANAGE },
    (realm, req, res) => groupOr404(realm, req, res)?.id,
  );
}
