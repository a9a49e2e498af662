// A realm exported to a file (Keycloak's partial or full export) as the diff's other side.
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { isObject } from "./flatten";

/** The realm the file holds, or the message key of why it holds none. */
export function parseRealmFile(text: string): { rep: RealmRepresentation } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: "realmDiffFileNotJson" };
  }
  // an export of several realms is a list; a realm has its name
  if (!isObject(parsed) || typeof parsed.realm !== "string") return { error: "realmDiffFileNotRealm" };
  return { rep: parsed as RealmRepresentation };
}
