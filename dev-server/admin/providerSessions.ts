// The admin API's view of user sessions, read from each realm's oidc-provider storage. A session's id is its uid,
// which is also the "sid" claim of its tokens (see realmProvider.ts). A session counts as offline when one of its
// grants holds the offline_access scope.
import type UserSessionRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userSessionRepresentation.js";
import type { AdapterPayload } from "oidc-provider";
import type { Store } from "../store/store.js";
import type { RealmProviders } from "../oidc/registry.js";
import type { RealmOidc } from "../oidc/realmOidc.js";
import { endSession } from "../oidc/sessionEnd.js";
import type { SessionFilter, Sessions } from "./context.js";

interface LiveSession {
  id: string;
  payload: AdapterPayload & { uid: string; accountId: string };
}

export class ProviderSessions implements Sessions {
  constructor(
    private readonly store: Store,
    private readonly providers: RealmProviders,
  ) {}

  async list(realmName: string, filter: SessionFilter): Promise<UserSessionRepresentation[]> {
    const oidc = await this.providers.started(realmName);
    const realm = this.store.realm(realmName);
    if (!oidc || !realm) return [];
    const clientByClientId = new Map([...realm.clients.values()].map((c) => [c.clientId, c]));
    return liveSessions(oidc)
      .filter(({ payload }) => !filter.userId || payload.accountId === filter.userId)
      .filter(({ payload }) => !filter.clientId || Object.hasOwn(payload.authorizations ?? {}, filter.clientId))
      .filter(({ payload }) => !filter.offline || grantIds(payload).some((grantId) => isOfflineGrant(oidc, grantId)))
      .map(({ payload }) => {
        const meta = oidc.sessionMeta.get(payload.uid);
        const clients: Record<string, string> = {};
        for (const clientId of Object.keys(payload.authorizations ?? {})) {
          const client = clientByClientId.get(clientId);
          if (client) clients[client.id] = clientId;
        }
        return {
          id: payload.uid,
          username: realm.users.get(payload.accountId)?.username,
          userId: payload.accountId,
          ipAddress: meta?.ipAddress,
          start: (payload.loginTs ?? payload.iat ?? 0) * 1000,
          lastAccess: meta?.lastAccess ?? (payload.loginTs ?? 0) * 1000,
          rememberMe: meta?.rememberMe ?? false,
          clients,
          transientUser: false,
        } satisfies UserSessionRepresentation & { rememberMe: boolean };
      })
      .sort((a, b) => b.start - a.start);
  }

  async remove(realmName: string, sessionId: string): Promise<boolean> {
    const oidc = await this.providers.started(realmName);
    const session = oidc?.storage.sessionByUid(sessionId);
    if (!oidc || !session) return false;
    endSession(oidc, ...session);
    return true;
  }

  async logoutUser(realmName: string, userId: string): Promise<void> {
    const oidc = await this.providers.started(realmName);
    if (!oidc) return;
    for (const session of liveSessions(oidc))
      if (session.payload.accountId === userId) endSession(oidc, session.id, session.payload);
    for (const [grantId, grant] of oidc.storage.list("Grant"))
      if (grant.accountId === userId) oidc.storage.revokeGrant(grantId);
  }

  async logoutAll(realmName: string): Promise<void> {
    const oidc = await this.providers.started(realmName);
    if (!oidc) return;
    for (const session of liveSessions(oidc)) endSession(oidc, session.id, session.payload);
    for (const [grantId] of oidc.storage.list("Grant")) oidc.storage.revokeGrant(grantId);
  }
}

function liveSessions(oidc: RealmOidc): LiveSession[] {
  return oidc.storage
    .list("Session")
    .filter(([, payload]) => typeof payload.accountId === "string" && typeof payload.uid === "string")
    .map(([id, payload]) => ({ id, payload: payload as LiveSession["payload"] }));
}

function grantIds(payload: AdapterPayload): string[] {
  return Object.values(payload.authorizations ?? {}).flatMap((a) => (a.grantId ? [a.grantId] : []));
}

function isOfflineGrant(oidc: RealmOidc, grantId: string): boolean {
  const grant = oidc.storage.get("Grant", grantId) as { openid?: { scope?: string } } | undefined;
  return !!grant?.openid?.scope?.split(" ").includes("offline_access");
}
