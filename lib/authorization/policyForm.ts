import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import type { DecisionStrategyValue, LogicValue, PolicyType } from "./policyTypes";
import {
  EMPTY_TIME_POLICY,
  fromTimePolicyValues,
  toTimePolicyValues,
  type TimePolicyFields,
  type TimePolicyValues,
} from "./timePolicy";

/** A role or client scope a policy names, and whether the user must hold it for the policy to grant. */
export type RequiredEntry = { id: string; required: boolean };

/** A group a policy names; with extendChildren its subgroups count too. */
export type GroupEntry = { id: string; path: string; extendChildren: boolean };

/** Every policy type's fields in one form; each type converts only its own. */
export type PolicyValues = {
  name: string;
  description: string;
  logic: LogicValue;
  decisionStrategy: DecisionStrategyValue;
  policies: string[];
  clients: string[];
  users: string[];
  clientScopes: RequiredEntry[];
  roles: RequiredEntry[];
  fetchRoles: boolean;
  groups: GroupEntry[];
  groupsClaim: string;
  code: string;
  targetClaim: string;
  pattern: string;
  targetContextAttributes: boolean;
  time: TimePolicyValues;
};

/** The typed representation Keycloak reads and writes at policy/{type}[/{id}], beyond the common fields. */
export type TypedPolicyRepresentation = Omit<PolicyRepresentation, "roles"> &
  TimePolicyFields & {
    roles?: { id: string; required?: boolean }[];
    fetchRoles?: boolean;
    clientScopes?: { id: string; required?: boolean }[];
    clients?: string[];
    groups?: { id: string; path?: string; extendChildren?: boolean }[];
    groupsClaim?: string;
    code?: string;
    targetClaim?: string;
    pattern?: string;
    targetContextAttributes?: boolean;
  };

export const NEW_POLICY: PolicyValues = {
  name: "",
  description: "",
  logic: "POSITIVE",
  decisionStrategy: "UNANIMOUS",
  policies: [],
  clients: [],
  users: [],
  clientScopes: [],
  roles: [],
  fetchRoles: false,
  groups: [],
  groupsClaim: "",
  code: "",
  targetClaim: "",
  pattern: "",
  targetContextAttributes: false,
  time: EMPTY_TIME_POLICY,
};

const requiredEntries = (list: { id: string; required?: boolean }[] | undefined): RequiredEntry[] =>
  (list ?? []).map(({ id, required }) => ({ id, required: !!required }));

export function toPolicyValues(policy: TypedPolicyRepresentation): PolicyValues {
  return {
    ...NEW_POLICY,
    name: policy.name ?? "",
    description: policy.description ?? "",
    logic: policy.logic === "NEGATIVE" ? "NEGATIVE" : "POSITIVE",
    decisionStrategy: (policy.decisionStrategy as DecisionStrategyValue | undefined) ?? "UNANIMOUS",
    policies: policy.policies ?? [],
    clients: policy.clients ?? [],
    users: policy.users ?? [],
    clientScopes: requiredEntries(policy.clientScopes),
    roles: requiredEntries(policy.roles),
    fetchRoles: !!policy.fetchRoles,
    groups: (policy.groups ?? []).map(({ id, path, extendChildren }) => ({
      id,
      path: path ?? "",
      extendChildren: !!extendChildren,
    })),
    groupsClaim: policy.groupsClaim ?? "",
    code: policy.code ?? "",
    targetClaim: policy.targetClaim ?? "",
    pattern: policy.pattern ?? "",
    targetContextAttributes: !!policy.targetContextAttributes,
    time: toTimePolicyValues(policy),
  };
}

function typeFields(type: PolicyType, values: PolicyValues): Partial<TypedPolicyRepresentation> {
  switch (type) {
    case "aggregate":
      return {
        policies: values.policies,
        decisionStrategy: values.decisionStrategy as PolicyRepresentation["decisionStrategy"],
      };
    case "client":
      return { clients: values.clients };
    case "client-scope":
      return { clientScopes: values.clientScopes };
    case "group":
      return {
        groups: values.groups.map(({ id, path, extendChildren }) => ({ id, path, extendChildren })),
        ...(values.groupsClaim.trim() ? { groupsClaim: values.groupsClaim.trim() } : {}),
      };
    case "js":
      return { code: values.code };
    case "regex":
      return {
        targetClaim: values.targetClaim,
        pattern: values.pattern,
        targetContextAttributes: values.targetContextAttributes,
      };
    case "role":
      return { roles: values.roles, fetchRoles: values.fetchRoles };
    case "time":
      return fromTimePolicyValues(values.time);
    case "user":
      return { users: values.users };
  }
}

/** The representation to send to policy/{type}: the common fields and the type's own, nothing of other types. */
export function fromPolicyValues(type: PolicyType, values: PolicyValues, id?: string): TypedPolicyRepresentation {
  return {
    ...(id ? { id } : {}),
    type,
    name: values.name.trim(),
    description: values.description,
    logic: values.logic as PolicyRepresentation["logic"],
    ...typeFields(type, values),
  };
}
