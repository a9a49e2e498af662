// A realm's partial export as Keycloak's POST /partial-export shapes it: a full export (store/realmExport.ts, which
// also keeps the realm on disk) with every secret masked, no users, events or empty collections, the components
// showing only their providers' declared properties (a key provider's key material stays out) and each with its
// sub-components, and the server's version.
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { RealmData } from "../../store/model.js";
import { exportRealm } from "../../store/realmExport.js";
import { maskRealmExport } from "../../realm/secrets.js";
import { otpSupportedApplications } from "../../realm/otpApplications.js";
import { componentSecretKeys } from "./componentSecretKeys.js";
import { declaredConfig } from "./componentConfig.js";
import { SERVER_VERSION } from "./serverInfoData.js";
import { realmRepresentation } from "./realmRepresentation.js";

type Exported = RealmRepresentation & Record<string, unknown>;
type Component = { providerId?: string; config?: Record<string, string[]>; subComponents?: Components };
type Components = Record<string, Component[]>;

export function partialExport(realm: RealmData, withClients: boolean, withGroupsAndRoles: boolean): Exported {
  const full = maskRealmExport(exportRealm(realm), componentSecretKeys) as Exported;
  const { users: _users, federatedUsers: _federated, events: _events, adminEvents: _adminEvents, ...out } = full;
  if (!withClients) delete out.clients;
  if (!withGroupsAndRoles) {
    delete out.groups;
    delete out.roles;
    delete out.defaultGroups;
  }
  // Keycloak leaves empty collections out
  for (const key of ["organizations", "defaultGroups", "clientScopeMappings"]) {
    const value = out[key];
    if (value && typeof value === "object" && Object.keys(value).length === 0) delete out[key];
  }
  return {
    ...out,
    components: shownComponents(out.components as Components | undefined) as Exported["components"],
    defaultRole: realmRepresentation(realm).defaultRole,
    keycloakVersion: SERVER_VERSION,
    otpSupportedApplications: otpSupportedApplications(realm.rep),
    requiredCredentials: ["password"],
  };
}

function shownComponents(components: Components | undefined): Components {
  return Object.fromEntries(
    Object.entries(components ?? {}).map(([type, list]) => [
      type,
      list.map((c) => ({
        ...c,
        ...(c.config ? { config: declaredConfig(c.config, type, c.providerId) } : {}),
        subComponents: shownComponents(c.subComponents),
      })),
    ]),
  );
}
