// The dev server's in-memory model of a realm. Collections are keyed by id so that renames and moves never
// invalidate references; role mappings, memberships and composites hold ids. The import/export in realmExport.ts
// converts from and to Keycloak's realm-export JSON, which is also the on-disk format in DATA_DIR.
import type AdminEventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/adminEventRepresentation.js";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import type AuthenticatorConfigRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticatorConfigRepresentation.js";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type ClientScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientScopeRepresentation.js";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";
import type FederatedIdentityRepresentation from "@keycloak/keycloak-admin-client/lib/defs/federatedIdentityRepresentation.js";
import type IdentityProviderMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperRepresentation.js";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import type UserConsentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userConsentRepresentation.js";

export type Attributes = Record<string, string[]>;

/**
 * the parts of a realm kept as maps of records by id (identity providers by alias), named alike in RealmData and in a
 * realm export
 */
export const RECORD_MAPS = [
  "users",
  "groups",
  "roles",
  "clients",
  "clientScopes",
  "components",
  "identityProviders",
  "identityProviderMappers",
  "organizations",
  "authenticationFlows",
  "authenticatorConfig",
] as const;

export interface CredentialRecord {
  id: string;
  type: string;
  userLabel?: string;
  createdDate: number;
  /** Keycloak's hashed form; a plaintext `value` is hashed before a credential is kept (realm/plainPasswords.ts) */
  secretData?: string;
  credentialData?: string;
  temporary?: boolean;
}

export interface UserRecord {
  id: string;
  username: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled: boolean;
  emailVerified: boolean;
  createdTimestamp: number;
  attributes: Attributes;
  requiredActions: string[];
  federationLink?: string;
  serviceAccountClientId?: string;
  notBefore: number;
  /** ordered by priority, first = highest */
  credentials: CredentialRecord[];
  roleIds: string[];
  groupIds: string[];
  federatedIdentities: FederatedIdentityRepresentation[];
  consents: UserConsentRepresentation[];
}

export interface GroupRecord {
  id: string;
  name: string;
  description?: string;
  parentId?: string;
  attributes: Attributes;
  roleIds: string[];
}

export interface RoleRecord {
  id: string;
  name: string;
  description?: string;
  /** the client's internal id for client roles, the realm's id for realm roles */
  containerId: string;
  clientRole: boolean;
  attributes: Attributes;
  compositeIds: string[];
}

export interface OrganizationRecord extends Omit<OrganizationRepresentation, "members"> {
  id: string;
  name: string;
  memberIds: string[];
  /** alias of linked identity providers */
  identityProviderAliases: string[];
  /** the organization's own groups (Keycloak 26.6+), apart from the realm's */
  groups?: OrganizationGroupRecord[];
}

export interface OrganizationGroupRecord {
  id: string;
  name: string;
  description?: string;
  /** the parent group; none for a top-level group */
  parentId?: string;
  attributes: Attributes;
  /** ids of the members of the organization who belong to the group */
  memberIds: string[];
}

export interface RealmData {
  /** realm settings only; collections live in the maps below */
  rep: RealmRepresentation & { id: string; realm: string };
  users: Map<string, UserRecord>;
  groups: Map<string, GroupRecord>;
  roles: Map<string, RoleRecord>;
  clients: Map<string, ClientRepresentation & { id: string; clientId: string }>;
  clientScopes: Map<string, ClientScopeRepresentation & { id: string; name: string }>;
  components: Map<string, ComponentRepresentation & { id: string }>;
  identityProviders: Map<string, IdentityProviderRepresentation & { alias: string }>;
  identityProviderMappers: Map<string, IdentityProviderMapperRepresentation & { id: string }>;
  organizations: Map<string, OrganizationRecord>;
  authenticationFlows: Map<string, AuthenticationFlowRepresentation & { id: string; alias: string }>;
  authenticatorConfig: Map<string, AuthenticatorConfigRepresentation & { id: string }>;
  requiredActions: RequiredActionProviderRepresentation[];
  defaultGroupIds: string[];
  defaultRoleId: string;
  defaultDefaultClientScopeIds: string[];
  defaultOptionalClientScopeIds: string[];
  /** client id or client-scope id -> ids of the roles in its scope (Keycloak's scopeMappings / clientScopeMappings) */
  scopeMappings: Map<string, string[]>;
  /** locale -> key -> text: the realm's overrides of the admin and login messages */
  localizationTexts: Record<string, Record<string, string>>;
  events: EventRepresentation[];
  adminEvents: AdminEventRepresentation[];
}
