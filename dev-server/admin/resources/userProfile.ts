// /users/profile (the realm's user-profile configuration) and /users/profile/metadata.
import type { Router } from "express";
import type { UserProfileConfig } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type { AdminContext } from "../context.js";
import { badRequest, jsonBody } from "../http.js";
import { ADMIN_ROLES, REALM_MANAGE } from "../../realm/adminRoles.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { setUserProfileConfig, userProfileConfig, userProfileMetadata } from "../../realm/userProfileConfig.js";

const REQUIRED_ATTRIBUTES = ["username", "email"];

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
      const names = (config.attributes ?? []).map((a) => a.name);
      if (names.some((n) => !n)) return badRequest(res, "Invalid attribute name");
      const missing = REQUIRED_ATTRIBUTES.find((n) => !names.includes(n));
      if (missing) return badRequest(res, `The attribute '${missing}' can not be removed`);
      if (new Set(names).size !== names.length) return badRequest(res, "Duplicated attribute names");
      const groups = new Set((config.groups ?? []).map((g) => g.name));
      const unknownGroup = (config.attributes ?? []).find((a) => a.group && !groups.has(a.group));
      if (unknownGroup)
        return badRequest(res, `Attribute '${unknownGroup.name}' references unknown group '${unknownGroup.group}'`);
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
