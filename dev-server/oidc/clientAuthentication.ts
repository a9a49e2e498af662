// The client a token, introspection or logout request comes from, as Keycloak authenticates it: HTTP Basic, or
// client_id and client_secret in the form. A confidential client must give its secret; a public one names itself.
import { timingSafeEqual } from "node:crypto";
import type { Request } from "express";
import type { RealmData } from "../store/model.js";
import { findClient } from "../store/realmLookups.js";
import type { KeycloakClient } from "./keycloakClients.js";

function sameSecret(given: string, expected: string | undefined): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected ?? "");
  return expected !== undefined && expected !== "" && a.length === b.length && timingSafeEqual(a, b);
}

/** the client id and secret the request carries, Basic first; undefined when its Basic header cannot be read */
function credentials(req: Request): { id: unknown; secret: unknown } | undefined {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const basic = /^Basic (.+)$/i.exec(req.get("authorization") ?? "")?.[1];
  if (!basic) return { id: body.client_id, secret: body.client_secret };
  const decoded = Buffer.from(basic, "base64").toString();
  const colon = decoded.indexOf(":");
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, " ")),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, " ")),
    };
  } catch {
    return undefined;
  }
}

/** the confidential client the request authenticates as */
export function authenticatedClient(realm: RealmData, req: Request): KeycloakClient | undefined {
  const given = credentials(req);
  if (typeof given?.id !== "string" || typeof given.secret !== "string") return undefined;
  const client = findClient(realm, given.id);
  return client && !client.publicClient && client.enabled !== false && sameSecret(given.secret, client.secret)
    ? client
    : undefined;
}

/** the public client the request names, or the confidential one it authenticates as */
export function callingClient(realm: RealmData, req: Request): KeycloakClient | undefined {
  const given = credentials(req);
  const named = typeof given?.id === "string" ? findClient(realm, given.id) : undefined;
  if (named?.publicClient && named.enabled !== false) return named;
  return authenticatedClient(realm, req);
}
