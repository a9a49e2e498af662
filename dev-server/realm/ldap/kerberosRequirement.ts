// What Keycloak's Kerberos and LDAP factories do to the realm's flows (CredentialHelper.setOrReplaceAuthentication-
// Requirement): a Kerberos provider, or an LDAP provider allowing Kerberos authentication, turns the flows' disabled
// Kerberos (auth-spnego) executions ALTERNATIVE while it exists, and DISABLED again when it goes or stops allowing it.
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { RealmData } from "../../store/model.js";
import { first, LDAP_PROVIDER_ID, USER_STORAGE_TYPE } from "./ldapConfig.js";

type Requirement = "ALTERNATIVE" | "DISABLED";

function setKerberosRequirement(realm: RealmData, to: Requirement, onlyFrom?: Requirement): void {
  for (const flow of realm.authenticationFlows.values())
    for (const execution of flow.authenticationExecutions ?? [])
      if (execution.authenticator === "auth-spnego" && (!onlyFrom || execution.requirement === onlyFrom))
        execution.requirement = to;
}

const isStorage = (c: ComponentRepresentation, providerId: string) =>
  c.providerType === USER_STORAGE_TYPE && c.providerId === providerId;
const allowsKerberos = (c: ComponentRepresentation) =>
  isStorage(c, LDAP_PROVIDER_ID) && first(c.config, "allowKerberosAuthentication") === "true";

export function kerberosOnCreate(realm: RealmData, created: ComponentRepresentation): void {
  if (isStorage(created, "kerberos") || allowsKerberos(created))
    setKerberosRequirement(realm, "ALTERNATIVE", "DISABLED");
}

export function kerberosOnUpdate(
  realm: RealmData,
  before: ComponentRepresentation,
  after: ComponentRepresentation,
): void {
  if (isStorage(after, "kerberos") || (!allowsKerberos(before) && allowsKerberos(after)))
    setKerberosRequirement(realm, "ALTERNATIVE", "DISABLED");
  else if (allowsKerberos(before) && !allowsKerberos(after)) setKerberosRequirement(realm, "DISABLED", "ALTERNATIVE");
}

export function kerberosOnRemove(realm: RealmData, removed: ComponentRepresentation): void {
  if (isStorage(removed, "kerberos") || allowsKerberos(removed)) setKerberosRequirement(realm, "DISABLED");
}
