// The access token a policy evaluation answers (its "rpt"), as Keycloak's PolicyEvaluationService makes it: a token
// of the evaluated client for the user, from a throwaway session, naming the resource server in its audience; Keycloak
// sets no issuer on it.
import { randomUUID } from "node:crypto";
import type { RealmData, UserRecord } from "../../../store/model.js";
import { accessTokenPayload } from "../../../oidc/accessTokenPayload.js";
import { mappedClaims } from "../../../oidc/mappedClaims.js";
import { realmTimeouts } from "../../../oidc/realmTimeouts.js";
import type { EvaluationToken } from "../../../realm/authz/evaluation.js";
import type { AdminContext } from "../../context.js";

export function evaluationToken(ctx: AdminContext, realm: RealmData, resourceServerClientId: string): EvaluationToken {
  return (user: UserRecord, clientId: string, addedRealmRoles: string[]) => {
    const client = realm.clients.get(clientId)!;
    const audienceOwner = realm.clients.get(resourceServerClientId)?.clientId;
    const mapped = mappedClaims(realm, ctx.baseUrl, "access", { client, user });
    const audience =
      audienceOwner && !mapped.audience.includes(audienceOwner) ? [...mapped.audience, audienceOwner] : mapped.audience;
    const now = Math.floor(Date.now() / 1000);
    const { iss: _issuer, ...payload } = accessTokenPayload(
      {
        exp: now + realmTimeouts(realm).accessTokenLifespan,
        iat: now,
        // Keycloak's id of an online token with no audience requested
        jti: `onrtna:${randomUUID()}`,
        clientId: client.clientId,
        sessionId: randomUUID(),
        fallbackAudience: client.clientId,
      },
      { ...mapped, audience },
    );
    // the evaluated identity's realm roles, an empty realm_access when it has none
    const realmRoles = new Set([...((payload.realm_access as { roles?: string[] })?.roles ?? []), ...addedRealmRoles]);
    return { ...payload, realm_access: realmRoles.size ? { roles: [...realmRoles] } : {} };
  };
}
