// A user's sessions in a realm's oidc-provider storage, ended as Keycloak's "sign out from other devices" ends them:
// the session, its grants (and so its tokens), and what the dev server keeps beside it.
import type { RealmOidc } from "./realmOidc.js";

export function endOtherSessions(oidc: RealmOidc, userId: string, keepUid: string | undefined): void {
  for (const [id, payload] of oidc.storage.list("Session")) {
    if (payload.accountId !== userId || payload.uid === keepUid) continue;
    for (const authorization of Object.values(payload.authorizations ?? {}))
      if (authorization.grantId) oidc.storage.revokeGrant(authorization.grantId);
    oidc.storage.delete("Session", id);
    if (typeof payload.uid === "string") oidc.sessionMeta.delete(payload.uid);
  }
}
