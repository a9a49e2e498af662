// What hangs off a user besides credentials and roles: group memberships, identity-provider links, consents,
// sessions, logout, impersonation, the emails Keycloak sends, unmanaged attributes; plus the dev outbox.
import type { Request, Response, Router } from "express";
import type FederatedIdentityRepresentation from "@keycloak/keycloak-admin-client/lib/defs/federatedIdentityRepresentation.js";
import type { RealmData, UserRecord } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import {
  badRequest,
  conflict,
  jsonArrayBody,
  jsonBody,
  lc,
  noContent,
  notFound,
  page,
  param,
  queryString,
  requireAnyRole,
} from "../http.js";
import { redirectUriAllowed } from "../../oidc/keycloakClients.js";
import { ADMIN_ROLES, USERS_IMPERSONATE, USERS_MANAGE, USERS_VIEW } from "../../realm/adminRoles.js";
import { ensureAuthenticationDefaults } from "../../realm/builtinAuthentication.js";
import { groupRep } from "../../realm/groupReps.js";
import { userOr404 } from "./lib/lookups.js";
import { readOutbox, sendMail } from "../../realm/outbox.js";
import { byName } from "../../realm/roleReps.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { requireAccountTakeable, requireGroupsGrantable } from "./lib/roleGrants.js";
import { unmanagedAttributes } from "../../realm/userProfileConfig.js";

const DEFAULT_LIFESPAN_SECONDS = 12 * 60 * 60;

/**
 * Keycloak cannot send a mail from a realm without a sender address and answers 500; the dev server sends nothing,
 * but refuses alike, so the outbox holds only what Keycloak would have tried to send
 */
function unsendable(realm: RealmData, res: Response, errorMessage: string): boolean {
  if ((realm.rep.smtpServer as Record<string, string> | undefined)?.from) return false;
  res.status(500).json({ errorMessage });
  return true;
}
const NO_SENDER =
  "Invalid sender address 'null'. If the address contains UTF-8 characters in the local part please ensure the SMTP server supports the SMTPUTF8 extension and enable 'Allow UTF-8' in the email realm configuration.";

/** Keycloak's checks before it sends an action email; returns the error message or undefined */
function emailProblem(realm: RealmData, user: UserRecord, req: Request, baseUrl: string): string | undefined {
  if (!user.email) return "User email missing";
  if (!user.enabled) return "User is disabled";
  const redirectUri = queryString(req, "redirect_uri");
  const clientId = queryString(req, "client_id");
  if (redirectUri && !clientId) return "Client id missing";
  if (clientId) {
    const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
    if (!client) return "Client doesn't exist";
    if (client.enabled === false) return "Client is not enabled";
    if (redirectUri && !redirectUriAllowed(client, redirectUri, baseUrl)) return "Invalid redirect uri.";
  }
  return undefined;
}

export function registerUserLinks(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/users/:id";
  const event = (
    req: Request,
    realm: RealmData,
    resourceType: string,
    operationType: "CREATE" | "UPDATE" | "DELETE" | "ACTION",
    resourcePath: string,
    representation?: unknown,
  ) => recordWrite(ctx, req, realm, { operationType, resourceType, resourcePath, representation });

  const memberGroups = (realm: RealmData, user: UserRecord, search: string | undefined) =>
    user.groupIds
      .map((id) => realm.groups.get(id))
      .filter((g) => !!g)
      .filter((g) => !search || lc(g.name).includes(lc(search)))
      .sort(byName);

  router.get(
    `${base}/groups`,
    inRealm(ctx, USERS_VIEW, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      const full = queryString(req, "briefRepresentation") === "false";
      res.json(
        page(memberGroups(realm, user, queryString(req, "search")), req.query).map((g) => groupRep(realm, g, full)),
      );
    }),
  );
  router.get(
    `${base}/groups/count`,
    inRealm(ctx, USERS_VIEW, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (user) res.json({ count: memberGroups(realm, user, queryString(req, "search")).length });
    }),
  );
  const membership = (join: boolean) =>
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      const group = realm.groups.get(param(req, "groupId"));
      if (!group) return notFound(res, "Group not found");
      const has = user.groupIds.includes(group.id);
      if (join && !has && !requireGroupsGrantable(req, res, ctx.store, realm, [group.id])) return;
      if (join && !has) user.groupIds.push(group.id);
      if (!join && has) user.groupIds = user.groupIds.filter((id) => id !== group.id);
      if (join !== has)
        event(
          req,
          realm,
          "GROUP_MEMBERSHIP",
          join ? "CREATE" : "DELETE",
          `users/${user.id}/groups/${group.id}`,
          groupRep(realm, group, false),
        );
      noContent(res);
    });
  router.put(`${base}/groups/:groupId`, membership(true));
  router.delete(`${base}/groups/:groupId`, membership(false));

  router.get(
    `${base}/federated-identity`,
    inRealm(ctx, USERS_VIEW, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      // Keycloak keeps a link to an alias that is not (or no longer) a provider, and lists only the configured ones
      if (user) res.json(user.federatedIdentities.filter((f) => realm.identityProviders.has(f.identityProvider ?? "")));
    }),
  );
  router.post(
    `${base}/federated-identity/:provider`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user || !requireAccountTakeable(req, res, ctx.store, realm, user)) return;
      const provider = param(req, "provider");
      if (user.federatedIdentities.some((f) => f.identityProvider === provider))
        return conflict(res, "User is already linked with provider");
      const rep = jsonBody<FederatedIdentityRepresentation>(req);
      const link = { identityProvider: provider, userId: rep.userId, userName: rep.userName };
      user.federatedIdentities.push(link);
      event(req, realm, "USER", "CREATE", `users/${user.id}/federated-identity/${provider}`, link);
      noContent(res);
    }),
  );
  router.delete(
    `${base}/federated-identity/:provider`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      const provider = param(req, "provider");
      if (!user.federatedIdentities.some((f) => f.identityProvider === provider))
        return notFound(res, "Link not found");
      user.federatedIdentities = user.federatedIdentities.filter((f) => f.identityProvider !== provider);
      event(req, realm, "USER", "DELETE", `users/${user.id}/federated-identity/${provider}`);
      noContent(res);
    }),
  );

  router.get(
    `${base}/consents`,
    inRealm(ctx, USERS_VIEW, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (user) res.json(user.consents.map((c) => ({ additionalGrants: [], ...c })));
    }),
  );
  router.delete(
    `${base}/consents/:clientId`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      const clientId = param(req, "clientId");
      if (![...realm.clients.values()].some((c) => c.clientId === clientId)) return notFound(res, "Client not found");
      if (!user.consents.some((c) => c.clientId === clientId))
        return notFound(res, "Consent nor offline token not found");
      user.consents = user.consents.filter((c) => c.clientId !== clientId);
      event(req, realm, "USER", "DELETE", `users/${user.id}/consents/${clientId}`);
      noContent(res);
    }),
  );

  router.get(
    `${base}/sessions`,
    inRealm(ctx, USERS_VIEW, async (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      // a session that holds only an offline grant (a password grant for offline_access) is offline alone
      const all = await ctx.sessions.list(realm.rep.realm, { userId: user.id });
      const offline = new Set(
        (await ctx.sessions.list(realm.rep.realm, { userId: user.id, offline: true })).map((s) => s.id),
      );
      res.json(all.filter((s) => !offline.has(s.id)));
    }),
  );
  router.get(
    `${base}/offline-sessions/:clientUuid`,
    inRealm(ctx, USERS_VIEW, async (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      const client = realm.clients.get(param(req, "clientUuid"));
      if (!client) return notFound(res, "Client not found");
      res.json(await ctx.sessions.list(realm.rep.realm, { userId: user.id, clientId: client.clientId, offline: true }));
    }),
  );
  router.post(
    `${base}/logout`,
    inRealm(ctx, USERS_MANAGE, async (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      user.notBefore = Math.floor(Date.now() / 1000);
      await ctx.sessions.logoutUser(realm.rep.realm, user.id);
      event(req, realm, "USER", "ACTION", `users/${user.id}/logout`);
      noContent(res);
    }),
  );

  router.post(
    `${base}/impersonation`,
    inRealm(ctx, USERS_IMPERSONATE, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user || !requireAccountTakeable(req, res, ctx.store, realm, user)) return;
      if (!user.enabled) return badRequest(res, "User is disabled");
      const sameRealm = req.auth?.realm === realm.rep.realm;
      event(req, realm, "USER", "ACTION", `users/${user.id}/impersonation`);
      res.json({ sameRealm, redirect: `${ctx.baseUrl}/realms/${encodeURIComponent(realm.rep.realm)}/account` });
    }),
  );

  router.put(
    `${base}/execute-actions-email`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user || !requireAccountTakeable(req, res, ctx.store, realm, user)) return;
      const problem = emailProblem(realm, user, req, ctx.baseUrl);
      if (problem) return badRequest(res, problem);
      const actions = jsonArrayBody<string>(req).map(String);
      if (ensureAuthenticationDefaults(realm)) ctx.store.changed(realm);
      const known = new Set(realm.requiredActions.filter((a) => a.enabled !== false).map((a) => a.alias));
      if (actions.some((a) => !known.has(a))) return badRequest(res, "Provided invalid required actions");
      const lifespan = Number.parseInt(queryString(req, "lifespan") ?? "", 10) || DEFAULT_LIFESPAN_SECONDS;
      if (unsendable(realm, res, `Failed to send execute actions email: ${NO_SENDER}`)) return;
      sendMail(realm, {
        type: "EXECUTE_ACTIONS",
        to: user.email!,
        userId: user.id,
        details: {
          actions,
          lifespan,
          redirectUri: queryString(req, "redirect_uri"),
          clientId: queryString(req, "client_id"),
        },
      });
      event(req, realm, "USER", "ACTION", `users/${user.id}/execute-actions-email`, actions);
      noContent(res);
    }),
  );
  router.put(
    `${base}/send-verify-email`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      const problem = emailProblem(realm, user, req, ctx.baseUrl);
      if (problem) return badRequest(res, problem);
      if (unsendable(realm, res, "Failed to send verify email")) return;
      sendMail(realm, {
        type: "VERIFY_EMAIL",
        to: user.email!,
        userId: user.id,
        details: {
          redirectUri: queryString(req, "redirect_uri"),
          clientId: queryString(req, "client_id"),
          lifespan: Number.parseInt(queryString(req, "lifespan") ?? "", 10) || DEFAULT_LIFESPAN_SECONDS,
        },
      });
      event(req, realm, "USER", "ACTION", `users/${user.id}/send-verify-email`);
      noContent(res);
    }),
  );

  router.get(
    `${base}/unmanagedAttributes`,
    inRealm(ctx, USERS_VIEW, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (user) res.json(unmanagedAttributes(realm, user));
    }),
  );

  router.get(
    "/realms/:realm/dev/outbox",
    inRealm(ctx, ADMIN_ROLES, (req, res, realm) => {
      if (!requireAnyRole(req, res, realm.rep.realm, USERS_VIEW)) return;
      res.json(readOutbox(realm));
    }),
  );
}
