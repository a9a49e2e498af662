// The "any of" role lists Keycloak's permission evaluators accept (AdminPermissions, UserPermissions, ...).
export const ADMIN_ROLES = [
  "create-client",
  "impersonation",
  "manage-authorization",
  "manage-clients",
  "manage-events",
  "manage-identity-providers",
  "manage-organizations",
  "manage-realm",
  "manage-users",
  "query-clients",
  "query-groups",
  "query-organizations",
  "query-realms",
  "query-users",
  "view-authorization",
  "view-clients",
  "view-events",
  "view-identity-providers",
  "view-organizations",
  "view-realm",
  "view-users",
  "realm-admin",
] as const;

export const USERS_QUERY = ["query-users", "view-users", "manage-users"] as const;
export const USERS_VIEW = ["view-users", "manage-users"] as const;
export const USERS_MANAGE = ["manage-users"] as const;
export const USERS_IMPERSONATE = ["impersonation"] as const;

export const GROUPS_LIST = ["query-groups", "view-users", "manage-users"] as const;
export const GROUPS_VIEW = ["view-users", "manage-users"] as const;
export const GROUPS_MANAGE = ["manage-users"] as const;

export const CLIENTS_LIST = ["query-clients", "view-clients", "manage-clients"] as const;
export const CLIENTS_VIEW = ["view-clients", "manage-clients"] as const;
export const CLIENTS_MANAGE = ["manage-clients"] as const;

export const REALM_VIEW = ["view-realm", "manage-realm"] as const;
export const REALM_MANAGE = ["manage-realm"] as const;

export const EVENTS_VIEW = ["view-events", "manage-events"] as const;
export const EVENTS_MANAGE = ["manage-events"] as const;

export const IDP_VIEW = ["view-identity-providers", "manage-identity-providers"] as const;
export const IDP_MANAGE = ["manage-identity-providers"] as const;

// OrganizationPermissions: the realm's managers may manage its organizations too
export const ORGS_QUERY = [
  "query-organizations",
  "view-organizations",
  "manage-organizations",
  "manage-realm",
] as const;
export const ORGS_VIEW = ["view-organizations", "manage-organizations", "manage-realm"] as const;
export const ORGS_MANAGE = ["manage-organizations", "manage-realm"] as const;

// RealmPermissions: viewing authorization settings takes view- or manage-authorization; changing them
// manage-authorization or manage-clients
export const AUTHZ_VIEW = ["view-authorization", "manage-authorization"] as const;
export const AUTHZ_MANAGE = ["manage-authorization", "manage-clients"] as const;
