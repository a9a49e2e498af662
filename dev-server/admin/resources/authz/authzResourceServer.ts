// clients/{id}/authz/resource-server: its settings (enforcement mode, decision strategy, remote resource
// management), the export of everything it holds (GET settings) and an import (POST import).
import type { Router } from "express";
import type ResourceServerRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceServerRepresentation.js";
import { isWriteError } from "../../../realm/authz/objectWrites.js";
import { exportSettings, importSettings } from "../../../realm/authz/settingsTransfer.js";
import type { ResourceServerRecord } from "../../../realm/authz/model.js";
import type { AdminContext } from "../../context.js";
import { jsonBody, noContent } from "../../http.js";
import { AUTHZ_BASE, authzError, authzRoute, recordAuthzWrite } from "./authzRoute.js";

const MODES = ["ENFORCING", "PERMISSIVE", "DISABLED"];
const STRATEGIES = ["UNANIMOUS", "AFFIRMATIVE", "CONSENSUS"];

function settingsRep(rs: ResourceServerRecord, clientId: string): ResourceServerRepresentation {
  return {
    id: rs.id,
    clientId: rs.clientId,
    name: clientId,
    allowRemoteResourceManagement: rs.allowRemoteResourceManagement,
    policyEnforcementMode: rs.policyEnforcementMode,
    decisionStrategy: rs.decisionStrategy,
    // Keycloak answers the lists empty here; the export (GET settings) carries them
    resources: [],
    policies: [],
    scopes: [],
  };
}

export function registerAuthzResourceServer(router: Router, ctx: AdminContext): void {
  router.get(
    AUTHZ_BASE,
    authzRoute(ctx, "view", (_req, res, rs, _realm, client) => res.json(settingsRep(rs, client.clientId))),
  );
  router.put(
    AUTHZ_BASE,
    authzRoute(ctx, "manage", (req, res, rs, realm, client) => {
      const rep = jsonBody<ResourceServerRepresentation>(req);
      // Keycloak sets all three from the representation; what it cannot read keeps its value here
      if (rep.policyEnforcementMode && MODES.includes(rep.policyEnforcementMode))
        rs.policyEnforcementMode = rep.policyEnforcementMode;
      if (rep.decisionStrategy && STRATEGIES.includes(rep.decisionStrategy)) rs.decisionStrategy = rep.decisionStrategy;
      rs.allowRemoteResourceManagement = rep.allowRemoteResourceManagement === true;
      recordAuthzWrite(ctx, req, realm, "UPDATE", "AUTHORIZATION_RESOURCE_SERVER", settingsRep(rs, client.clientId));
      noContent(res);
    }),
  );
  router.get(
    `${AUTHZ_BASE}/settings`,
    authzRoute(ctx, "manage", (_req, res, rs, realm) => res.json(exportSettings(realm, rs))),
  );
  router.post(
    `${AUTHZ_BASE}/import`,
    authzRoute(ctx, "manage", (req, res, rs, realm, client) => {
      const imported = importSettings(realm, rs, jsonBody<ResourceServerRepresentation>(req));
      if (isWriteError(imported)) return authzError(res, imported);
      client.authorizationSettings = imported as unknown as ResourceServerRepresentation;
      recordAuthzWrite(
        ctx,
        req,
        realm,
        "UPDATE",
        "AUTHORIZATION_RESOURCE_SERVER",
        settingsRep(imported, client.clientId),
      );
      noContent(res);
    }),
  );
}
