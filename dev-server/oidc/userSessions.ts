// A user's sessions in a realm's oidc-provider storage, ended as Keycloak's "sign out from other devices" ends them:
// the session, its grants (and so its tokens), and what the dev server keeps beside it.
import type { RealmOidc } from "./realmOidc.js";
import { endSession } from "./sessionEnd.js";

/** the uids (Keycloak's session ids) of the sessions it ended */
export function endOtherSessions(oidc: RealmOidc, userId: string, keepUid: string | undefined): string[] {
  const ended: string[] = [];
  for (const [id, payload] of oidc.storage.list("Session")) {
    if (payload.accountId !== userId || payload.uid === keepUid) continue;
    endSession(oidc, id, payload);
    if (typeof payload.uid === "string") ended.push(payload.uid);
  }
  return ended;
}
