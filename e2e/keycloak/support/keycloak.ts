// The Keycloak the project's Keycloak specs run against (KEYCLOAK_URL, set by `npm test` for the one Keycloak of its
// run), and an admin client of its master realm that checks what Keycloak holds after the browser did its work.
import KcAdminClient from "@keycloak/keycloak-admin-client";

export const KEYCLOAK_URL = (process.env.KEYCLOAK_URL ?? "").replace(/\/$/, "");

/** Keycloak's themes/ folder, where the theme spec installs the console; unset when only the URL is known. */
export const KEYCLOAK_THEMES_DIR = process.env.KEYCLOAK_THEMES_DIR;

export const KEYCLOAK_ADMIN = { username: "admin", password: "admin" };

export async function keycloakAdmin(): Promise<KcAdminClient> {
  const client = new KcAdminClient({ baseUrl: KEYCLOAK_URL, realmName: "master" });
  await client.auth({ grantType: "password", clientId: "admin-cli", ...KEYCLOAK_ADMIN });
  return client;
}

/**
 * Ends the master-realm session a check's password grant opened: Keycloak keeps each one for its idle time, and the
 * admin's session list (which a job reads) would fill with them.
 */
export async function endAdminSession(client: KcAdminClient): Promise<void> {
  if (!client.refreshToken) return;
  await fetch(`${KEYCLOAK_URL}/realms/master/protocol/openid-connect/logout`, {
    method: "POST",
    body: new URLSearchParams({ client_id: "admin-cli", refresh_token: client.refreshToken }),
  });
}

/** A name no other run or worker uses, for what a job creates in a shared realm. */
