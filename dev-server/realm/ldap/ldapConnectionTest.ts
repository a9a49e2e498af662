// testLDAPConnection and ldap-server-capabilities as Keycloak's LDAPServerCapabilitiesManager runs them: the settings
// the form holds (the stored bind credential stands in for the mask only when URL and bind DN are the stored ones),
// a 30 s timeout unless one is given, and the root DSE's controls, extensions and features.
import type { RealmData } from "../../store/model.js";
import { SECRET_MASK } from "../secrets.js";
import { ldapConfig } from "./ldapConfig.js";
import { withLdap, type LdapConnectionSettings } from "./ldapConnection.js";
import { InvalidBindDnError } from "./ldapErrorCode.js";
import { entryValues } from "./ldapUserMapping.js";

/** Keycloak's TestLdapConnectionRepresentation */
export interface TestLdapConnection {
  action?: string;
  connectionUrl?: string;
  authType?: string;
  bindDn?: string;
  bindCredential?: string;
  useTruststoreSpi?: string;
  connectionTimeout?: string;
  startTls?: string;
  componentId?: string;
}

export interface LdapCapability {
  oid: string;
  type: "CONTROL" | "EXTENSION" | "FEATURE";
}

const DEFAULT_TEST_TIMEOUT_MS = 30_000;

function urls(value: string | undefined): string[] {
  return (value ?? "").trim().split(/\s+/);
}

function sameUrls(a: string | undefined, b: string | undefined): boolean {
  const left = urls(a);
  const right = urls(b);
  return left.length === right.length && left.every((u, i) => u.toLowerCase() === right[i].toLowerCase());
}

function bindCredential(realm: RealmData, rep: TestLdapConnection): string {
  const posted = rep.bindCredential ?? "";
  if (!rep.componentId || rep.authType === "none" || posted !== SECRET_MASK) return posted;
  const stored = realm.components.get(rep.componentId);
  if (!stored) return posted;
  const cfg = ldapConfig(stored.config);
  // the stored secret is only lent to the server it was saved for, so a changed URL cannot exfiltrate it
  const same = sameUrls(rep.connectionUrl, cfg.connectionUrl) && rep.bindDn?.toLowerCase() === cfg.bindDn.toLowerCase();
  return same ? cfg.bindCredential : posted;
}

function settings(realm: RealmData, rep: TestLdapConnection, authType: string | undefined): LdapConnectionSettings {
  const timeout = Number(rep.connectionTimeout);
  const ms = Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_TEST_TIMEOUT_MS;
  return {
    connectionUrl: rep.connectionUrl ?? "",
    bindType: authType === "none" ? "none" : "simple",
    bindDn: rep.bindDn ?? "",
    bindCredential: bindCredential(realm, rep),
    startTls: rep.startTls === "true",
    connectionTimeout: ms,
    readTimeout: ms,
  };
}

/** resolves when the server answers (and, for testAuthentication, accepts the bind); throws what went wrong */
export async function testLdapConnection(realm: RealmData, rep: TestLdapConnection): Promise<void> {
  if (rep.action !== "testConnection" && rep.action !== "testAuthentication")
    throw new Error("testLDAP unknown action");
  const authType = rep.action === "testConnection" ? "none" : (rep.authType ?? "simple");
  if (rep.action === "testAuthentication" && authType === "simple" && !rep.bindDn)
    throw new InvalidBindDnError("Unknown bind DN");
  // an anonymous bind makes the connection (and the StartTLS before it) happen when no bind DN is used
  await withLdap(
    settings(realm, rep, authType),
    async () => undefined,
    authType === "none" ? { dn: "", password: "" } : undefined,
  );
}

export async function ldapServerCapabilities(realm: RealmData, rep: TestLdapConnection): Promise<LdapCapability[]> {
  if (rep.action !== "queryServerCapabilities") return [];
  return withLdap(settings(realm, rep, rep.authType ?? "simple"), async (client) => {
    const attributes = ["supportedControl", "supportedExtension", "supportedFeatures"];
    const { searchEntries } = await client.search("", { scope: "base", filter: "(objectClass=*)", attributes });
    const root = searchEntries[0];
    if (!root) return [];
    return [
      ...entryValues(root, "supportedControl").map((oid) => ({ oid, type: "CONTROL" as const })),
      ...entryValues(root, "supportedExtension").map((oid) => ({ oid, type: "EXTENSION" as const })),
      ...entryValues(root, "supportedFeatures").map((oid) => ({ oid, type: "FEATURE" as const })),
    ];
  });
}
