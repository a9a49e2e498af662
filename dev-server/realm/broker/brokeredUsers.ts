// Keycloak's first broker login for an identity the provider vouched for: the user already linked to that identity
// signs in (their profile updated when the provider syncs with FORCE); otherwise a new user is created if the
// username and email are free (idp-create-user-if-unique), linked to the identity (its federated identity), and the
// provider's mappers import into it.
import { randomUUID } from "node:crypto";
import type { RealmData, UserRecord } from "../../store/model.js";
import { findUserByUsername } from "../../store/realmLookups.js";
import { invalidateUserIndex } from "../userIndex.js";
import { applyBrokerMappers, claimValue, type Claims } from "./brokerMappers.js";

type IdentityProvider = RealmData["identityProviders"] extends Map<string, infer P> ? P : never;

export interface BrokeredIdentity {
  /** the subject at the provider */
  id: string;
  claims: Claims;
}

export type BrokerLoginOutcome =
  | { kind: "success"; user: UserRecord; created: boolean }
  | { kind: "exists"; attribute: "username" | "email"; value: string }
  | { kind: "disabled" };

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** the username template importer's ${ALIAS}, ${SUBJECT} and ${CLAIM.name}, each optionally "| lowercase" */
function fromTemplate(template: string, alias: string, identity: BrokeredIdentity): string {
  return template.replace(/\$\{([^}|]+?)\s*(?:\|\s*(lowercase|uppercase)\s*)?\}/g, (_, name: string, change) => {
    const key = name.trim();
    const value =
      key === "ALIAS"
        ? alias
        : key === "SUBJECT"
          ? identity.id
          : key.startsWith("CLAIM.")
            ? String(claimValue(identity.claims, key.slice(6)) ?? "")
            : "";
    return change === "lowercase" ? value.toLowerCase() : change === "uppercase" ? value.toUpperCase() : value;
  });
}

function brokeredUsername(
  idp: IdentityProvider,
  mappers: RealmData["identityProviderMappers"],
  identity: BrokeredIdentity,
) {
  const template = [...mappers.values()].find(
    (m) => m.identityProviderAlias === idp.alias && m.identityProviderMapper === "oidc-username-idp-mapper",
  )?.config?.template;
  if (template) return fromTemplate(template, idp.alias, identity);
  return text(identity.claims.preferred_username) ?? text(identity.claims.email) ?? identity.id;
}

function linkedUser(realm: RealmData, alias: string, subject: string): UserRecord | undefined {
  for (const user of realm.users.values())
    if (user.federatedIdentities.some((f) => f.identityProvider === alias && f.userId === subject)) return user;
  return undefined;
}

function updateProfile(user: UserRecord, identity: BrokeredIdentity, trustEmail: boolean): void {
  const email = text(identity.claims.email)?.toLowerCase();
  if (email) user.email = email;
  if (email && trustEmail) user.emailVerified = true;
  user.firstName = text(identity.claims.given_name) ?? user.firstName;
  user.lastName = text(identity.claims.family_name) ?? user.lastName;
}

export function brokerLogin(realm: RealmData, idp: IdentityProvider, identity: BrokeredIdentity): BrokerLoginOutcome {
  const mappers = [...realm.identityProviderMappers.values()].filter((m) => m.identityProviderAlias === idp.alias);
  const syncMode = idp.config?.syncMode;
  const existing = linkedUser(realm, idp.alias, identity.id);
  if (existing) {
    if (!existing.enabled) return { kind: "disabled" };
    if (syncMode === "FORCE") updateProfile(existing, identity, idp.trustEmail === true);
    applyBrokerMappers(realm, mappers, syncMode, existing, identity.claims, false);
    return { kind: "success", user: existing, created: false };
  }
  const username = brokeredUsername(idp, realm.identityProviderMappers, identity).toLowerCase();
  if (findUserByUsername(realm, username)) return { kind: "exists", attribute: "username", value: username };
  const email = text(identity.claims.email)?.toLowerCase();
  if (email && realm.rep.duplicateEmailsAllowed !== true && [...realm.users.values()].some((u) => u.email === email))
    return { kind: "exists", attribute: "email", value: email };
  const user: UserRecord = {
    id: randomUUID(),
    username,
    enabled: true,
    emailVerified: false,
    createdTimestamp: Date.now(),
    attributes: {},
    requiredActions: [],
    notBefore: 0,
    credentials: [],
    roleIds: realm.defaultRoleId ? [realm.defaultRoleId] : [],
    groupIds: [...realm.defaultGroupIds],
    federatedIdentities: [{ identityProvider: idp.alias, userId: identity.id, userName: username }],
    consents: [],
  };
  updateProfile(user, identity, idp.trustEmail === true);
  applyBrokerMappers(realm, mappers, syncMode, user, identity.claims, true);
  realm.users.set(user.id, user);
  invalidateUserIndex(realm);
  return { kind: "success", user, created: true };
}
