// The hostile realm's translations, which label the console of those who sign in to that realm, and its own admin
// to see them with (an admin from another realm keeps the console's own texts there).
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { E2E_BASE_URL } from "./server";
import { EMOJI, HOSTILE_REALM, IMG, LONG, RTL, SCRIPT, SCRIPT_URLS } from "./hostileCorpus";

export const HOSTILE_ADMIN = { username: "hostile-admin", password: "hostile-admin-pass" };

/**
 * Realm translations the console shows (sidebar, page titles, tabs, column headers), and two that aim at
 * Object.prototype.
 */
const TRANSLATIONS: Record<string, string> = {
  users: IMG,
  groups: SCRIPT,
  clientScopes: LONG,
  realmRoles: `${RTL} ${EMOJI}`,
  identityProviders: SCRIPT_URLS[0],
  credentials: LONG,
  description: LONG,
  "__proto__.hostilePolluted": "polluted",
  "constructor.prototype.hostilePolluted": "polluted",
};

async function addRealmAdmin(admin: KcAdminClient) {
  const realm = HOSTILE_REALM;
  const { id } = await admin.users.create({
    realm,
    username: HOSTILE_ADMIN.username,
    enabled: true,
    email: "hostile-admin@example.org",
    firstName: "Hostile",
    lastName: "Admin",
    credentials: [{ type: "password", value: HOSTILE_ADMIN.password, temporary: false }],
  });
  const [management] = await admin.clients.find({ realm, clientId: "realm-management" });
  const realmAdmin = await admin.clients.findRole({ realm, id: management.id!, roleName: "realm-admin" });
  await admin.users.addClientRoleMappings({
    realm,
    id,
    clientUniqueId: management.id!,
    roles: [{ id: realmAdmin!.id!, name: realmAdmin!.name! }],
  });
}

async function putTranslation(admin: KcAdminClient, key: string, text: string) {
  const response = await fetch(
    `${E2E_BASE_URL}/admin/realms/${HOSTILE_REALM}/localization/en/${encodeURIComponent(key)}`,
    {
      method: "PUT",
      headers: { authorization: `Bearer ${admin.accessToken}`, "content-type": "text/plain" },
      body: text,
    },
  );
  if (!response.ok) throw new Error(`PUT localization ${key}: ${response.status} ${await response.text()}`);
}

/** Puts the hostile translations on the realm and adds its admin. */
export async function labelHostileRealm(admin: KcAdminClient) {
  for (const [key, text] of Object.entries(TRANSLATIONS)) await putTranslation(admin, key, text);
  await addRealmAdmin(admin);
}
