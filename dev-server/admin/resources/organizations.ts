// /organizations: CRUD with search, count, members (paged, invite), the organizations of a member, and linked
// identity providers (organizationIdentityProviders.ts). Keycloak answers 404 "Organizations not enabled for this realm." unless the realm enables them.
import { randomUUID } from "node:crypto";
import type { Request, Router } from "express";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import type { OrganizationRecord, RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import {
  badRequest,
  boolParam,
  conflict,
  created,
  hasAnyRole,
  jsonBody,
  lc,
  noContent,
  notFound,
  page,
  param,
  queryString,
  textBody,
} from "../http.js";
import { ORGS_MANAGE, ORGS_VIEW, USERS_QUERY, USERS_VIEW } from "../../realm/adminRoles.js";
import { organizationGuard } from "./organizationGuard.js";
import { registerOrganizationInvitations } from "./organizationInvitations.js";
import { registerInvitationList } from "./organizationInvitationList.js";
import { removeInvitationsOf } from "../../realm/organizationInvitationStore.js";
import { writeRecorder } from "./lib/route.js";
import { sortedUsers, userSearchPredicate } from "../../realm/userIndex.js";
import { briefUserRep, fullUserRep } from "./lib/userReps.js";
import { membershipType, releaseRemovedDomains, unlinkAllIdentityProviders } from "../../realm/organizationLinks.js";
import { registerOrganizationIdentityProviders } from "./organizationIdentityProviders.js";
import { registerOrganizationGroups } from "./organizationGroups.js";
import { leaveOrganizationGroups } from "../../realm/organizationGroups.js";
import { aliasProblem, domainProblem, matchesSearch, orgRep, redirectUrlProblem } from "./organizationRules.js";

/** the request as Keycloak reads it (and keeps it in the admin event): enabled and each domain's verified default */
const asRead = (rep: OrganizationRepresentation): OrganizationRepresentation => ({
  ...rep,
  enabled: rep.enabled ?? true,
  ...(rep.domains ? { domains: rep.domains.map((d) => ({ ...d, verified: d.verified ?? false })) } : {}),
});

/** a user who is not there, or not a member: Keycloak throws a bare NotFoundException */
const JAX_RS_NOT_FOUND = "HTTP 404 Not Found";

export function registerOrganizations(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/organizations";
  const { collection, one } = organizationGuard(ctx);
  const write = writeRecorder(ctx);
  /** the organizations the caller may see: one who may only query them sees none (Keycloak checks each one) */
  const filtered = (req: Request, realm: RealmData) => {
    if (!hasAnyRole(req, realm.rep.realm, ORGS_VIEW)) return [];
    const search = queryString(req, "search");
    const exact = boolParam(req.query.exact) === true;
    const q = queryString(req, "q");
    const pairs = q
      ? q
          .trim()
          .split(/\s+/)
          .map((p) => p.split(":") as [string, string])
      : [];
    return [...realm.organizations.values()]
      .filter((o) => !search || matchesSearch(o, search, exact))
      .filter((o) => pairs.every(([k, v]) => ((o.attributes ?? {})[k] ?? []).includes(v)))
      .sort((a, b) => (a.name < b.name ? -1 : 1));
  };

  router.get(
    base,
    collection([], (req, res, realm) => {
      const brief = queryString(req, "briefRepresentation") !== "false";
      res.json(page(filtered(req, realm), req.query, 10).map((o) => orgRep(o, brief)));
    }),
  );
  router.get(
    `${base}/count`,
    collection([], (req, res, realm) => void res.json(filtered(req, realm).length)),
  );
  router.post(
    base,
    collection([ORGS_MANAGE], (req, res, realm) => {
      const rep = jsonBody<OrganizationRepresentation>(req);
      const name = rep.name?.trim();
      if (!name) return badRequest(res, "Name can not be null");
      const refusedAlias = aliasProblem(rep, name);
      if (refusedAlias) return void res.status(400).json(refusedAlias);
      if ([...realm.organizations.values()].some((o) => o.name === name))
        return conflict(res, "A organization with the same name already exists.");
      const alias = rep.alias?.trim() || name;
      if ([...realm.organizations.values()].some((o) => o.alias === alias))
        return conflict(res, "A organization with the same alias already exists");
      const problem = redirectUrlProblem(rep) ?? domainProblem(realm, rep);
      if (problem) return badRequest(res, problem);
      const org: OrganizationRecord = {
        enabled: true,
        attributes: {},
        domains: [],
        ...rep,
        id: randomUUID(),
        name,
        alias,
        memberIds: [],
        identityProviderAliases: [],
      };
      delete (org as { members?: unknown }).members;
      delete (org as { identityProviders?: unknown }).identityProviders;
      realm.organizations.set(org.id, org);
      write(req, realm, "CREATE", "ORGANIZATION", `organizations/${org.id}`, { ...asRead(rep), id: org.id });
      created(req, res, org.id);
    }),
  );
  router.get(
    `${base}/:id`,
    one([ORGS_VIEW], (_req, res, _realm, org) => {
      res.json(orgRep(org, false));
    }),
  );
  router.put(
    `${base}/:id`,
    one([ORGS_MANAGE], (req, res, realm, org) => {
      const rep = jsonBody<OrganizationRepresentation>(req);
      if (
        rep.name !== undefined &&
        rep.name !== org.name &&
        [...realm.organizations.values()].some((o) => o.name === rep.name)
      ) {
        return conflict(res, "A organization with the same name already exists.");
      }
      if (rep.alias !== undefined && rep.alias !== org.alias) return badRequest(res, "Cannot change the alias");
      const problem = redirectUrlProblem(rep) ?? domainProblem(realm, rep, org);
      if (problem) return badRequest(res, problem);
      if (rep.domains !== undefined)
        releaseRemovedDomains(
          realm,
          org,
          rep.domains.map((d) => d.name ?? ""),
        );
      for (const key of ["name", "enabled", "description", "redirectUrl", "attributes", "domains"] as const) {
        if (rep[key] !== undefined) (org as unknown as Record<string, unknown>)[key] = rep[key];
      }
      write(req, realm, "UPDATE", "ORGANIZATION", `organizations/${org.id}`, asRead(rep));
      noContent(res);
    }),
  );
  router.delete(
    `${base}/:id`,
    one([ORGS_MANAGE], (req, res, realm, org) => {
      unlinkAllIdentityProviders(realm, org);
      removeInvitationsOf(realm, org.id);
      realm.organizations.delete(org.id);
      write(req, realm, "DELETE", "ORGANIZATION", `organizations/${org.id}`);
      noContent(res);
    }),
  );

  const members = (req: Request, realm: RealmData, org: OrganizationRecord) => {
    const ids = new Set(org.memberIds);
    const search = queryString(req, "search");
    const exact = boolParam(req.query.exact) === true;
    const matches = search
      ? exact
        ? (u: { username: string; email?: string }) => u.username === lc(search) || u.email === lc(search)
        : userSearchPredicate(search)
      : () => true;
    const type = queryString(req, "membershipType")?.toUpperCase();
    return sortedUsers(realm).filter((u) => ids.has(u.id) && matches(u) && (!type || membershipType(org, u) === type));
  };
  router.get(
    `${base}/:id/members`,
    one([ORGS_VIEW, USERS_QUERY], (req, res, realm, org) => {
      const brief = boolParam(req.query.briefRepresentation) !== false;
      res.json(
        page(members(req, realm, org), req.query, 10).map((u) => ({
          ...(brief ? briefUserRep(u) : fullUserRep(realm, u)),
          membershipType: membershipType(org, u),
        })),
      );
    }),
  );
  router.get(
    `${base}/:id/members/count`,
    one([ORGS_VIEW, USERS_QUERY], (req, res, realm, org) => {
      res.json(members(req, realm, org).length);
    }),
  );
  router.post(
    `${base}/:id/members`,
    one([ORGS_MANAGE, USERS_QUERY], async (req, res, realm, org) => {
      const userId = (typeof req.body === "string" ? req.body : await textBody(req)).trim().replace(/^"|"$/g, "");
      const user = realm.users.get(userId);
      if (!user) return notFound(res, JAX_RS_NOT_FOUND);
      if (org.memberIds.includes(user.id)) return conflict(res, "User is already a member of the organization.");
      org.memberIds.push(user.id);
      write(req, realm, "CREATE", "ORGANIZATION_MEMBERSHIP", `organizations/${org.id}/members/${user.id}`);
      created(req, res, user.id);
    }),
  );
  router.get(
    `${base}/:id/members/:userId`,
    one([ORGS_VIEW, USERS_VIEW], (req, res, realm, org) => {
      const user = org.memberIds.includes(param(req, "userId")) ? realm.users.get(param(req, "userId")) : undefined;
      if (!user) return notFound(res, JAX_RS_NOT_FOUND);
      res.json({ ...fullUserRep(realm, user), membershipType: membershipType(org, user) });
    }),
  );
  router.delete(
    `${base}/:id/members/:userId`,
    one([ORGS_MANAGE, USERS_QUERY], (req, res, realm, org) => {
      const userId = param(req, "userId");
      if (!org.memberIds.includes(userId)) return notFound(res, JAX_RS_NOT_FOUND);
      org.memberIds = org.memberIds.filter((id) => id !== userId);
      leaveOrganizationGroups(org, userId);
      write(req, realm, "DELETE", "ORGANIZATION_MEMBERSHIP", `organizations/${org.id}/members/${userId}`);
      noContent(res);
    }),
  );
  registerOrganizationInvitations(router, ctx);
  registerInvitationList(router, ctx);
  router.get(
    `${base}/members/:id/organizations`,
    collection([USERS_VIEW], (req, res, realm) => {
      const user = realm.users.get(param(req, "id"));
      if (!user) return notFound(res, JAX_RS_NOT_FOUND);
      const brief = queryString(req, "briefRepresentation") !== "false";
      res.json(
        [...realm.organizations.values()].filter((o) => o.memberIds.includes(user.id)).map((o) => orgRep(o, brief)),
      );
    }),
  );
  registerOrganizationIdentityProviders(router, ctx);
  registerOrganizationGroups(router, ctx);
}
