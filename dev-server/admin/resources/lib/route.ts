// Wraps a resource handler: resolves the realm named in the path (404 as Keycloak), checks the caller's admin roles
// (403), and gives the handler the realm. Also one place for "a write happened": persist and record the admin event.
import type { Request, RequestHandler, Response } from "express";
import type { RealmData } from "../../../store/model.js";
import type { AdminContext, AdminEventInput } from "../../context.js";
import { realmOr404, requireAnyRole } from "../../http.js";

export type RealmHandler = (req: Request, res: Response, realm: RealmData) => void | Promise<void>;

export function inRealm(ctx: AdminContext, roles: readonly string[] | null, handler: RealmHandler): RequestHandler {
  return async (req, res) => {
    const realm = realmOr404(req, res, ctx.store.realm(String(req.params.realm)));
    if (!realm) return;
    if (roles && !requireAnyRole(req, res, realm.rep.realm, roles)) return;
    await handler(req, res, realm);
  };
}

/** Every write: mark the realm for saving and record the admin event. */
export function recordWrite(ctx: AdminContext, req: Request, realm: RealmData, event: AdminEventInput): void {
  ctx.store.changed(realm);
  ctx.adminEvent(req, realm, event);
}

export function param(req: Request, name: string): string {
  return String(req.params[name] ?? "");
}

/** a single-valued query parameter, or undefined */
export function queryString(req: Request, name: string): string | undefined {
  const v = req.query[name];
  if (Array.isArray(v)) return v.length ? String(v[0]) : undefined;
  return v === undefined ? undefined : String(v);
}

/** a repeatable query parameter (?type=A&type=B) */
export function queryList(req: Request, name: string): string[] {
  const v = req.query[name];
  if (v === undefined) return [];
  return (Array.isArray(v) ? v : [v]).map(String).filter((s) => s.length > 0);
}

/** the JSON body as an object (never undefined) */
export function jsonBody<T = Record<string, unknown>>(req: Request): T {
  return (req.body && typeof req.body === "object" ? req.body : {}) as T;
}

export function jsonArrayBody<T>(req: Request): T[] {
  return Array.isArray(req.body) ? (req.body as T[]) : [];
}

/** a text/plain body, whether or not a text parser ran before us */
export async function textBody(req: Request): Promise<string> {
  if (typeof req.body === "string") return req.body;
  if (req.readableEnded) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** 201 with Location and, as Keycloak does for groups, the created representation */
export function createdWithBody(req: Request, res: Response, location: string, body: unknown): void {
  res
    .status(201)
    .location(`${req.protocol}://${req.get("host")}${req.baseUrl}${location}`)
    .json(body);
}

export function lc(value: string | undefined): string {
  return (value ?? "").toLowerCase();
}

/** a form body (multipart or urlencoded, as the admin client sends FormData), or the JSON object if one was sent */
export async function formBody(req: Request): Promise<Record<string, string>> {
  if (req.body && typeof req.body === "object" && Object.keys(req.body).length)
    return req.body as Record<string, string>;
  if (req.readableEnded) return {};
  const type = req.headers["content-type"] ?? "";
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  const data = await new Response(Buffer.concat(chunks), { headers: { "content-type": type } })
    .formData()
    .catch(() => undefined);
  const out: Record<string, string> = {};
  data?.forEach((value, key) => {
    if (typeof value === "string") out[key] = value;
  });
  return out;
}
