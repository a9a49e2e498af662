// /client-scopes CRUD with protocol mappers, and the realm's default-default / default-optional client scopes.
import { randomUUID } from "node:crypto";
import type { Request, Response, Router } from "express";
import type ClientScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientScopeRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { badRequest, conflict, created, jsonBody, noContent, notFound, param } from "../http.js";
import { CLIENTS_LIST, CLIENTS_MANAGE, CLIENTS_VIEW } from "../../realm/adminRoles.js";
import { clientScopeNameError, clientScopeProtocolError, dynamicScopeError } from "../../realm/clientScopeRules.js";
import { registerProtocolMapperRoutes } from "./lib/protocolMapperRoutes.js";
import { registerScopeMappingRoutes } from "./lib/scopeMappings.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { withMapperReps } from "./lib/mapperReps.js";

type ScopeRecord = RealmData["clientScopes"] extends Map<string, infer S> ? S : never;

function scopeOr404(realm: RealmData, req: Request, res: Response): ScopeRecord | undefined {
  const scope = realm.clientScopes.get(param(req, "id"));
  if (!scope) notFound(res, "Could not find client scope");
  return scope;
}

export function registerClientScopes(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/client-scopes";
  const byName = (a: ScopeRecord, b: ScopeRecord) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

  router.get(
    base,
    inRealm(ctx, CLIENTS_LIST, (_req, res, realm) => {
      res.json([...realm.clientScopes.values()].sort(byName).map(withMapperReps));
    }),
  );
  router.post(
    base,
    inRealm(ctx, CLIENTS_MANAGE, (req, res, realm) => {
      const rep = jsonBody<ClientScopeRepresentation>(req);
      const error =
        clientScopeNameError(rep.name) ?? clientScopeProtocolError(rep.protocol) ?? dynamicScopeError(rep.attributes);
      if (error) return badRequest(res, error);
      const name = rep.name!;
      if ([...realm.clientScopes.values()].some((s) => s.name === name))
        return conflict(res, `Client Scope ${name} already exists`);
      const scope: ScopeRecord = {
        attributes: {},
        ...rep,
        name,
        id: randomUUID(),
        protocolMappers: (rep.protocolMappers ?? []).map((m) => ({ ...m, id: randomUUID() })),
      };
      realm.clientScopes.set(scope.id, scope);
      recordWrite(ctx, req, realm, {
        operationType: "CREATE",
        resourceType: "CLIENT_SCOPE",
        resourcePath: `client-scopes/${scope.id}`,
        representation: rep,
      });
      created(req, res, scope.id);
    }),
  );
  router.get(
    `${base}/:id`,
    inRealm(ctx, CLIENTS_VIEW, (req, res, realm) => {
      const scope = scopeOr404(realm, req, res);
      if (scope) res.json(withMapperReps(scope));
    }),
  );
  router.put(
    `${base}/:id`,
    inRealm(ctx, CLIENTS_MANAGE, (req, res, realm) => {
      const scope = scopeOr404(realm, req, res);
      if (!scope) return;
      const rep = jsonBody<ClientScopeRepresentation>(req);
      const error = clientScopeNameError(rep.name ?? scope.name) ?? dynamicScopeError(rep.attributes);
      if (error) return badRequest(res, error);
      if (rep.name !== undefined && rep.name !== scope.name) {
        if ([...realm.clientScopes.values()].some((s) => s.name === rep.name))
          return conflict(res, `Client Scope ${rep.name} already exists`);
        for (const c of realm.clients.values()) {
          c.defaultClientScopes = c.defaultClientScopes?.map((n) => (n === scope.name ? rep.name! : n));
          c.optionalClientScopes = c.optionalClientScopes?.map((n) => (n === scope.name ? rep.name! : n));
        }
      }
      // Keycloak sets the attributes it is sent and keeps the others
      const { id: _id, protocolMappers: _mappers, attributes, ...changes } = rep;
      Object.assign(scope, changes);
      if (attributes) scope.attributes = { ...scope.attributes, ...attributes };
      recordWrite(ctx, req, realm, {
        operationType: "UPDATE",
        resourceType: "CLIENT_SCOPE",
        resourcePath: `client-scopes/${scope.id}`,
        representation: rep,
      });
      noContent(res);
    }),
  );
  router.delete(
    `${base}/:id`,
    inRealm(ctx, CLIENTS_MANAGE, (req, res, realm) => {
      const scope = scopeOr404(realm, req, res);
      if (!scope) return;
      if (realm.clientScopes.size === 1)
        return void res.status(403).json({ errorMessage: "You are not allowed to delete all the client scopes." });
      realm.clientScopes.delete(scope.id);
      realm.scopeMappings.delete(scope.id);
      for (const c of realm.clients.values()) {
        c.defaultClientScopes = c.defaultClientScopes?.filter((n) => n !== scope.name);
        c.optionalClientScopes = c.optionalClientScopes?.filter((n) => n !== scope.name);
      }
      realm.defaultDefaultClientScopeIds = realm.defaultDefaultClientScopeIds.filter((id) => id !== scope.id);
      realm.defaultOptionalClientScopeIds = realm.defaultOptionalClientScopeIds.filter((id) => id !== scope.id);
      recordWrite(ctx, req, realm, {
        operationType: "DELETE",
        resourceType: "CLIENT_SCOPE",
        resourcePath: `client-scopes/${scope.id}`,
      });
      noContent(res);
    }),
  );

  registerProtocolMapperRoutes(router, ctx, {
    base: `${base}/:id`,
    find: scopeOr404,
    viewRoles: CLIENTS_VIEW,
    manageRoles: CLIENTS_MANAGE,
    eventPath: (req) => `client-scopes/${param(req, "id")}`,
  });
  registerScopeMappingRoutes(router, ctx, {
    base: `${base}/:id`,
    exists: (realm, id) => realm.clientScopes.has(id),
    notFoundMessage: "Could not find client scope",
    viewRoles: CLIENTS_VIEW,
    manageRoles: CLIENTS_MANAGE,
    pathSegment: "client-scopes",
  });

  for (const [segment, field, other] of [
    ["default-default-client-scopes", "defaultDefaultClientScopeIds", "defaultOptionalClientScopeIds"],
    ["default-optional-client-scopes", "defaultOptionalClientScopeIds", "defaultDefaultClientScopeIds"],
  ] as const) {
    router.get(
      `/realms/:realm/${segment}`,
      inRealm(ctx, CLIENTS_VIEW, (_req, res, realm) => {
        res.json(
          realm[field]
            .map((id) => realm.clientScopes.get(id))
            .filter((s) => !!s)
            .map((s) => ({ id: s.id, name: s.name, protocol: s.protocol })),
        );
      }),
    );
    router.put(
      `/realms/:realm/${segment}/:id`,
      inRealm(ctx, CLIENTS_MANAGE, (req, res, realm) => {
        const scope = realm.clientScopes.get(param(req, "id"));
        if (!scope) return notFound(res, "Client scope not found");
        // a scope is a realm default of one kind only: Keycloak's store refuses the second as a duplicate
        if (realm[other].includes(scope.id))
          return void res.status(409).json({ error: "conflict", error_description: "Duplicate resource error" });
        if (!realm[field].includes(scope.id)) realm[field].push(scope.id);
        recordWrite(ctx, req, realm, {
          operationType: "CREATE",
          resourceType: "CLIENT_SCOPE",
          resourcePath: `${segment}/${scope.id}`,
        });
        noContent(res);
      }),
    );
    router.delete(
      `/realms/:realm/${segment}/:id`,
      inRealm(ctx, CLIENTS_MANAGE, (req, res, realm) => {
        const scope = realm.clientScopes.get(param(req, "id"));
        if (!scope) return notFound(res, "Client scope not found");
        realm[field] = realm[field].filter((id) => id !== scope.id);
        recordWrite(ctx, req, realm, {
          operationType: "DELETE",
          resourceType: "CLIENT_SCOPE",
          resourcePath: `${segment}/${scope.id}`,
        });
        noContent(res);
      }),
    );
  }
}
