// clients/{id}/authz/resource-server/scope: the authorization scopes of a resource server (ScopeService): list and
// search by name, create/read/update/delete, and the resources and permissions that use a scope.
import type { Router } from "express";
import type ScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/scopeRepresentation.js";
import type { AuthzScope } from "../../../realm/authz/model.js";
import { deleteScope, isWriteError, writeScope } from "../../../realm/authz/objectWrites.js";
import { permissionsOfScope, resourcesOfScope } from "../../../realm/authz/permissionLookups.js";
import { policySummary, scopeRep } from "../../../realm/authz/reps.js";
import type { AdminContext } from "../../context.js";
import { jsonBody, lc, noContent, page, param, queryString } from "../../http.js";
import { AUTHZ_BASE, authzError, authzRoute, notFoundBare, recordAuthzWrite, type AuthzHandler } from "./authzRoute.js";

const BASE = `${AUTHZ_BASE}/scope`;
const TYPE = "AUTHORIZATION_SCOPE";

const withScope =
  (handler: (scope: AuthzScope, ...args: Parameters<AuthzHandler>) => void): AuthzHandler =>
  (...args) => {
    const [req, res, rs] = args;
    const scope = rs.scopes.find((s) => s.id === param(req, "scopeId"));
    if (!scope) return notFoundBare(res);
    handler(scope, ...args);
  };

export function registerAuthzScopes(router: Router, ctx: AdminContext): void {
  router.get(
    BASE,
    authzRoute(ctx, "view", (req, res, rs) => {
      const name = queryString(req, "name");
      const scopeId = queryString(req, "scopeId");
      const found = rs.scopes
        .filter((s) => (!name || lc(s.name).includes(lc(name))) && (!scopeId || s.id === scopeId))
        .sort((a, b) => a.name.localeCompare(b.name));
      res.json(page(found, req.query).map(scopeRep));
    }),
  );
  router.get(
    `${BASE}/search`,
    authzRoute(ctx, "view", (req, res, rs) => {
      const name = queryString(req, "name");
      const scope = name ? rs.scopes.find((s) => s.name === name) : undefined;
      if (!scope) return noContent(res);
      res.json(scopeRep(scope));
    }),
  );
  router.post(
    BASE,
    authzRoute(ctx, "manage", (req, res, rs, realm) => {
      const written = writeScope(rs, jsonBody<ScopeRepresentation>(req));
      if (isWriteError(written)) return authzError(res, written);
      recordAuthzWrite(ctx, req, realm, "CREATE", TYPE, scopeRep(written), written.id);
      res.status(201).json(scopeRep(written));
    }),
  );
  router.get(
    `${BASE}/:scopeId`,
    authzRoute(
      ctx,
      "view",
      withScope((scope, _req, res) => res.json(scopeRep(scope))),
    ),
  );
  router.put(
    `${BASE}/:scopeId`,
    authzRoute(
      ctx,
      "manage",
      withScope((scope, req, res, rs, realm) => {
        const written = writeScope(rs, jsonBody<ScopeRepresentation>(req), scope);
        if (isWriteError(written)) return authzError(res, written);
        recordAuthzWrite(ctx, req, realm, "UPDATE", TYPE, scopeRep(written));
        noContent(res);
      }),
    ),
  );
  router.delete(
    `${BASE}/:scopeId`,
    authzRoute(
      ctx,
      "manage",
      withScope((scope, req, res, rs, realm) => {
        deleteScope(rs, scope);
        recordAuthzWrite(ctx, req, realm, "DELETE", TYPE);
        noContent(res);
      }),
    ),
  );
  router.get(
    `${BASE}/:scopeId/resources`,
    authzRoute(
      ctx,
      "view",
      withScope((scope, _req, res, rs) =>
        res.json(resourcesOfScope(rs, scope).map((r) => ({ _id: r._id, name: r.name }))),
      ),
    ),
  );
  router.get(
    `${BASE}/:scopeId/permissions`,
    authzRoute(
      ctx,
      "view",
      withScope((scope, _req, res, rs) => res.json(permissionsOfScope(rs, scope).map((p) => policySummary(p)))),
    ),
  );
}
