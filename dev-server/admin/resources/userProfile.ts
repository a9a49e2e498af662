// /users/profile (the realm's user-profile configuration) and /users/profile/metadata.
import type { Router } from "express";
import type { UserProfileConfig } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type { AdminContext } from "../context.js";
import { badRequest, jsonBody } from "../http.js";
import { ADMIN_ROLES, REALM_MANAGE } from "../../realm/adminRoles.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { userProfileConfigErrors } from "../../realm/userProfileConfigRules.js";
import { setUserProfileConfig, userProfileConfig, userProfileMetadata } from "../../realm/userProfileConfig.js";

export function registerUserProfile(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/users/profile";
  router.get(
    base,
    inRealm(ctx, ADMIN_ROLES, (_req, res, realm) => void res.json(userProfileConfig(realm))),
  );
  router.get(
    `${base}/metadata`,
    inRealm(ctx, ADMIN_ROLES, (_req, res, realm) => void res.json(userProfileMetadata(realm))),
  );
  router.put(
    base,
    inRealm(ctx, REALM_MANAGE, (req, res, realm) => {
      const config = jsonBody<UserProfileConfig>(req);
      if (!config || typeof config !== "object" || Array.isArray(config))
        return badRequest(res, "Invalid user profile configuration");
      const scopes = new Set([...realm.clientScopes.values()].map((scope) => scope.name));
      const errors = userProfileConfigErrors(config, scopes);
      // Keycloak throws the whole list as one ComponentValidationException, printed as a Java list
      if (errors.length > 0) return badRequest(res, `[${errors.join(", ")}]`);
      setUserProfileConfig(realm, config);
      recordWrite(ctx, req, realm, {
        operationType: "UPDATE",
        resourceType: "USER_PROFILE",
        resourcePath: "users/profile",
        representation: config,
      });
      res.json(userProfileConfig(realm));
    }),
  );
}
