// Keycloak's answers for the admin REST API and the reading of its requests, in one place, so every resource speaks alike.
import type { Request, Response } from "express";
import type { JWTPayload } from "jose";
import type { RealmData, UserRecord } from "../store/model.js";

/** Set on every /admin request by the auth middleware. */
export interface AdminAuth {
  /** the realm the token was issued by */
  realm: string;
  user: UserRecord;
  token: JWTPayload;
  /** admin roles held for a managed realm, composites expanded (view-users, manage-realm, ...) */
  rolesFor(realmName: string): ReadonlySet<string>;
}

declare module "express-serve-static-core" {
  interface Request {
    auth?: AdminAuth;
  }
}

export function notFound(res: Response, error: string): void {
  res.status(404).json({ error });
}

export function conflict(res: Response, errorMessage: string): void {
  res.status(409).json({ errorMessage });
}

export function badRequest(res: Response, errorMessage: string, params?: string[], field?: string): void {
  res.status(400).json({ errorMessage, ...(field ? { field } : {}), ...(params ? { params } : {}) });
}

/** Keycloak's ErrorResponse.errors: one error as `{ field, errorMessage, params }`, several as `{ errors: [...] }` */
export function fieldErrors(
  res: Response,
  errors: { field: string; errorMessage: string; params?: unknown[] }[],
): void {
  res.status(400).json(errors.length === 1 ? errors[0] : { errors });
}

/** Keycloak's answer to an error it did not expect */
export const SERVER_ERROR = {
  error: "unknown_error",
  error_description: "For more on this error consult the server log.",
};

export function serverError(res: Response, body: { error: string; error_description: string } = SERVER_ERROR): void {
  res.status(500).json(body);
}

export function forbidden(res: Response): void {
  res.status(403).json({ error: "HTTP 403 Forbidden" });
}

export function created(req: Request, res: Response, id: string): void {
  const url = `${req.protocol}://${req.get("host")}${req.baseUrl}${req.path.replace(/\/$/, "")}/${encodeURIComponent(id)}`;
  res.status(201).location(url).end();
}

export function noContent(res: Response): void {
  res.status(204).end();
}

/**
 * True when the caller holds any one of `roles` for `realmName`. Keycloak's checks are "any of" lists,
 * e.g. viewing users accepts view-users or manage-users; pass the whole list the real check accepts.
 */
export function hasAnyRole(req: Request, realmName: string, roles: readonly string[]): boolean {
  const held = req.auth?.rolesFor(realmName);
  return !!held && roles.some((r) => held.has(r));
}

/** Sends 403 and returns false unless the caller holds one of `roles` for the realm. */
export function requireAnyRole(req: Request, res: Response, realmName: string, roles: readonly string[]): boolean {
  if (hasAnyRole(req, realmName, roles)) return true;
  forbidden(res);
  return false;
}

/** The realm named in the path, or a 404 as Keycloak sends it. */
export function realmOr404(req: Request, res: Response, realm: RealmData | undefined): RealmData | undefined {
  if (!realm) notFound(res, "Realm not found.");
  return realm;
}

export function intParam(value: unknown, fallback: number): number {
  const n = Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** a Boolean query parameter as JAX-RS reads it (Boolean.valueOf): "true" in any case, else false; absent undefined */
export function boolParam(value: unknown): boolean | undefined {
  if (value === undefined || value === "") return undefined;
  return String(value).toLowerCase() === "true";
}

/** Keycloak pages with first/max; max defaults to 100 for most resources (-1 means all). */
export function page<T>(items: T[], query: Request["query"], defaultMax = 100): T[] {
  const first = intParam(query.first, 0);
  const max = query.max === "-1" ? Number.MAX_SAFE_INTEGER : intParam(query.max, defaultMax);
  return items.slice(first, first + max);
}

/**
 * Items `first` to `first + max` of those `matches` accepts, in order, as Keycloak pages after filtering; it stops at
 * the last one needed, so a search with early hits tests no more.
 */
export function pageOfMatches<T>(items: Iterable<T>, matches: (item: T) => boolean, first: number, max: number): T[] {
  const found: T[] = [];
  if (max <= 0) return found;
  let skipped = 0;
  for (const item of items) {
    if (!matches(item)) continue;
    if (skipped < first) skipped++;
    else if (found.push(item) === max) break;
  }
  return found;
}

// ---------- reading requests ----------

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

/** what an ordinary admin endpoint takes; only a realm's import takes more (admin/router.ts) */
export const BODY_LIMIT = "1mb";
const BODY_LIMIT_BYTES = 1024 * 1024;

/** the raw body, refused as the body parsers refuse one past the limit (413) */
async function rawBody(req: Request): Promise<Buffer<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    if (size > BODY_LIMIT_BYTES)
      throw Object.assign(new Error("request entity too large"), { status: 413, type: "entity.too.large" });
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** a text/plain body, whether or not a text parser ran before us */
export async function textBody(req: Request): Promise<string> {
  if (typeof req.body === "string") return req.body;
  if (req.readableEnded) return "";
  return (await rawBody(req)).toString("utf8");
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

/** a form body (multipart or urlencoded, as the admin client sends FormData; files as their text), or the JSON object if one was sent */
export async function formBody(req: Request): Promise<Record<string, string>> {
  if (req.body && typeof req.body === "object" && Object.keys(req.body).length)
    return req.body as Record<string, string>;
  if (req.readableEnded) return {};
  const type = req.headers["content-type"] ?? "";
  const data = await new Response(await rawBody(req), { headers: { "content-type": type } })
    .formData()
    .catch(() => undefined);
  const out: Record<string, string> = {};
  // an uploaded file (a client's certificate, say) is read as text, as Keycloak reads its form parts
  for (const [key, value] of data?.entries() ?? []) out[key] = typeof value === "string" ? value : await value.text();
  return out;
}
