// The client a request to the realm's OIDC endpoints names: client_id in the query (authorization) or the form body
// (token, device), or the user part of HTTP Basic client authentication.
import type { IncomingMessage } from "node:http";

export function requestClientId(req: IncomingMessage): string | undefined {
  const { query, body } = req as IncomingMessage & { query?: Record<string, unknown>; body?: Record<string, unknown> };
  const named = query?.client_id ?? body?.client_id;
  if (typeof named === "string" && named) return named;
  const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1];
  if (!basic) return undefined;
  const user = Buffer.from(basic, "base64").toString("utf8").split(":")[0];
  try {
    return decodeURIComponent(user) || undefined;
  } catch {
    return undefined;
  }
}
