// /admin/realms/{realm}/client-policies/profiles and /policies (Keycloak's ClientProfilesResource and
// ClientPoliciesResource): reading needs view-realm, replacing the realm's set needs manage-realm; the global
// profiles Keycloak ships are listed with include-global-profiles=true and can never be changed.
import type { Router } from "express";
import type { AdminContext } from "../context.js";
import { badRequest, jsonBody, noContent, queryString } from "../http.js";
import { REALM_MANAGE, REALM_VIEW } from "../../realm/adminRoles.js";
import { inRealm, writeRecorder } from "./lib/route.js";
import {
  GLOBAL_POLICIES,
  GLOBAL_PROFILES,
  policiesProblem,
  profilesProblem,
  storedPolicies,
  storedProfiles,
} from "./clientPoliciesRules.js";

export function registerClientPolicies(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/client-policies";
  const record = writeRecorder(ctx);

  router.get(
    `${base}/profiles`,
    inRealm(ctx, REALM_VIEW, (req, res, realm) => {
      const withGlobal = queryString(req, "include-global-profiles") === "true";
      res.json({
        profiles: structuredClone(realm.rep.clientProfiles?.profiles ?? []),
        ...(withGlobal ? { globalProfiles: structuredClone(GLOBAL_PROFILES) } : {}),
      });
    }),
  );
  router.put(
    `${base}/profiles`,
    inRealm(ctx, REALM_MANAGE, (req, res, realm) => {
      const body = jsonBody(req);
      const problem = profilesProblem(body);
      if (problem) return badRequest(res, problem);
      realm.rep.clientProfiles = { profiles: storedProfiles(body) };
      record(req, realm, "UPDATE", "REALM", "client-policies/profiles", realm.rep.clientProfiles);
      noContent(res);
    }),
  );

  router.get(
    `${base}/policies`,
    inRealm(ctx, REALM_VIEW, (req, res, realm) => {
      const withGlobal = queryString(req, "include-global-policies") === "true";
      res.json({
        policies: structuredClone(realm.rep.clientPolicies?.policies ?? []),
        ...(withGlobal ? { globalPolicies: structuredClone(GLOBAL_POLICIES) } : {}),
      });
    }),
  );
  router.put(
    `${base}/policies`,
    inRealm(ctx, REALM_MANAGE, (req, res, realm) => {
      const body = jsonBody(req);
      const profileNames = new Set(
        [...(realm.rep.clientProfiles?.profiles ?? []), ...GLOBAL_PROFILES].map((profile) => profile.name ?? ""),
      );
      const problem = policiesProblem(body, profileNames);
      if (problem) return badRequest(res, problem);
      realm.rep.clientPolicies = { policies: storedPolicies(body) };
      record(req, realm, "UPDATE", "REALM", "client-policies/policies", realm.rep.clientPolicies);
      noContent(res);
    }),
  );
}
