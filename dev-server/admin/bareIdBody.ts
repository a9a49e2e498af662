// Two admin endpoints take a bare id as their body: POST organizations/{id}/members (a user id) and
// organizations/{id}/identity-providers (an IdP alias). The admin client sends the id unquoted with content-type
// application/json, which a strict JSON parser rejects, so these bodies are read as text whatever their type.
import express, { type Request } from "express";

const BARE_ID_PATH = /^\/realms\/[^/]+\/organizations\/[^/]+\/(?:members|identity-providers)\/?(?:\?.*)?$/;

export function isBareIdRequest(req: Request): boolean {
  return req.method === "POST" && BARE_ID_PATH.test(req.url);
}

/** parses those bodies as text; every other request passes through to the JSON parser */
export const bareIdBody = express.text({ type: (req) => isBareIdRequest(req as Request), limit: "1kb" });
