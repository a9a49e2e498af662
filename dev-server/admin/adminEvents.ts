// Admin events (AdminEventRepresentation) for realms with adminEventsEnabled; the representation is kept only with
// adminEventsDetailsEnabled, as Keycloak does, and only its first 8 KiB. The newest MAX_ADMIN_EVENTS are kept,
// newest first.
import type AdminEventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/adminEventRepresentation.js";
import { randomUUID } from "node:crypto";
import type { Request } from "express";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import type { AdminEventInput } from "./context.js";
import { dropExpiredEvents } from "../realm/eventExpiry.js";
import { maskClientInEvent, maskIdentityProvider, maskSmtpServer } from "../realm/secrets.js";

const MAX_ADMIN_EVENTS = 10_000;
/** what an event keeps of a write's representation: enough to read what changed, never a realm's worth */
const MAX_REPRESENTATION_CHARS = 8 * 1024;

export function adminEventRecorder(store: Store) {
  return (req: Request, realm: RealmData, event: AdminEventInput): void => {
    if (!realm.rep.adminEventsEnabled) return;
    const auth = req.auth;
    const authRealm = auth ? store.realm(auth.realm) : undefined;
    const record: AdminEventRepresentation & { id: string } = {
      id: randomUUID(),
      time: Date.now(),
      realmId: realm.rep.id,
      authDetails: {
        realmId: authRealm?.rep.id,
        clientId: clientInternalId(authRealm, auth?.token.azp),
        userId: auth?.user.id,
        ipAddress: req.ip,
      },
      operationType: event.operationType,
      resourceType: event.resourceType,
      resourcePath: event.resourcePath,
      ...(realm.rep.adminEventsDetailsEnabled && event.representation !== undefined
        ? {
            representation: JSON.stringify(withoutSecrets(event.resourceType, event.representation)).slice(
              0,
              MAX_REPRESENTATION_CHARS,
            ),
          }
        : {}),
    };
    dropExpiredEvents(realm);
    realm.adminEvents.unshift(record);
    if (realm.adminEvents.length > MAX_ADMIN_EVENTS) realm.adminEvents.length = MAX_ADMIN_EVENTS;
    store.changed(realm, { users: [] });
  };
}

/** Keycloak's authDetails.clientId is the internal id of the client the token was issued to */
function clientInternalId(realm: RealmData | undefined, azp: unknown): string | undefined {
  if (!realm || typeof azp !== "string") return undefined;
  return [...realm.clients.values()].find((c) => c.clientId === azp)?.id ?? azp;
}

type Masker = (representation: object) => object;

/** whatever a write sent, an event shows none of the secrets StripSecretsUtils strips, nor a user's credentials */
const MASKERS: Record<string, Masker> = {
  CLIENT: maskClientInEvent,
  IDENTITY_PROVIDER: maskIdentityProvider,
  REALM: maskSmtpServer,
  USER: (user) => ({ ...user, credentials: undefined }),
};

function withoutSecrets(resourceType: string, representation: unknown): unknown {
  if (!representation || typeof representation !== "object" || Array.isArray(representation)) return representation;
  return Object.hasOwn(MASKERS, resourceType) ? MASKERS[resourceType](representation) : representation;
}
