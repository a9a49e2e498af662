// Authorization services of a client: the resource server's settings, its resources, scopes and policies
// (permissions are policies). A policy type's own fields (its roles, users, clients, time window, code) pass through
// to that type's rules.
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import type ResourceServerRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceServerRepresentation.js";
import type ScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/scopeRepresentation.js";
import { z } from "zod";
import { flag, list, map, representation, text, TEXT_MAX, textListMap } from "./jackson.js";

const scopeFields = { id: text(), name: text(), displayName: text(), iconUri: text() };
export const authzScopeSchema = representation<ScopeRepresentation>(scopeFields);

/** a resource names its scopes as objects or, in some calls, by name */
const scopeRef = z.union([text(), representation<ScopeRepresentation>(scopeFields)]);

export const authzResourceSchema = representation<ResourceRepresentation>({
  _id: text(),
  name: text(),
  displayName: text(),
  type: text(),
  ownerManagedAccess: flag(),
  uris: list(text(TEXT_MAX)),
  icon_uri: text(),
  attributes: textListMap(),
  scopes: list(scopeRef),
  owner: z.union([text(), representation({ id: text(), name: text() })]).nullish(),
});

export const authzPolicySchema = representation<PolicyRepresentation>({
  id: text(),
  name: text(),
  description: text(TEXT_MAX),
  type: text(),
  logic: text(),
  decisionStrategy: text(),
  owner: text(),
  resourceType: text(),
  policies: list(text()),
  resources: list(text()),
  scopes: list(text()),
  users: list(text()),
  config: map(text(TEXT_MAX)),
});

export const resourceServerSchema = representation<ResourceServerRepresentation>({
  id: text(),
  clientId: text(),
  name: text(),
  allowRemoteResourceManagement: flag(),
  policyEnforcementMode: text(),
  decisionStrategy: text(),
  resources: list(authzResourceSchema),
  policies: list(authzPolicySchema),
  scopes: list(authzScopeSchema),
});
