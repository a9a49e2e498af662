// /admin/realms/{realm}/client-registration-policy/providers: the registration policy providers with their
// properties, the client scope choices being the realm's own. Keycloak asks for view-realm, as for the components.
import type { Router } from "express";
import type { AdminContext } from "../context.js";
import { REALM_VIEW } from "../../realm/adminRoles.js";
import { registrationPolicyTypes } from "../core/serverInfoClientRegistration.js";
import { inRealm } from "./lib/route.js";

export function registerClientRegistrationPolicy(router: Router, ctx: AdminContext): void {
  router.get(
    "/realms/:realm/client-registration-policy/providers",
    inRealm(
      ctx,
      REALM_VIEW,
      (_req, res, realm) =>
        void res.json(registrationPolicyTypes([...realm.clientScopes.values()].map((scope) => scope.name))),
    ),
  );
}
