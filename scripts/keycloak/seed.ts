// The dev server's demo realms on the real server: every seed realm but master (whose admin Keycloak bootstraps
// itself) is imported through Keycloak's admin API exactly as the file holds it. What only the dev server has lives
// apart in dev-server/seed/dev-only/, so a realm Keycloak refuses is a difference of the dev server's, reported with
// Keycloak's answer.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { KEYCLOAK_ADMIN } from "./server";

export const SEED_DIR = "dev-server/seed";

/** admin's access token in the master realm, by admin-cli's password grant */
async function keycloakAdminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/realms/master/protocol/openid-connect/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", client_id: "admin-cli", ...KEYCLOAK_ADMIN }),
  });
  if (!response.ok) throw new Error(`Keycloak refused admin's sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Imports the seed realms the server lacks; returns the names of those it imported. */
export async function importSeedRealms(url: string): Promise<string[]> {
  // admin-cli's token lives 60 s, which a Keycloak still warming up on a loaded machine can outlast between
  // two requests: a 401 gets one more try with a new token
  let token = await keycloakAdminToken(url);
  const adminFetch = async (path: string, init: RequestInit = {}) => {
    const send = () =>
      fetch(`${url}/admin/realms${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      });
    const response = await send();
    if (response.status !== 401) return response;
    token = await keycloakAdminToken(url);
    return send();
  };
  const imported: string[] = [];
  for (const file of readdirSync(SEED_DIR).filter((name) => name.endsWith(".json") && name !== "master.json")) {
    const body = readFileSync(join(SEED_DIR, file), "utf8");
    const realm = (JSON.parse(body) as { realm: string }).realm;
    if ((await adminFetch(`/${encodeURIComponent(realm)}`)).ok) continue;
    const response = await adminFetch("", { method: "POST", body });
    if (!response.ok) {
      throw new Error(`Keycloak refused ${SEED_DIR}/${file}: ${response.status} ${await response.text()}`);
    }
    imported.push(realm);
  }
  return imported;
}
