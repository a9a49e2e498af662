// /admin/realms/{realm}/clients: list and search, CRUD, secret, service account, client scopes of a client,
// protocol mappers, sessions and management permissions. Client roles live in roles.ts.
import type { Request, Router } from "express";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { forbidden, hasAnyRole, jsonBody, lc, noContent, notFound, page, param, queryString } from "../http.js";
import { CLIENTS_LIST, CLIENTS_MANAGE, CLIENTS_VIEW, USERS_VIEW } from "../../realm/adminRoles.js";
import { type ClientRecord, clientOr404 } from "./lib/lookups.js";
import { registerManagementPermissions } from "./lib/permissionsRoutes.js";
import { registerProtocolMapperRoutes } from "./lib/protocolMapperRoutes.js";
import { registerScopeMappingRoutes } from "./lib/scopeMappings.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { fullUserRep } from "./lib/userReps.js";
import {
  CREATE_CLIENT,
  clientRep,
  removeClient,
  dropRotationInfo,
  createClient,
  ensureSecret,
  ensureServiceAccount,
  isAdminClient,
  serviceAccountUser,
  invalidInput,
} from "./clientRules.js";
import { clientUrlError } from "../../realm/clientUrls.js";
import { SECRET_MASK } from "../../realm/secrets.js";
import {
  applyAuthorizationSwitch,
  authorizationRefusal,
  grantUmaProtection,
  switchRefused,
} from "./authz/authzSwitch.js";

export function registerClients(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/clients";

  router.get(
    base,
    inRealm(ctx, CLIENTS_LIST, (req, res, realm) => {
      const clientId = queryString(req, "clientId");
      const search = queryString(req, "search") === "true";
      // Keycloak shows an admin who may only query clients none of them (their fine-grained permissions aside)
      if (!hasAnyRole(req, realm.rep.realm, CLIENTS_VIEW)) return void res.json([]);
      const all = [...realm.clients.values()].sort((a, b) =>
        a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : 0,
      );
      const matches =
        clientId === undefined
          ? all
          : all.filter((c) => (search ? lc(c.clientId).includes(lc(clientId)) : c.clientId === clientId));
      const paged = page(matches, req.query, Number.MAX_SAFE_INTEGER);
      res.json(paged.map((c) => clientRep(req, realm, c)));
    }),
  );
  router.post(
    base,
    inRealm(ctx, CREATE_CLIENT, (req, res, realm) => createClient(ctx, req, res, realm)),
  );

  router.get(
    `${base}/:id`,
    inRealm(ctx, CLIENTS_VIEW, (req, res, realm) => {
      const client = clientOr404(realm, req, res);
      if (client) res.json(clientRep(req, realm, client));
    }),
  );
  router.put(
    `${base}/:id`,
    inRealm(ctx, CLIENTS_MANAGE, (req, res, realm) => {
      const client = clientOr404(realm, req, res);
      if (!client) return;
      if (isAdminClient(realm, client)) return forbidden(res);
      const rep = jsonBody<ClientRepresentation>(req);
      if (
        rep.clientId !== undefined &&
        rep.clientId !== client.clientId &&
        [...realm.clients.values()].some((c) => c.clientId === rep.clientId)
      ) {
        // the store's unique constraint, not a check of Keycloak's own
        return void res.status(409).json({ error: "conflict", error_description: "Duplicate resource error" });
      }
      const refusal = authorizationRefusal(req, realm, client, rep);
      if (refusal) return switchRefused(res, refusal);
      // the resource server is written through authz/resource-server only
      const { access: _access, id: _id, authorizationSettings: _settings, ...changes } = rep;
      // a representation read back by the console carries the mask where it was shown one
      if (changes.secret === SECRET_MASK) delete changes.secret;
      const urlError = clientUrlError({ ...client, ...changes });
      if (urlError) return invalidInput(res, urlError);
      Object.assign(client, changes);
      ensureSecret(client);
      dropRotationInfo(client);
      applyAuthorizationSwitch(realm, client);
      ensureServiceAccount(realm, client);
      const serviceAccount = serviceAccountUser(realm, client);
      grantUmaProtection(realm, client, serviceAccount);
      // the service account's roles are the one user record a client's update changes
      if (serviceAccount) ctx.store.changed(realm, { users: [serviceAccount.id] });
      recordWrite(ctx, req, realm, {
        operationType: "UPDATE",
        resourceType: "CLIENT",
        resourcePath: `clients/${client.id}`,
        representation: rep,
      });
      noContent(res);
    }),
  );
  router.delete(
    `${base}/:id`,
    inRealm(ctx, CLIENTS_MANAGE, (req, res, realm) => {
      const client = clientOr404(realm, req, res);
      if (!client) return;
      if (isAdminClient(realm, client)) return forbidden(res);
      removeClient(realm, client);
      recordWrite(ctx, req, realm, {
        operationType: "DELETE",
        resourceType: "CLIENT",
        resourcePath: `clients/${client.id}`,
      });
      noContent(res);
    }),
  );

  router.get(
    `${base}/:id/service-account-user`,
    inRealm(ctx, CLIENTS_VIEW, (req, res, realm) => {
      const client = clientOr404(realm, req, res);
      if (!client) return;
      const user = client.serviceAccountsEnabled ? serviceAccountUser(realm, client) : undefined;
      if (!user)
        return void res.status(400).json({ error: `Service account not enabled for the client '${client.clientId}'` });
      res.json(fullUserRep(realm, user));
    }),
  );

  for (const [segment, field] of [
    ["default-client-scopes", "defaultClientScopes"],
    ["optional-client-scopes", "optionalClientScopes"],
  ] as const) {
    const other = field === "defaultClientScopes" ? "optionalClientScopes" : "defaultClientScopes";
    router.get(
      `${base}/:id/${segment}`,
      inRealm(ctx, CLIENTS_VIEW, (req, res, realm) => {
        const client = clientOr404(realm, req, res);
        if (!client) return;
        const names = new Set(client[field] ?? []);
        res.json(
          [...realm.clientScopes.values()].filter((s) => names.has(s.name)).map((s) => ({ id: s.id, name: s.name })),
        );
      }),
    );
    router.put(
      `${base}/:id/${segment}/:scopeId`,
      inRealm(ctx, CLIENTS_MANAGE, (req, res, realm) => {
        const client = clientOr404(realm, req, res);
        if (!client) return;
        const scope = realm.clientScopes.get(param(req, "scopeId"));
        if (!scope) return notFound(res, "Client scope not found");
        // Keycloak takes a scope of another protocol, or one the client already has (as default or optional),
        // without a word and without changing anything
        const sameProtocol = (scope.protocol ?? "openid-connect") === (client.protocol ?? "openid-connect");
        const held = [...(client[field] ?? []), ...(client[other] ?? [])].includes(scope.name);
        if (sameProtocol && !held) client[field] = [...(client[field] ?? []), scope.name];
        recordWrite(ctx, req, realm, {
          operationType: "UPDATE",
          resourceType: "CLIENT",
          resourcePath: `clients/${client.id}/${segment}/${scope.id}`,
        });
        noContent(res);
      }),
    );
    router.delete(
      `${base}/:id/${segment}/:scopeId`,
      inRealm(ctx, CLIENTS_MANAGE, (req, res, realm) => {
        const client = clientOr404(realm, req, res);
        if (!client) return;
        const scope = realm.clientScopes.get(param(req, "scopeId"));
        if (!scope) return notFound(res, "Client scope not found");
        client[field] = (client[field] ?? []).filter((n) => n !== scope.name);
        recordWrite(ctx, req, realm, {
          operationType: "DELETE",
          resourceType: "CLIENT",
          resourcePath: `clients/${client.id}/${segment}/${scope.id}`,
        });
        noContent(res);
      }),
    );
  }

  registerProtocolMapperRoutes(router, ctx, {
    base: `${base}/:id`,
    find: (realm, req, res) => clientOr404(realm, req, res),
    viewRoles: CLIENTS_VIEW,
    manageRoles: CLIENTS_MANAGE,
    eventPath: (req) => `clients/${param(req, "id")}`,
  });
  registerScopeMappingRoutes(router, ctx, {
    base: `${base}/:id`,
    exists: (realm, id) => realm.clients.has(id),
    notFoundMessage: "Could not find client",
    viewRoles: CLIENTS_VIEW,
    manageRoles: CLIENTS_MANAGE,
    pathSegment: "clients",
    // a client with full scope has every role in scope, and its own roles always
    wholeScope: (realm, id, clientInternalId) => !!realm.clients.get(id)?.fullScopeAllowed || clientInternalId === id,
  });

  const sessionsOf = (offline: boolean) => async (req: Request, realm: RealmData, client: ClientRecord) =>
    ctx.sessions.list(realm.rep.realm, { clientId: client.clientId, offline });
  for (const [segment, offline] of [
    ["user-sessions", false],
    ["offline-sessions", true],
  ] as const) {
    router.get(
      `${base}/:id/${segment}`,
      inRealm(ctx, CLIENTS_VIEW, async (req, res, realm) => {
        const client = clientOr404(realm, req, res);
        if (!client) return;
        // Keycloak lists only the sessions of users the caller may view
        if (!hasAnyRole(req, realm.rep.realm, USERS_VIEW)) return void res.json([]);
        res.json(page(await sessionsOf(offline)(req, realm, client), req.query));
      }),
    );
  }
  for (const [segment, offline] of [
    ["session-count", false],
    ["offline-session-count", true],
  ] as const) {
    router.get(
      `${base}/:id/${segment}`,
      inRealm(ctx, CLIENTS_VIEW, async (req, res, realm) => {
        const client = clientOr404(realm, req, res);
        if (client) res.json({ count: (await sessionsOf(offline)(req, realm, client)).length });
      }),
    );
  }
  registerManagementPermissions(
    router,
    ctx,
    `${base}/:id/management/permissions`,
    "client",
    { view: CLIENTS_VIEW, manage: CLIENTS_MANAGE },
    (realm, req, res) => clientOr404(realm, req, res)?.id,
  );
}
