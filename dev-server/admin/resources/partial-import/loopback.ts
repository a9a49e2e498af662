// Partial import writes through the server's own admin endpoints, as the importing admin: each resource is checked,
// validated and permitted exactly as when it is created one by one.
import type { Request } from "express";
import type { AdminContext } from "../../context.js";
import { HOLDER_HEADER } from "../../realmWriteLocks.js";

export class LoopbackError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`admin call answered ${status}`);
  }
}

export type AdminCall = (method: string, path: string, body?: unknown) => Promise<string | undefined>;

/**
 * Calls /admin/realms/{realm}/{path} with the request's bearer token, as the holder of the realm's write lock (its
 * `holderKey`); answers the created id, if any.
 */
export function adminCall(ctx: AdminContext, req: Request, realmName: string, holderKey: string): AdminCall {
  const authorization = req.get("authorization") ?? "";
  return async (method, path, body) => {
    const response = await fetch(`${ctx.baseUrl}/admin/realms/${encodeURIComponent(realmName)}/${path}`, {
      method,
      headers: { authorization, "content-type": "application/json", [HOLDER_HEADER]: holderKey },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new LoopbackError(response.status, parse(text));
    const location = response.headers.get("location");
    return location ? decodeURIComponent(location.slice(location.lastIndexOf("/") + 1)) : undefined;
  };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { errorMessage: text };
  }
}
