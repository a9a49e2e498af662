// /organizations/{id}/groups (Keycloak 26.6+'s OrganizationGroupsResource and OrganizationGroupResource): an
// organization's own groups, listed, searched and found by path, created (or moved, given an id) at the top or
// under a group, updated and deleted, with their members (who must be members of the organization); and the groups
// of one member. Each write is an admin event of ORGANIZATION_GROUP or ORGANIZATION_GROUP_MEMBERSHIP.
import { randomUUID } from "node:crypto";
import type { Request, Response, Router } from "express";
import type { OrganizationGroupRecord, OrganizationRecord, RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { badRequest, boolParam, conflict, jsonBody, noContent, notFound, param } from "../http.js";
import { ORGS_MANAGE, ORGS_VIEW, USERS_QUERY, USERS_VIEW } from "../../realm/adminRoles.js";
import { membershipType } from "../../realm/organizationLinks.js";
import {
  childrenOf,
  groupRep,
  groupsOf,
  hierarchyOf,
  subtree,
  withSubGroupCount,
  type GroupRep,
} from "../../realm/organizationGroups.js";
import { briefUserRep, fullUserRep } from "./lib/userReps.js";
import { writeRecorder } from "./lib/route.js";
import { holdsAll, organizationGuard, type Roles } from "./organizationGuard.js";
import { groupSearch, pageOf } from "./organizationGroupSearch.js";

type GroupBody = { id?: string; name?: string; description?: string; attributes?: Record<string, string[]> };
type GroupHandler = (
  req: Request,
  res: Response,
  realm: RealmData,
  org: OrganizationRecord,
  group: OrganizationGroupRecord,
) => void | Promise<void>;

/** the request as Keycloak reads it (and keeps it in the admin event): a group representation has its subGroups */
const asRead = (body: GroupBody) => ({ ...body, subGroups: [] });

/** the request's path below the realm, as Keycloak records it in an admin event */
const eventPath = (req: Request) => req.path.replace(/^\/realms\/[^/]+\//, "");

/** the group's name the body gives, or undefined when it gives none and the 400 is sent */
function groupName(res: Response, body: GroupBody): string | undefined {
  if (!body.name?.trim()) return void badRequest(res, "Group name is missing");
  return body.name;
}

export function registerOrganizationGroups(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/organizations/:id";
  const { one } = organizationGuard(ctx);
  const write = writeRecorder(ctx);

  /** a route of one group: the organization, the group (404, or 400 when another organization's), then the roles */
  const inGroup = (roles: Roles, handler: GroupHandler) =>
    one([], (req, res, realm, org) => {
      const id = param(req, "groupId");
      const group = groupsOf(org).find((g) => g.id === id);
      if (!group) {
        const elsewhere = [...realm.organizations.values()].some((o) => o.groups?.some((g) => g.id === id));
        if (elsewhere) return badRequest(res, "Group does not belong to the organization");
        return void res.status(404).json({ errorMessage: "Group does not exist" });
      }
      if (holdsAll(req, res, realm, roles)) return handler(req, res, realm, org, group);
    });

  /** creates a group under `parent`, or moves the organization's group the body names there */
  const createOrMove = (
    req: Request,
    res: Response,
    realm: RealmData,
    org: OrganizationRecord,
    parent: OrganizationGroupRecord | undefined,
    answer: (group: OrganizationGroupRecord) => GroupRep,
  ) => {
    const body = jsonBody<GroupBody>(req);
    const name = groupName(res, body);
    if (name === undefined) return;
    if (body.id !== undefined) {
      const group = groupsOf(org).find((g) => g.id === body.id);
      if (!group) return notFound(res, "Could not find group by id");
      group.parentId = parent?.id;
      write(req, realm, "UPDATE", "ORGANIZATION_GROUP", eventPath(req), asRead(body));
      return void res.status(204).json(answer(group));
    }
    if (childrenOf(org, parent?.id).some((g) => g.name === name))
      return conflict(
        res,
        parent ? "Sibling group with the given name already exists" : "Group with the given name already exists.",
      );
    const group: OrganizationGroupRecord = {
      id: randomUUID(),
      name,
      parentId: parent?.id,
      attributes: {},
      memberIds: [],
    };
    // a top-level group takes the description and attributes; a subgroup only its name
    if (!parent && body.description !== undefined) group.description = body.description;
    if (!parent && body.attributes) group.attributes = body.attributes;
    groupsOf(org).push(group);
    write(req, realm, "CREATE", "ORGANIZATION_GROUP", eventPath(req), { ...asRead(body), id: group.id });
    const location = `${req.protocol}://${req.get("host")}${req.baseUrl}${req.path.replace(/\/$/, "")}/${group.id}`;
    res.status(201).location(location).json(answer(group));
  };

  router.get(
    `${base}/groups`,
    one([ORGS_VIEW], (req, res, _realm, org) => {
      const full = boolParam(req.query.briefRepresentation) === false;
      const counted = boolParam(req.query.subGroupsCount) === true;
      const represent = (group: OrganizationGroupRecord) => {
        const rep = groupRep(org, group, full);
        return counted ? withSubGroupCount(org, group, rep) : rep;
      };
      const found = pageOf(groupSearch(req, org), req);
      res.json(
        boolParam(req.query.populateHierarchy) === true ? hierarchyOf(org, found, represent) : found.map(represent),
      );
    }),
  );
  router.post(
    `${base}/groups`,
    one([ORGS_MANAGE], (req, res, realm, org) =>
      createOrMove(req, res, realm, org, undefined, (group) => groupRep(org, group)),
    ),
  );
  router.get(
    `${base}/groups/group-by-path/*path`,
    one([ORGS_VIEW], (req, res, _realm, org) => {
      const path = `/${[req.params.path].flat().join("/")}`;
      const group = groupsOf(org).find((g) => groupRep(org, g).path === path);
      if (!group) return notFound(res, "Group path does not exist");
      const rep = groupRep(org, group);
      res.json(boolParam(req.query.subGroupsCount) === true ? withSubGroupCount(org, group, rep) : rep);
    }),
  );
  router.get(
    `${base}/groups/:groupId`,
    inGroup([ORGS_VIEW], (req, res, _realm, org, group) => {
      const rep = groupRep(org, group, true);
      res.json(boolParam(req.query.subGroupsCount) === true ? withSubGroupCount(org, group, rep) : rep);
    }),
  );
  router.put(
    `${base}/groups/:groupId`,
    inGroup([ORGS_MANAGE], (req, res, realm, org, group) => {
      const body = jsonBody<GroupBody>(req);
      const name = groupName(res, body);
      if (name === undefined) return;
      if (body.id !== undefined && body.id !== group.id) return badRequest(res, "Invalid group id");
      if (childrenOf(org, group.parentId).some((g) => g !== group && g.name === name))
        return void res.status(409).json({ error: "conflict", error_description: "Duplicate resource error" });
      group.name = name;
      if (body.description === undefined || body.description === null) delete group.description;
      else group.description = body.description;
      if (body.attributes) group.attributes = body.attributes;
      write(req, realm, "UPDATE", "ORGANIZATION_GROUP", eventPath(req), asRead(body));
      noContent(res);
    }),
  );
  router.delete(
    `${base}/groups/:groupId`,
    inGroup([ORGS_MANAGE], (req, res, realm, org, group) => {
      const gone = new Set(subtree(org, group));
      org.groups = groupsOf(org).filter((g) => !gone.has(g));
      write(req, realm, "DELETE", "ORGANIZATION_GROUP", eventPath(req));
      noContent(res);
    }),
  );

  router.get(
    `${base}/groups/:groupId/children`,
    inGroup([ORGS_VIEW], (req, res, _realm, org, group) => {
      const found = groupSearch(req, org, group);
      res.json(pageOf(found, req, 10).map((child) => groupRep(org, child)));
    }),
  );
  router.post(
    `${base}/groups/:groupId/children`,
    inGroup([ORGS_MANAGE], (req, res, realm, org, group) =>
      createOrMove(req, res, realm, org, group, (child) => groupRep(org, child, true)),
    ),
  );

  router.get(
    `${base}/groups/:groupId/members`,
    inGroup([ORGS_VIEW, USERS_QUERY], (req, res, realm, org, group) => {
      const brief = boolParam(req.query.briefRepresentation) === true;
      const members = group.memberIds.map((id) => realm.users.get(id)).filter((u) => !!u);
      res.json(
        pageOf(members, req).map((user) => ({
          ...(brief ? briefUserRep(user) : fullUserRep(realm, user)),
          membershipType: membershipType(org, user),
        })),
      );
    }),
  );
  router.put(
    `${base}/groups/:groupId/members/:userId`,
    inGroup([ORGS_MANAGE], (req, res, realm, org, group) => {
      const user = realm.users.get(param(req, "userId"));
      if (!user) return void res.status(404).json({ errorMessage: "User does not exist" });
      if (!org.memberIds.includes(user.id)) return badRequest(res, "User is not member of the organization");
      if (group.memberIds.includes(user.id)) return conflict(res, "User is already a member of the group");
      group.memberIds.push(user.id);
      write(req, realm, "CREATE", "ORGANIZATION_GROUP_MEMBERSHIP", eventPath(req), groupRep(org, group));
      noContent(res);
    }),
  );
  router.delete(
    `${base}/groups/:groupId/members/:userId`,
    inGroup([ORGS_MANAGE], (req, res, realm, org, group) => {
      const user = realm.users.get(param(req, "userId"));
      if (!user) return void res.status(404).json({ errorMessage: "User does not exist" });
      // leaving a group one is not in is no error
      if (group.memberIds.includes(user.id)) {
        group.memberIds = group.memberIds.filter((id) => id !== user.id);
        write(req, realm, "DELETE", "ORGANIZATION_GROUP_MEMBERSHIP", eventPath(req), groupRep(org, group));
      }
      noContent(res);
    }),
  );

  router.get(
    `${base}/members/:userId/groups`,
    one([ORGS_VIEW, USERS_VIEW], (req, res, realm, org) => {
      const userId = param(req, "userId");
      if (!org.memberIds.includes(userId) || !realm.users.has(userId)) return notFound(res, "HTTP 404 Not Found");
      const groups = groupsOf(org).filter((g) => g.memberIds.includes(userId));
      res.json(groups.map((g) => groupRep(org, g)));
    }),
  );
}
