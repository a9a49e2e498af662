// An LDAP provider for the fixture directory as the console's "Other" vendor saves it, and the admin API calls the
// LDAP tests share.
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { ADMIN_DN, ADMIN_PASSWORD, PEOPLE_DN, type RunningSlapd } from "./slapd.js";

export const USER_STORAGE = "org.keycloak.storage.UserStorageProvider";
export const LDAP_MAPPER = "org.keycloak.storage.ldap.mappers.LDAPStorageMapper";

export function ldapProviderRep(
  slapd: Pick<RunningSlapd, "url">,
  config: Record<string, string> = {},
): ComponentRepresentation {
  const values: Record<string, string> = {
    enabled: "true",
    vendor: "other",
    connectionUrl: slapd.url,
    authType: "simple",
    bindDn: ADMIN_DN,
    bindCredential: ADMIN_PASSWORD,
    editMode: "READ_ONLY",
    usersDn: PEOPLE_DN,
    usernameLDAPAttribute: "uid",
    rdnLDAPAttribute: "uid",
    uuidLDAPAttribute: "entryUUID",
    userObjectClasses: "inetOrgPerson, organizationalPerson",
    searchScope: "1",
    pagination: "true",
    importEnabled: "true",
    batchSizeForSync: "1000",
    ...config,
  };
  return {
    name: "directory",
    providerId: "ldap",
    providerType: USER_STORAGE,
    config: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, [v]])),
  };
}

export async function createLdapProvider(
  admin: KcAdminClient,
  realm: string,
  slapd: Pick<RunningSlapd, "url">,
  config: Record<string, string> = {},
): Promise<string> {
  return (await admin.components.create({ realm, ...ldapProviderRep(slapd, config) })).id;
}

/** a bearer-authenticated admin request; the answer's status and JSON (if any) */
export async function adminCall(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${baseUrl}/admin/realms/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}
