// GET /admin/{realm}/console/whoami?currentRealm=: who the console's user is and what they may do, computed as
// Keycloak's AdminConsole.whoAmI does. It answers only the admin console's own client (a token of admin-cli or any
// other client is refused) and only a user who holds some admin role.
import type { Router } from "express";
import type WhoAmIRepresentation from "@keycloak/keycloak-admin-client/lib/defs/whoAmIRepresentation.js";
import type { RealmData, UserRecord } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { MASTER } from "../auth.js";
import { unauthorized } from "../auth.js";
import { notFound } from "../http.js";
import { effectiveRoles } from "../../realm/userRoles.js";

const ADMIN_CONSOLE_CLIENT = "security-admin-console";

export function registerWhoAmI(router: Router, ctx: AdminContext): void {
  router.get("/:realm/console/whoami", (req, res) => {
    // Keycloak finds the console's realm (AdminRoot) before it reads the token
    if (!ctx.store.realm(String(req.params.realm)))
      return notFound(res, "Realm not found.  Did you type in a bad URL?");
    const auth = req.auth!;
    const realm = ctx.store.realm(auth.realm);
    // the token must come from the realm in the path (the console's login realm)
    if (!realm || req.params.realm !== auth.realm) {
      unauthorized(res);
      return;
    }
    const azp = auth.token.azp;
    if (azp !== ADMIN_CONSOLE_CLIENT)
      return res.status(403).json({ error: `Token issued for an application that is not the admin console: ${azp}` });
    const user = auth.user;
    const currentRealm = typeof req.query.currentRealm === "string" ? req.query.currentRealm : auth.realm;
    const realmAccess: Record<string, string[]> = {};
    const accessRealm = auth.realm === MASTER ? currentRealm : auth.realm;
    const roles = ctx.store.realm(accessRealm) ? [...auth.rolesFor(accessRealm)] : [];
    if (!roles.length) return res.status(403).json({ error: "No realm access" });
    realmAccess[accessRealm] = roles;
    const createRealm =
      auth.realm === MASTER && effectiveRoles(realm, user).some((r) => !r.clientRole && r.name === "create-realm");
    const whoAmI: WhoAmIRepresentation & { temporary: boolean } = {
      userId: user.id,
      realm: auth.realm,
      displayName: displayName(user),
      locale: userLocale(realm, user),
      createRealm,
      realm_access: realmAccess as WhoAmIRepresentation["realm_access"],
      temporary: user.attributes.is_temporary_admin?.[0] === "true",
    };
    res.json(whoAmI);
  });
}

function displayName(user: UserRecord): string {
  const first = user.firstName?.trim() ? user.firstName : undefined;
  const last = user.lastName?.trim() ? user.lastName : undefined;
  if (!first && !last) return user.username;
  return [user.firstName, user.lastName].filter((part) => part != null).join(" ");
}

function userLocale(realm: RealmData, user: UserRecord): string {
  if (!realm.rep.internationalizationEnabled) return "en";
  const supported = realm.rep.supportedLocales ?? [];
  const own = user.attributes.locale?.[0];
  if (own && (supported.length === 0 || supported.includes(own))) return own;
  return realm.rep.defaultLocale || "en";
}
