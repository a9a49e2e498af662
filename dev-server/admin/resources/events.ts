// Login events (/events), admin events (/admin-events) and their settings (/events/config). Newest first.
import type { Request, Response, Router } from "express";
import type AdminEventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/adminEventRepresentation.js";
import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";
import type { RealmEventsConfigRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmEventsConfigRepresentation.js";
import type { AdminContext } from "../context.js";
import { jsonBody, noContent, page, queryList, queryString, serverError } from "../http.js";
import { STATIC_SERVER_INFO } from "../core/serverInfoData.js";
import { SAVED_BY_DEFAULT } from "../../realm/eventTypesSavedByDefault.js";
import { OPERATION_TYPES, RESOURCE_TYPES } from "../../realm/adminEventTypes.js";
import { EVENTS_MANAGE, EVENTS_VIEW } from "../../realm/adminRoles.js";
import { globMatcher } from "../../realm/globMatch.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { dropExpiredEvents } from "../../realm/eventExpiry.js";
import type { RealmData } from "../../store/model.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** dateFrom/dateTo as Keycloak takes them: yyyy-MM-dd (dateTo covers the whole day) or epoch milliseconds; null when malformed */
function timeBound(value: string | undefined, endOfDay: boolean): number | undefined | null {
  if (value === undefined || value === "") return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const start = Date.parse(`${value}T00:00:00`);
  return Number.isNaN(start) ? null : endOfDay ? start + DAY_MS - 1 : start;
}

/** the time filter of the request, or Keycloak's text for the first malformed bound */
function timeFilter(req: Request): ((time: number | undefined) => boolean) | string {
  const from = timeBound(queryString(req, "dateFrom"), false);
  const to = timeBound(queryString(req, "dateTo"), true);
  if (from === null || to === null)
    return `Invalid value for '${from === null ? "dateFrom" : "dateTo"}', expected format is yyyy-MM-dd or an Epoch timestamp`;
  return (time) => (from === undefined || (time ?? 0) >= from) && (to === undefined || (time ?? 0) <= to);
}

/** a BadRequestException with its own text: Keycloak answers it as {error} */
function refused(res: Response, error: string): void {
  res.status(400).json({ error });
}

/** the settings as Keycloak read them from the request: eventsEnabled a plain boolean, the rest only when given */
function eventsConfigAsRead(rep: RealmEventsConfigRepresentation): RealmEventsConfigRepresentation {
  return { ...rep, eventsEnabled: rep.eventsEnabled === true };
}

const KNOWN_LISTENERS = new Set(Object.keys(STATIC_SERVER_INFO.providers?.eventsListener?.providers ?? {}));

function newestFirst<T extends { time?: number }>(list: T[]): T[] {
  return [...list].sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
}

/** The realm's events without the expired ones, which are deleted for good. */
function unexpired(ctx: AdminContext, realm: RealmData): RealmData {
  if (dropExpiredEvents(realm)) ctx.store.changed(realm, { users: [] });
  return realm;
}

export function registerEvents(router: Router, ctx: AdminContext): void {
  router.get(
    "/realms/:realm/events",
    inRealm(ctx, EVENTS_VIEW, (req, res, realm) => {
      const inTime = timeFilter(req);
      if (typeof inTime === "string") return refused(res, inTime);
      const client = queryString(req, "client");
      const user = queryString(req, "user");
      const ip = queryString(req, "ipAddress");
      const types = new Set(queryList(req, "type"));
      const matches = (e: EventRepresentation) =>
        inTime(e.time) &&
        (!client || e.clientId === client) &&
        (!user || e.userId === user) &&
        (!ip || e.ipAddress === ip) &&
        (!types.size || types.has(e.type ?? ""));
      res.json(page(newestFirst(unexpired(ctx, realm).events.filter(matches)), req.query));
    }),
  );
  router.delete(
    "/realms/:realm/events",
    inRealm(ctx, EVENTS_MANAGE, (req, res, realm) => {
      realm.events = [];
      recordWrite(ctx, req, realm, { operationType: "DELETE", resourceType: "REALM", resourcePath: "events" });
      noContent(res);
    }),
  );

  router.get(
    "/realms/:realm/admin-events",
    inRealm(ctx, EVENTS_VIEW, (req, res, realm) => {
      const inTime = timeFilter(req);
      if (typeof inTime === "string") return refused(res, inTime);
      const authClient = queryString(req, "authClient");
      const authIp = queryString(req, "authIpAddress");
      const authRealm = queryString(req, "authRealm");
      const authUser = queryString(req, "authUser");
      const operations = new Set(queryList(req, "operationTypes"));
      const resources = new Set(queryList(req, "resourceTypes"));
      // Keycloak fails on a type its enums do not have
      if (
        [...operations].some((type) => !OPERATION_TYPES.includes(type)) ||
        [...resources].some((type) => !RESOURCE_TYPES.includes(type))
      )
        return serverError(res);
      const pathPattern = queryString(req, "resourcePath");
      const pathMatches = pathPattern ? globMatcher(pathPattern, true) : undefined;
      const matches = (e: AdminEventRepresentation) =>
        inTime(e.time) &&
        (!authClient || e.authDetails?.clientId === authClient) &&
        (!authIp || e.authDetails?.ipAddress === authIp) &&
        (!authRealm || e.authDetails?.realmId === authRealm) &&
        (!authUser || e.authDetails?.userId === authUser) &&
        (!operations.size || operations.has(e.operationType ?? "")) &&
        (!resources.size || resources.has(e.resourceType ?? "")) &&
        (!pathMatches || pathMatches(e.resourcePath ?? ""));
      res.json(page(newestFirst(unexpired(ctx, realm).adminEvents.filter(matches)), req.query));
    }),
  );
  router.delete(
    "/realms/:realm/admin-events",
    inRealm(ctx, EVENTS_MANAGE, (req, res, realm) => {
      realm.adminEvents = [];
      ctx.store.changed(realm);
      noContent(res);
    }),
  );

  router.get(
    "/realms/:realm/events/config",
    inRealm(ctx, EVENTS_VIEW, (_req, res, realm) => {
      const r = realm.rep;
      const config: RealmEventsConfigRepresentation = {
        eventsEnabled: r.eventsEnabled ?? false,
        ...(r.eventsExpiration ? { eventsExpiration: r.eventsExpiration } : {}),
        eventsListeners: r.eventsListeners ?? ["jboss-logging"],
        enabledEventTypes: r.enabledEventTypes?.length ? r.enabledEventTypes : [...SAVED_BY_DEFAULT],
        adminEventsEnabled: r.adminEventsEnabled ?? false,
        adminEventsDetailsEnabled: r.adminEventsDetailsEnabled ?? false,
      };
      res.json(config);
    }),
  );
  router.put(
    "/realms/:realm/events/config",
    inRealm(ctx, EVENTS_MANAGE, (req, res, realm) => {
      const rep = jsonBody<RealmEventsConfigRepresentation>(req);
      if (rep.eventsListeners?.some((listener) => !KNOWN_LISTENERS.has(listener)))
        return refused(res, "Unknown event listener");
      // Keycloak records the change whether it turns admin events on or off
      const recordedBefore = realm.rep.adminEventsEnabled === true;
      const record = () =>
        recordWrite(ctx, req, realm, {
          operationType: "UPDATE",
          resourceType: "REALM",
          resourcePath: "events/config",
          representation: eventsConfigAsRead(rep),
        });
      if (recordedBefore) record();
      const r = realm.rep;
      // what the request leaves out of these two is switched off, as in Keycloak's RealmManager
      r.eventsEnabled = rep.eventsEnabled === true;
      r.eventsExpiration = rep.eventsExpiration ?? 0;
      if (rep.eventsListeners !== undefined) r.eventsListeners = rep.eventsListeners;
      if (rep.enabledEventTypes !== undefined) r.enabledEventTypes = rep.enabledEventTypes;
      if (rep.adminEventsEnabled !== undefined) r.adminEventsEnabled = rep.adminEventsEnabled;
      if (rep.adminEventsDetailsEnabled !== undefined) r.adminEventsDetailsEnabled = rep.adminEventsDetailsEnabled;
      if (!recordedBefore) record();
      noContent(res);
    }),
  );
}
