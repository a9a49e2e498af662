import type ClientPolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientPolicyRepresentation.js";
import type ClientProfileRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientProfileRepresentation.js";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { RealmEventsConfigRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmEventsConfigRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { UserProfileConfig } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";

export type Severity = "high" | "medium" | "low";

/** The realm's configuration as the admin API answers it: what every rule reads. */
export type AdvisorData = {
  /** When the configuration was read (epoch milliseconds): what ages are measured against. */
  now: number;
  realm: RealmRepresentation;
  clients: readonly ClientRepresentation[];
  identityProviders: readonly IdentityProviderRepresentation[];
  /** The realm's client policies and Keycloak's global ones. */
  clientPolicies: readonly ClientPolicyRepresentation[];
  /** The realm's client profiles and Keycloak's global ones, which the policies name. */
  clientProfiles: readonly ClientProfileRepresentation[];
  /** The user-storage components (LDAP, Kerberos, custom). */
  userStorage: readonly ComponentRepresentation[];
  eventsConfig: RealmEventsConfigRepresentation;
  userProfile: UserProfileConfig;
  /** The composites of the realm's default role (default-roles-{realm}): every user has them. */
  defaultRoles: readonly RoleRepresentation[];
  /**
   * The users holding realm-admin or a manage-* role of realm-management directly, with their credentials' types.
   */
  administrators: readonly { user: UserRepresentation; credentialTypes: readonly string[] }[];
  /**
   * The groups holding realm-admin or a manage-* role of realm-management directly, each with the ids from the root
   * down to it.
   */
  adminGroups: readonly { group: GroupRepresentation; idPath: readonly string[] }[];
  /** Every composite role of the realm and its clients, with the roles each holds directly. */
  compositeRoles: readonly { role: RoleRepresentation; composites: readonly RoleRepresentation[] }[];
  /** The realm-management roles mapped to each client's service account, by the client's id. */
  serviceAccountAdminRoles: Readonly<Record<string, readonly RoleRepresentation[]>>;
  /** The ids of the clients' service-account users. */
  serviceAccountUsers: readonly string[];
};

/** Where a realm-wide setting is changed: a realm-settings tab, or the authentication policies' password policy. */
export type RealmTab =
  | "general"
  | "login"
  | "tokens"
  | "sessions"
  | "security-defenses"
  | "events"
  | "user-registration"
  | "password-policy";

/** The object a finding concerns, and so the screen where it is fixed. */
export type Subject =
  | { kind: "realm"; tab: RealmTab }
  | { kind: "client"; id: string; name: string; tab?: "serviceAccount" | "credentials" | "dedicatedScope" }
  | { kind: "user"; id: string; name: string }
  | { kind: "group"; id: string; name: string; idPath: readonly string[] }
  /** A realm role, or a client's role (clientId: the client's internal id). */
  | { kind: "role"; id: string; name: string; clientId?: string }
  | { kind: "identityProvider"; alias: string; providerId: string }
  | { kind: "userStorage"; id: string; name: string; providerId: string };

/**
 * One line of a fix's review: the field's message key, and its value before and after; a choice's values may be
 * `shownAs` the message keys of its options.
 */
export type FixChange = {
  label: string;
  before: string | boolean | null;
  after: string | boolean | null;
  shownAs?: { before: string; after: string };
};

/**
 * A one-obvious-change fix: the fields to set on the subject's representation (or, for "eventsConfig", on the
 * realm's events configuration), shown for review first.
 */
export type Fix = {
  target: "realm" | "client" | "identityProvider" | "eventsConfig";
  patch: Record<string, unknown>;
  changes: readonly FixChange[];
};

/** What a rule found on one object. */
export type Hit = { subject: Subject; fix?: Fix };

/** One part of the configuration, read by a request of its own. */
export type Source = keyof AdvisorData;

/** A small pure function over the configuration, with its severity and the message keys that explain it. */
export type Rule = {
  /** Stable: dismissals are kept under it. */
  id: string;
  severity: Severity;
  /** Message key of the rule's short title. */
  title: string;
  /** Message key of the one sentence saying why it matters. */
  why: string;
  /** What it reads: it runs only once all of them have loaded. */
  needs: readonly Source[];
  check(data: AdvisorData): Hit[];
};

export type Finding = {
  /** `{rule id}:{subject key}`, what a dismissal names. */
  key: string;
  rule: Rule;
  subject: Subject;
  fix?: Fix;
};
