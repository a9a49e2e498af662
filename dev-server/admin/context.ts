// What every admin resource module is given. Resources register their routes on the shared router:
//   export function registerUsers(router: Router, ctx: AdminContext): void
// Paths are relative to /admin (e.g. "/realms/:realm/users"); auth has already run (req.auth is set).
import type UserSessionRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userSessionRepresentation.js";
import type { Request } from "express";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import type { RealmWriteLocks } from "./realmWriteLocks.js";

export interface SessionFilter {
  userId?: string;
  /** the client's clientId (not its internal id) */
  clientId?: string;
  offline?: boolean;
}

/** Live sessions come from the OpenID Connect provider of each realm. */
export interface Sessions {
  list(realmName: string, filter: SessionFilter): Promise<UserSessionRepresentation[]>;
  /** ends one session (and its tokens) */
  remove(realmName: string, sessionId: string): Promise<boolean>;
  /** ends all sessions of a user */
  logoutUser(realmName: string, userId: string): Promise<void>;
  /** ends every session of the realm */
  logoutAll(realmName: string): Promise<void>;
}

export interface AdminEventInput {
  operationType: "CREATE" | "UPDATE" | "DELETE" | "ACTION";
  resourceType: string;
  resourcePath: string;
  representation?: unknown;
}

export interface AdminContext {
  store: Store;
  sessions: Sessions;
  /** records an admin event when the realm has adminEventsEnabled (representation only with adminEventsDetailsEnabled) */
  adminEvent(req: Request, realm: RealmData, event: AdminEventInput): void;
  /** the server's public URL, e.g. http://localhost:8180 */
  baseUrl: string;
  /** realms held by an all-or-nothing write (a partial import), which other writes wait for */
  writeLocks: RealmWriteLocks;
}
