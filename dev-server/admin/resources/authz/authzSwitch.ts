// Turning a client's authorization services on (a resource server, as Keycloak 26 creates it: empty, ENFORCING,
// UNANIMOUS, remote resource management allowed; service accounts on; the uma_protection role granted to the
// service account) and off (the resource server and everything in it removed).
import type { Request, Response } from "express";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type ResourceServerRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceServerRepresentation.js";
import type { RealmData, UserRecord } from "../../../store/model.js";
import { AUTHZ_MANAGE } from "../../../realm/adminRoles.js";
import { emptyResourceServer } from "../../../realm/authz/model.js";
import { isWriteError } from "../../../realm/authz/objectWrites.js";
import { importSettings } from "../../../realm/authz/settingsTransfer.js";
import { findClientRole } from "../../../store/realmLookups.js";
import { newRole } from "../../../realm/roleWrites.js";
import { badRequest, forbidden, hasAnyRole } from "../../http.js";
import type { ClientRecord } from "../lib/lookups.js";

const UMA_PROTECTION = "uma_protection";

export type SwitchRefusal = { status: 400 | 403; message: string };

export function switchRefused(res: Response, refusal: SwitchRefusal): void {
  if (refusal.status === 403) forbidden(res);
  else badRequest(res, refusal.message);
}

/** the refusal of the switch `rep` asks of the client as it is (undefined for a new one), if it is refused */
export function authorizationRefusal(
  req: Request,
  realm: RealmData,
  current: ClientRecord | undefined,
  rep: ClientRepresentation,
): SwitchRefusal | undefined {
  const wanted = rep.authorizationServicesEnabled;
  const enabled = !!current?.authorizationServicesEnabled && !!current.authorizationSettings;
  if (wanted === undefined || wanted === enabled) return undefined;
  if (!hasAnyRole(req, realm.rep.realm, AUTHZ_MANAGE)) return { status: 403, message: "HTTP 403 Forbidden" };
  const merged = { ...current, ...rep };
  if (wanted && (merged.publicClient || merged.bearerOnly))
    return { status: 400, message: "Only confidential clients are allowed to set authorization settings" };
  return undefined;
}

/**
 * Applies the switch once the client holds its new values (settings sent with a new client are imported), before
 * its service account is ensured. Answers the import's refusal, before anything is changed.
 */
export function applyAuthorizationSwitch(
  realm: RealmData,
  client: ClientRecord,
  settings?: ResourceServerRepresentation,
): string | undefined {
  if (!client.authorizationServicesEnabled) {
    delete client.authorizationSettings;
    return undefined;
  }
  if (client.authorizationSettings && !settings) return undefined;
  const imported = importSettings(realm, emptyResourceServer(client), settings ?? {});
  if (isWriteError(imported)) return imported.message;
  client.serviceAccountsEnabled = true;
  client.authorizationSettings = imported as unknown as ResourceServerRepresentation;
  return undefined;
}

/** a resource server's service account holds the client's uma_protection role, created with it */
export function grantUmaProtection(realm: RealmData, client: ClientRecord, account: UserRecord | undefined): void {
  if (!client.authorizationServicesEnabled || !account) return;
  const role = findClientRole(realm, client.id, UMA_PROTECTION) ?? newRole(realm, { name: UMA_PROTECTION }, client.id);
  if (!account.roleIds.includes(role.id)) account.roleIds.push(role.id);
}
