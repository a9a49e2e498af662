// clients/{id}/authz/resource-server/resource: the resources of a resource server (ResourceSetService) with their
// filters, create/read/update/delete, and a resource's scopes, permissions and attributes.
import type { Router } from "express";
import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import type { AuthzResource, ResourceServerRecord } from "../../../realm/authz/model.js";
import { deleteResource, isWriteError, writeResource } from "../../../realm/authz/objectWrites.js";
import { ownerName, policySummary, resourceRep, resourceScopeRep } from "../../../realm/authz/reps.js";
import { permissionsOfResource } from "../../../realm/authz/permissionLookups.js";
import type { RealmData } from "../../../store/model.js";
import type { AdminContext } from "../../context.js";
import { boolParam, jsonBody, lc, noContent, page, param, queryString } from "../../http.js";
import {
  AUTHZ_BASE,
  authzError,
  authzRoute,
  notFoundBare,
  notFoundObject,
  recordAuthzWrite,
  type AuthzHandler,
} from "./authzRoute.js";

const BASE = `${AUTHZ_BASE}/resource`;
const TYPE = "AUTHORIZATION_RESOURCE";

function matches(realm: RealmData, rs: ResourceServerRecord, r: AuthzResource, query: Record<string, string>) {
  const contains = (value: string | undefined, wanted: string) => lc(value).includes(lc(wanted));
  if (query._id && r._id !== query._id) return false;
  if (query.name && !(query.exactName === "true" ? r.name === query.name : contains(r.name, query.name))) return false;
  if (query.uri && !r.uris.some((u) => contains(u, query.uri))) return false;
  if (query.type && !contains(r.type, query.type)) return false;
  if (query.owner && r.owner.id !== query.owner && ownerName(realm, rs, r.owner.id) !== query.owner) return false;
  if (query.scope) {
    const names = r.scopes.map((s) => rs.scopes.find((x) => x.id === s.id)?.name);
    if (!names.some((n) => contains(n, query.scope))) return false;
  }
  return true;
}

export function registerAuthzResources(router: Router, ctx: AdminContext): void {
  // Keycloak answers an unknown resource with its error, but asked for its scopes or permissions with no body
  const withResource =
    (handler: (resource: AuthzResource, ...args: Parameters<AuthzHandler>) => void, bare = false): AuthzHandler =>
    (...args) => {
      const [req, res, rs] = args;
      const resource = rs.resources.find((r) => r._id === param(req, "resourceId"));
      if (!resource) return bare ? notFoundBare(res) : notFoundObject(res);
      handler(resource, ...args);
    };

  router.get(
    BASE,
    authzRoute(ctx, "view", (req, res, rs, realm) => {
      const keys = ["_id", "name", "exactName", "uri", "type", "owner", "scope"];
      const query = Object.fromEntries(keys.flatMap((k) => (queryString(req, k) ? [[k, queryString(req, k)!]] : [])));
      const deep = boolParam(queryString(req, "deep")) !== false;
      const found = rs.resources
        .filter((r) => matches(realm, rs, r, query))
        .sort((a, b) => a.name.localeCompare(b.name));
      res.json(page(found, req.query).map((r) => resourceRep(realm, rs, r, deep)));
    }),
  );
  router.get(
    `${BASE}/search`,
    authzRoute(ctx, "view", (req, res, rs, realm) => {
      const name = queryString(req, "name");
      const resource = name ? rs.resources.find((r) => r.name === name) : undefined;
      if (!resource) return noContent(res);
      res.json(resourceRep(realm, rs, resource));
    }),
  );
  router.post(
    BASE,
    authzRoute(ctx, "manage", (req, res, rs, realm) => {
      const written = writeResource(realm, rs, jsonBody<ResourceRepresentation>(req));
      if (isWriteError(written)) return authzError(res, written);
      const rep = resourceRep(realm, rs, written);
      recordAuthzWrite(ctx, req, realm, "CREATE", TYPE, rep, written._id);
      res.status(201).json(rep);
    }),
  );
  router.get(
    `${BASE}/:resourceId`,
    authzRoute(
      ctx,
      "view",
      withResource((resource, _req, res, rs, realm) => res.json(resourceRep(realm, rs, resource))),
    ),
  );
  router.put(
    `${BASE}/:resourceId`,
    authzRoute(
      ctx,
      "manage",
      withResource((resource, req, res, rs, realm) => {
        const written = writeResource(realm, rs, jsonBody<ResourceRepresentation>(req), resource);
        if (isWriteError(written)) return authzError(res, written);
        recordAuthzWrite(ctx, req, realm, "UPDATE", TYPE, resourceRep(realm, rs, written));
        noContent(res);
      }),
    ),
  );
  router.delete(
    `${BASE}/:resourceId`,
    authzRoute(
      ctx,
      "manage",
      withResource((resource, req, res, rs, realm) => {
        deleteResource(rs, resource);
        recordAuthzWrite(ctx, req, realm, "DELETE", TYPE);
        noContent(res);
      }),
    ),
  );
  router.get(
    `${BASE}/:resourceId/scopes`,
    authzRoute(
      ctx,
      "view",
      withResource(
        (resource, _req, res, rs) =>
          res.json(
            resource.scopes.flatMap((s) =>
              rs.scopes.filter((x) => x.id === s.id).map((x) => resourceScopeRep(x, false)),
            ),
          ),
        true,
      ),
    ),
  );
  router.get(
    `${BASE}/:resourceId/permissions`,
    authzRoute(
      ctx,
      "view",
      withResource(
        (resource, _req, res, rs) => res.json(permissionsOfResource(rs, resource).map((p) => policySummary(p))),
        true,
      ),
    ),
  );
  router.get(
    `${BASE}/:resourceId/attributes`,
    authzRoute(
      ctx,
      "view",
      withResource((resource, _req, res) => res.json(resource.attributes)),
    ),
  );
}
