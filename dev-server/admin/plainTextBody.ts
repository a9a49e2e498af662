// PUT /realms/{realm}/localization/{locale}/{key} takes its text as text/plain only (Keycloak's @Consumes): a body
// of any other type is refused with 415 as JAX-RS matches the request, before its body is read, so ahead of the
// JSON parser, which would answer 400 for a JSON text it cannot take. No Content-Type at all is taken, as in JAX-RS.
import type { NextFunction, Request, Response } from "express";

const PLAIN_TEXT_PATH = /^\/realms\/[^/]+\/localization\/[^/]+\/[^/?]+\/?(?:\?.*)?$/;

export function plainTextOnly(req: Request, res: Response, next: NextFunction): void {
  const type = req.headers["content-type"];
  if (req.method !== "PUT" || !PLAIN_TEXT_PATH.test(req.url) || !type || /^text\/plain\s*(;|$)/i.test(type))
    return next();
  res.status(415).json({ error: "The content-type header value did not match the value in @Consumes" });
}
