// Path parameter → record, or Keycloak's 404.
import type { Request, Response } from "express";
import type { GroupRecord, RealmData, UserRecord } from "../../../store/model.js";
import { notFound, param } from "../../http.js";

export type ClientRecord = RealmData["clients"] extends Map<string, infer C> ? C : never;

export function userOr404(realm: RealmData, req: Request, res: Response, name = "id"): UserRecord | undefined {
  const user = realm.users.get(param(req, name));
  if (!user) notFound(res, "User not found");
  return user;
}

export function groupOr404(realm: RealmData, req: Request, res: Response, name = "id"): GroupRecord | undefined {
  const group = realm.groups.get(param(req, name));
  if (!group) notFound(res, "Could not find group by id");
  return group;
}

export function clientOr404(realm: RealmData, req: Request, res: Response, name = "id"): ClientRecord | undefined {
  const client = realm.clients.get(param(req, name));
  if (!client) notFound(res, "Could not find client");
  return client;
}
