import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import type { DecisionStrategyValue, PermissionType } from "./policyTypes";

/** A permission as its form edits it; the resources, scopes and policies are ids. */
export type PermissionValues = {
  name: string;
  description: string;
  /** A resource-based permission on every resource of a type instead of chosen resources. */
  applyToResourceType: boolean;
  resourceType: string;
  resources: string[];
  /** A scope-based permission's one resource, or "" for scopes of any resource. */
  resource: string;
  scopes: string[];
  policies: string[];
  decisionStrategy: DecisionStrategyValue;
};

export const NEW_PERMISSION: PermissionValues = {
  name: "",
  description: "",
  applyToResourceType: false,
  resourceType: "",
  resources: [],
  resource: "",
  scopes: [],
  policies: [],
  decisionStrategy: "UNANIMOUS",
};

/** What Keycloak keeps apart from the permission (GET .../permission/{id}/resources, /scopes, /associatedPolicies). */
export type PermissionAssociations = { resources: string[]; scopes: string[]; policies: string[] };

export function toPermissionValues(
  permission: PolicyRepresentation,
  associations: PermissionAssociations,
): PermissionValues {
  return {
    name: permission.name ?? "",
    description: permission.description ?? "",
    applyToResourceType: !!permission.resourceType,
    resourceType: permission.resourceType ?? "",
    resources: associations.resources,
    resource: associations.resources[0] ?? "",
    scopes: associations.scopes,
    policies: associations.policies,
    decisionStrategy: (permission.decisionStrategy as DecisionStrategyValue | undefined) ?? "UNANIMOUS",
  };
}

/**
 * The representation to send to permission/{type}: a resource-based permission names a resource type or resources,
 * never both; a scope-based one its scopes and, optionally, the one resource they belong to.
 */
export function fromPermissionValues(
  type: PermissionType,
  values: PermissionValues,
  id?: string,
): PolicyRepresentation {
  const common: PolicyRepresentation = {
    ...(id ? { id } : {}),
    type,
    name: values.name.trim(),
    description: values.description,
    policies: values.policies,
    decisionStrategy: values.decisionStrategy as PolicyRepresentation["decisionStrategy"],
    logic: "POSITIVE" as PolicyRepresentation["logic"],
  };
  if (type === "scope")
    return { ...common, resources: values.resource ? [values.resource] : [], scopes: values.scopes };
  return values.applyToResourceType
    ? { ...common, resourceType: values.resourceType.trim(), resources: [] }
    : { ...common, resources: values.resources };
}
