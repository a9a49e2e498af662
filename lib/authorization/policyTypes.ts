/** The policy types Keycloak's authorization services offer, as the REST paths name them (policy/{type}). */
export const POLICY_TYPES = [
  "aggregate",
  "client",
  "client-scope",
  "group",
  "js",
  "regex",
  "role",
  "time",
  "user",
] as const;

export type PolicyType = (typeof POLICY_TYPES)[number];

export function isPolicyType(value: string): value is PolicyType {
  return (POLICY_TYPES as readonly string[]).includes(value);
}

/** Message key of each type's name (Keycloak's). */
export const POLICY_TYPE_TITLES: Record<PolicyType, string> = {
  aggregate: "policyTypeAggregate",
  client: "policyTypeClient",
  "client-scope": "policyTypeClientScope",
  group: "policyTypeGroup",
  js: "policyTypeJs",
  regex: "policyTypeRegex",
  role: "policyTypeRole",
  time: "policyTypeTime",
  user: "policyTypeUser",
};

/** The permission types: on resources (or a resource type) or on scopes. */
export const PERMISSION_TYPES = ["resource", "scope"] as const;

export type PermissionType = (typeof PERMISSION_TYPES)[number];

export function isPermissionType(value: string): value is PermissionType {
  return (PERMISSION_TYPES as readonly string[]).includes(value);
}

export const DECISION_STRATEGIES = ["UNANIMOUS", "AFFIRMATIVE", "CONSENSUS"] as const;
export type DecisionStrategyValue = (typeof DECISION_STRATEGIES)[number];

export const LOGICS = ["POSITIVE", "NEGATIVE"] as const;
export type LogicValue = (typeof LOGICS)[number];

export const ENFORCEMENT_MODES = ["ENFORCING", "PERMISSIVE", "DISABLED"] as const;
export type EnforcementMode = (typeof ENFORCEMENT_MODES)[number];
