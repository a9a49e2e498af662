// /attack-detection/brute-force/users (status and reset) and the console's user list with brute-force status,
// /ui-ext/brute-force-user (Keycloak's BruteForceUsersResource).
import type { Router } from "express";
import type { AdminContext } from "../context.js";
import { hasAnyRole, noContent, page, param, queryString } from "../http.js";
import { USERS_MANAGE, USERS_QUERY, USERS_VIEW } from "../../realm/adminRoles.js";
import { bruteForceStatus, clearLoginFailures } from "../../realm/bruteForce.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { findUsers, pageEnd } from "./lib/userQuery.js";
import { listedUserRep } from "./lib/userReps.js";
import { integerPaging } from "./lib/pagingParams.js";

export function registerAttackDetection(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/attack-detection/brute-force/users";
  router.get(
    `${base}/:userId`,
    inRealm(ctx, USERS_VIEW, (req, res, realm) => {
      res.json(bruteForceStatus(realm, param(req, "userId")));
    }),
  );
  router.delete(
    `${base}/:userId`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      // Keycloak records the admin event only when the user had failures to clear
      if (clearLoginFailures(realm, param(req, "userId")))
        recordWrite(ctx, req, realm, {
          operationType: "DELETE",
          resourceType: "USER_LOGIN_FAILURE",
          resourcePath: `attack-detection/brute-force/users/${param(req, "userId")}`,
        });
      noContent(res);
    }),
  );
  router.delete(
    base,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      clearLoginFailures(realm);
      recordWrite(ctx, req, realm, {
        operationType: "DELETE",
        resourceType: "USER_LOGIN_FAILURE",
        resourcePath: "attack-detection/brute-force/users",
      });
      noContent(res);
    }),
  );

  router.get(
    "/realms/:realm/ui-ext/brute-force-user",
    integerPaging,
    inRealm(ctx, USERS_QUERY, (req, res, realm) => {
      if (!hasAnyRole(req, realm.rep.realm, USERS_VIEW)) return void res.json([]);
      const brief = queryString(req, "briefRepresentation") === "true";
      const users = page(findUsers(realm, req, pageEnd(req)), req.query);
      res.json(
        users.map((u) => {
          // BruteForceUsersResource builds the older four-field status, not AttackDetectionResource's seven
          const { numFailures, disabled, lastIPFailure, lastFailure } = bruteForceStatus(realm, u.id);
          const status = { numFailures, disabled, lastIPFailure, lastFailure };
          return { ...listedUserRep(req, realm, u, brief), bruteForceStatus: status };
        }),
      );
    }),
  );
}
