// Keycloak's decisions over a resource server: a policy's vote (aggregates and permissions combine their associated
// policies by their own decision strategy, NEGATIVE logic inverts), the permissions that apply to a resource and its
// scopes (resource, resource-type and scope-based), and the resource server's strategy and enforcement mode over them.
import type { RealmData } from "../../store/model.js";
import { findPolicy, type AuthzPolicy, type AuthzResource, type ResourceServerRecord } from "./model.js";
import { grants, type Identity } from "./policyVoters.js";

export type Effect = "PERMIT" | "DENY";

export interface PolicyVote {
  policy: AuthzPolicy;
  status: Effect;
  associated: PolicyVote[];
}

export interface PermissionVote extends PolicyVote {
  /** ids of the evaluated scopes this permission speaks for */
  scopeIds: string[];
}

export interface ResourceDecision {
  resource: AuthzResource;
  scopeIds: string[];
  permissions: PermissionVote[];
  allowedScopeIds: string[];
  status: Effect;
}

/** UNANIMOUS: every vote grants; AFFIRMATIVE: one does; CONSENSUS: more grant than deny. No vote never grants. */
export function combine(strategy: string, statuses: Effect[]): boolean {
  const granted = statuses.filter((s) => s === "PERMIT").length;
  const denied = statuses.length - granted;
  if (strategy === "AFFIRMATIVE") return granted > 0;
  if (strategy === "CONSENSUS") return granted > denied;
  return granted > 0 && denied === 0;
}

export function vote(
  realm: RealmData,
  rs: ResourceServerRecord,
  policy: AuthzPolicy,
  identity: Identity,
  path: ReadonlySet<string> = new Set(),
): PolicyVote {
  const combines = policy.type === "aggregate" || policy.type === "resource" || policy.type === "scope";
  // a policy that (through aggregates) contains itself cannot grant
  const inner = new Set([...path, policy.id]);
  const associated = combines
    ? policy.policies.flatMap((id) => {
        const child = findPolicy(rs, id);
        return child && !inner.has(child.id) ? [vote(realm, rs, child, identity, inner)] : [];
      })
    : [];
  const granted = combines
    ? combine(
        policy.decisionStrategy,
        associated.map((a) => a.status),
      )
    : grants(realm, policy, identity);
  const effective = policy.logic === "NEGATIVE" ? !granted : granted;
  return { policy, status: effective ? "PERMIT" : "DENY", associated };
}

/** the permissions that apply to a resource and, of the evaluated scopes, those each one speaks for */
function applicable(rs: ResourceServerRecord, resource: AuthzResource, scopeIds: string[]) {
  const resourceScopes = new Set(resource.scopes.map((s) => s.id));
  return rs.policies.flatMap((p) => {
    const named = p.resources.includes(resource._id);
    if (p.type === "resource") {
      const byType = p.resources.length === 0 && !!resource.type && p.config.defaultResourceType === resource.type;
      return named || byType ? [{ permission: p, scopeIds }] : [];
    }
    if (p.type !== "scope") return [];
    if (!named && (p.resources.length > 0 || !p.scopes.some((id) => resourceScopes.has(id)))) return [];
    const covered = scopeIds.filter((id) => p.scopes.includes(id));
    return covered.length || (named && scopeIds.length === 0) ? [{ permission: p, scopeIds: covered }] : [];
  });
}

export function decideResource(
  realm: RealmData,
  rs: ResourceServerRecord,
  resource: AuthzResource,
  requestedScopeIds: string[],
  identity: Identity,
): ResourceDecision {
  const scopeIds = requestedScopeIds.length ? requestedScopeIds : resource.scopes.map((s) => s.id);
  if (rs.policyEnforcementMode === "DISABLED")
    return { resource, scopeIds, permissions: [], allowedScopeIds: scopeIds, status: "PERMIT" };
  const permissions: PermissionVote[] = applicable(rs, resource, scopeIds).map(({ permission, scopeIds }) => ({
    ...vote(realm, rs, permission, identity),
    scopeIds,
  }));
  const decide = (relevant: PermissionVote[]) =>
    relevant.length === 0
      ? rs.policyEnforcementMode === "PERMISSIVE"
      : combine(
          rs.decisionStrategy,
          relevant.map((p) => p.status),
        );
  if (scopeIds.length === 0) {
    const status = decide(permissions) ? "PERMIT" : "DENY";
    return { resource, scopeIds, permissions, allowedScopeIds: [], status };
  }
  const allowedScopeIds = scopeIds.filter((scopeId) =>
    decide(permissions.filter((p) => p.policy.type === "resource" || p.scopeIds.includes(scopeId))),
  );
  return { resource, scopeIds, permissions, allowedScopeIds, status: allowedScopeIds.length ? "PERMIT" : "DENY" };
}
