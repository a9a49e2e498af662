// The dev server's demo realms on the real server: every seed realm but master (whose admin Keycloak bootstraps
// itself) is imported through Keycloak's admin API exactly as the file holds it. What only the dev server has lives
// apart in dev-server/seed/dev-only/, so a realm Keycloak refuses is a difference of the dev server's, reported with
// Keycloak's answer.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import KcAdminClient, { NetworkError } from "@keycloak/keycloak-admin-client";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { KEYCLOAK_ADMIN } from "./server";

export const SEED_DIR = "dev-server/seed";

/** Imports the seed realms the server lacks; returns the names of those it imported. */
export async function importSeedRealms(url: string): Promise<string[]> {
  // the admin client renews its 60 s token when it runs out, which a Keycloak still warming up on a loaded machine
  // can outlast between two requests (a hand-made fetch once got 401 there)
  const admin = new KcAdminClient({ baseUrl: url, realmName: "master" });
  await admin.auth({ grantType: "password", clientId: "admin-cli", ...KEYCLOAK_ADMIN });
  const imported: string[] = [];
  for (const file of readdirSync(SEED_DIR).filter((name) => name.endsWith(".json") && name !== "master.json")) {
    const seed = JSON.parse(readFileSync(join(SEED_DIR, file), "utf8")) as RealmRepresentation & { realm: string };
    if (await admin.realms.findOne({ realm: seed.realm })) continue;
    await admin.realms.create(seed).catch((error: unknown) => {
      const answer = error instanceof NetworkError ? ` ${JSON.stringify(error.responseData)}` : "";
      throw new Error(`Keycloak refused ${SEED_DIR}/${file}: ${String(error)}${answer}`);
    });
    imported.push(seed.realm);
  }
  return imported;
}
