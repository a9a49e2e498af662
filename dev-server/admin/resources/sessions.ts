// Realm-wide sessions: /client-session-stats, DELETE /sessions/{id}[?isOffline=true], POST /logout-all, POST
// /push-revocation, and the console's session list /ui-ext/sessions (Keycloak's admin-ui-ext SessionsResource).
import type { Router } from "express";
import type UserSessionRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userSessionRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { boolParam, intParam, lc, noContent, notFound, param, queryString } from "../http.js";
import { REALM_MANAGE, REALM_VIEW, USERS_MANAGE } from "../../realm/adminRoles.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { sendToAllClients } from "./lib/adminUrlActions.js";
import { integerPaging } from "./lib/pagingParams.js";

type SessionType = "REGULAR" | "OFFLINE";
const SESSION_TYPES = new Set(["ALL", "REGULAR", "OFFLINE"]);

async function sessionsOfRealm(
  ctx: AdminContext,
  realm: RealmData,
): Promise<(UserSessionRepresentation & { type: SessionType })[]> {
  const all = await ctx.sessions.list(realm.rep.realm, {});
  const offline = await ctx.sessions.list(realm.rep.realm, { offline: true });
  const offlineIds = new Set(offline.map((s) => s.id));
  return [
    ...all.filter((s) => !offlineIds.has(s.id)).map((s) => ({ ...s, type: "REGULAR" as const })),
    ...offline.map((s) => ({ ...s, type: "OFFLINE" as const })),
  ];
}

export function registerSessions(router: Router, ctx: AdminContext): void {
  router.get(
    "/realms/:realm/client-session-stats",
    inRealm(ctx, REALM_VIEW, async (_req, res, realm) => {
      const stats = new Map<string, { id: string; clientId: string; active: number; offline: number }>();
      for (const session of await sessionsOfRealm(ctx, realm)) {
        for (const [id, clientId] of Object.entries(session.clients ?? {})) {
          const entry = stats.get(id) ?? { id, clientId, active: 0, offline: 0 };
          if (session.type === "OFFLINE") entry.offline += 1;
          else entry.active += 1;
          stats.set(id, entry);
        }
      }
      res.json(
        [...stats.values()].map((s) => ({
          id: s.id,
          clientId: s.clientId,
          active: String(s.active),
          offline: String(s.offline),
        })),
      );
    }),
  );

  router.delete(
    "/realms/:realm/sessions/:session",
    inRealm(ctx, USERS_MANAGE, async (req, res, realm) => {
      const id = param(req, "session");
      // Keycloak looks the id up among the offline sessions only when asked to (isOffline=true)
      const offline = boolParam(req.query.isOffline) ?? false;
      const candidates = offline ? await ctx.sessions.list(realm.rep.realm, { offline: true }) : undefined;
      if (candidates && !candidates.some((s) => s.id === id)) return notFound(res, "Sesssion not found");
      if (!(await ctx.sessions.remove(realm.rep.realm, id))) return notFound(res, "Sesssion not found");
      recordWrite(ctx, req, realm, {
        operationType: "DELETE",
        resourceType: "USER_SESSION",
        resourcePath: `sessions/${id}`,
      });
      noContent(res);
    }),
  );

  // Keycloak asks manage-users here, not manage-realm: ending sessions is a users' matter
  router.post(
    "/realms/:realm/logout-all",
    inRealm(ctx, USERS_MANAGE, async (req, res, realm) => {
      await ctx.sessions.logoutAll(realm.rep.realm);
      realm.rep.notBefore = Math.floor(Date.now() / 1000);
      const result = await sendToAllClients(ctx.store, realm, ctx.baseUrl, {
        action: "LOGOUT",
        endpoint: "k_logout",
        extra: { notBefore: realm.rep.notBefore },
      });
      recordWrite(ctx, req, realm, {
        operationType: "ACTION",
        resourceType: "REALM",
        resourcePath: "logout-all",
        representation: result,
      });
      res.json(result);
    }),
  );

  router.post(
    "/realms/:realm/push-revocation",
    inRealm(ctx, REALM_MANAGE, async (req, res, realm) => {
      const result = await sendToAllClients(ctx.store, realm, ctx.baseUrl, {
        action: "PUSH_NOT_BEFORE",
        endpoint: "k_push_not_before",
        extra: { notBefore: realm.rep.notBefore ?? 0 },
      });
      recordWrite(ctx, req, realm, {
        operationType: "ACTION",
        resourceType: "REALM",
        resourcePath: "push-revocation",
        representation: result,
      });
      res.json(result);
    }),
  );

  router.get(
    "/realms/:realm/ui-ext/sessions",
    integerPaging,
    inRealm(ctx, REALM_VIEW, async (req, res, realm) => {
      // the type is Keycloak's SessionType, read by its exact name
      const type = queryString(req, "type") ?? "ALL";
      if (!SESSION_TYPES.has(type)) return notFound(res, "HTTP 404 Not Found");
      const search = lc(queryString(req, "search"));
      const first = intParam(req.query.first, 0);
      const max = intParam(req.query.max, 10);
      // as Keycloak's SessionsResource streams them: the regular sessions, then the offline ones
      const rows = (await sessionsOfRealm(ctx, realm))
        .filter((s) => type === "ALL" || s.type === type)
        .filter(
          (s) =>
            !search ||
            lc(s.username).includes(search) ||
            lc(s.ipAddress).includes(search) ||
            Object.values(s.clients ?? {}).some((c) => lc(c).includes(search)),
        );
      res.json(
        rows.slice(first, first + max).map((s) => ({
          id: s.id,
          username: s.username,
          userId: s.userId,
          ipAddress: s.ipAddress,
          start: s.start,
          lastAccess: s.lastAccess,
          type: s.type,
          clients: s.clients ?? {},
          transientUser: s.transientUser ?? false,
        })),
      );
    }),
  );
}
