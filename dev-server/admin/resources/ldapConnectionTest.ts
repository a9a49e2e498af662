// POST testLDAPConnection and ldap-server-capabilities: manage-realm, 204 or the capabilities, and Keycloak's error
// codes (AuthenticationFailure, SocketReset, CommunicationError, …) as the 400's errorMessage.
import type { Router } from "express";
import type { AdminContext } from "../context.js";
import { badRequest, jsonBody, noContent } from "../http.js";
import { REALM_MANAGE } from "../../realm/adminRoles.js";
import { ldapErrorCode } from "../../realm/ldap/ldapErrorCode.js";
import {
  ldapServerCapabilities,
  testLdapConnection,
  type TestLdapConnection,
} from "../../realm/ldap/ldapConnectionTest.js";
import { inRealm } from "./lib/route.js";

export function registerLdapConnectionTest(router: Router, ctx: AdminContext): void {
  router.post(
    "/realms/:realm/testLDAPConnection",
    inRealm(ctx, REALM_MANAGE, async (req, res, realm) => {
      try {
        await testLdapConnection(realm, jsonBody<TestLdapConnection>(req));
      } catch (error) {
        return badRequest(res, ldapErrorCode(error));
      }
      noContent(res);
    }),
  );
  router.post(
    "/realms/:realm/ldap-server-capabilities",
    inRealm(ctx, REALM_MANAGE, async (req, res, realm) => {
      try {
        res.json(await ldapServerCapabilities(realm, jsonBody<TestLdapConnection>(req)));
      } catch {
        // Keycloak answers every failure here with this one text, whatever the cause
        badRequest(res, "ldapServerCapabilities error");
      }
    }),
  );
}
