// /admin/realms/{realm}/clients-initial-access: the realm's initial access tokens (list, create: the token is shown
// in this answer only, delete), with Keycloak's checks: view-clients to list, manage-clients to create and delete.
import type { Router } from "express";
import type { AdminContext } from "../context.js";
import { createdWithBody, jsonBody, noContent, param } from "../http.js";
import { CLIENTS_MANAGE, CLIENTS_VIEW } from "../../realm/adminRoles.js";
import {
  createInitialAccess,
  INITIAL_ACCESS_TOKEN_TYPE,
  initialAccessList,
  removeInitialAccess,
  signRegistrationToken,
} from "../../realm/initialAccess.js";
import { inRealm, recordWrite } from "./lib/route.js";

const RESOURCE_TYPE = "CLIENT_INITIAL_ACCESS_MODEL";

/** Keycloak's answer to a negative expiration or count */
function invalidValue(field: "expiration" | "count") {
  const what = field === "count" ? "The count" : "The expiration time interval";
  return { error: `Invalid value for ${field}`, error_description: `${what} cannot be less than 0` };
}

export function registerClientInitialAccess(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/clients-initial-access";

  router.get(
    base,
    inRealm(ctx, CLIENTS_VIEW, (_req, res, realm) => void res.json(initialAccessList(realm))),
  );
  router.post(
    base,
    inRealm(ctx, CLIENTS_MANAGE, async (req, res, realm) => {
      const rep = jsonBody<{ expiration?: number; count?: number }>(req);
      const expiration = rep.expiration ?? 0;
      const count = rep.count ?? 1;
      if (!Number.isInteger(expiration) || expiration < 0) return void res.status(400).json(invalidValue("expiration"));
      if (!Number.isInteger(count) || count < 0) return void res.status(400).json(invalidValue("count"));
      const access = createInitialAccess(realm, expiration, count);
      const issuer = `${ctx.baseUrl}/realms/${realm.rep.realm}`;
      const expiresAt = expiration ? access.timestamp + expiration : 0;
      const token = await signRegistrationToken(issuer, INITIAL_ACCESS_TOKEN_TYPE, access.id, expiresAt);
      recordWrite(ctx, req, realm, {
        operationType: "CREATE",
        resourceType: RESOURCE_TYPE,
        resourcePath: `clients-initial-access/${access.id}`,
        representation: rep,
      });
      createdWithBody(req, res, `/realms/${realm.rep.realm}/clients-initial-access/${access.id}`, {
        ...access,
        token,
      });
    }),
  );
  router.delete(
    `${base}/:id`,
    inRealm(ctx, CLIENTS_MANAGE, (req, res, realm) => {
      removeInitialAccess(realm, param(req, "id"));
      recordWrite(ctx, req, realm, {
        operationType: "DELETE",
        resourceType: RESOURCE_TYPE,
        resourcePath: `clients-initial-access/${param(req, "id")}`,
      });
      noContent(res);
    }),
  );
}
