// The admin API's policy evaluation (PolicyEvaluationService): who asks (a user, extra roles, a client, context
// attributes), which resources and scopes, and the answer as a PolicyEvaluationResponse with every permission's vote.
import type EvaluationResultRepresentation from "@keycloak/keycloak-admin-client/lib/defs/evaluationResultRepresentation.js";
import type PolicyEvaluationResponse from "@keycloak/keycloak-admin-client/lib/defs/policyEvaluationResponse.js";
import type PolicyResultRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyResultRepresentation.js";
import type { RealmData, UserRecord } from "../../store/model.js";
import { findRealmRole, findUserByUsername } from "../../store/realmLookups.js";
import { effectiveRoles, expandComposites } from "../userRoles.js";
import { decideResource, type PolicyVote, type ResourceDecision } from "./decisions.js";
import { findResource, findScope, type ResourceServerRecord } from "./model.js";
import type { Identity } from "./policyVoters.js";
import { parsePolicyDate } from "./policyTypes.js";

export interface EvaluationRequest {
  userId?: string;
  roleIds?: string[];
  clientId?: string;
  entitlements?: boolean;
  resourceType?: string;
  context?: { attributes?: Record<string, string | string[]> };
  resources?: { _id?: string; name?: string; scopes?: (string | { id?: string; name?: string })[] }[];
}

export type Evaluated = { response: PolicyEvaluationResponse } | { error: string };

function claimsOf(identity: Pick<Identity, "user">, clientId: string): Record<string, string[]> {
  const user = identity.user;
  if (!user) return { azp: [clientId] };
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const standard: Record<string, string | undefined> = {
    sub: user.id,
    preferred_username: user.username,
    email: user.email,
    given_name: user.firstName,
    family_name: user.lastName,
    name: name || undefined,
    azp: clientId,
  };
  const claims: Record<string, string[]> = { ...user.attributes };
  for (const [key, value] of Object.entries(standard)) if (value) claims[key] = [value];
  return claims;
}

/** the roles the request gives the identity besides the user's own (by id or realm role name), composites expanded */
function requestedRoles(realm: RealmData, request: EvaluationRequest) {
  const ids = (request.roleIds ?? []).flatMap((key) => {
    const id = realm.roles.has(key) ? key : findRealmRole(realm, key)?.id;
    return id ? [id] : [];
  });
  return expandComposites(realm, ids);
}

function identityFor(realm: RealmData, rs: ResourceServerRecord, request: EvaluationRequest): Identity | string {
  const userKey = request.userId?.trim();
  const user = userKey ? (realm.users.get(userKey) ?? findUserByUsername(realm, userKey)) : undefined;
  if (userKey && !user) return `User [${userKey}] does not exist`;
  const clientKey = request.clientId?.trim();
  const client = clientKey
    ? (realm.clients.get(clientKey) ?? [...realm.clients.values()].find((c) => c.clientId === clientKey))
    : realm.clients.get(rs.clientId);
  if (clientKey && !client) return `Client [${clientKey}] does not exist`;
  const roles = [...(user ? effectiveRoles(realm, user) : []), ...requestedRoles(realm, request)];
  const contextAttributes = Object.fromEntries(
    Object.entries(request.context?.attributes ?? {}).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.map(String) : [String(v)],
    ]),
  );
  const clock = contextAttributes["kc.time.date_time"]?.[0];
  const scopeNames = new Set(client?.defaultClientScopes ?? []);
  return {
    user,
    roleIds: new Set(roles.map((r) => r.id)),
    clientId: client?.id,
    clientScopeIds: new Set([...realm.clientScopes.values()].filter((s) => scopeNames.has(s.name)).map((s) => s.id)),
    claims: claimsOf({ user }, client?.clientId ?? ""),
    contextAttributes,
    now: (clock && parsePolicyDate(clock)) || new Date(),
  };
}

/**
 * a vote as PolicyEvaluationResponseBuilder writes it: the policy bare (its logic and config the representation's
 * defaults) with the names of its resources and scopes, a resource permission naming its resource's scopes; a denying
 * vote repeats the policy's own scope names
 */
function policyResult(
  rs: ResourceServerRecord,
  v: PolicyVote,
  resource?: ResourceDecision["resource"],
): PolicyResultRepresentation {
  const { policy } = v;
  const ownScopes = policy.scopes.flatMap((id) => findScope(rs, id)?.name ?? []);
  const scopes =
    resource && policy.type === "resource"
      ? resource.scopes.flatMap((s) => findScope(rs, s.id)?.name ?? [])
      : ownScopes;
  return {
    policy: {
      id: policy.id,
      name: policy.name,
      ...(policy.description ? { description: policy.description } : {}),
      type: policy.type,
      logic: "POSITIVE",
      decisionStrategy: policy.decisionStrategy,
      resources: policy.resources.flatMap((id) => findResource(rs, id)?.name ?? []),
      scopes,
      config: {},
    } as PolicyResultRepresentation["policy"],
    status: v.status as PolicyResultRepresentation["status"],
    associatedPolicies: v.associated.map((a) => policyResult(rs, a)),
    scopes: v.status === "DENY" ? ownScopes : [],
  } as PolicyResultRepresentation;
}

/** a resource's result: named with the scopes evaluated; allowed (and denied) scopes only when it is permitted */
function resultRep(rs: ResourceServerRecord, d: ResourceDecision): EvaluationResultRepresentation {
  const scopeRep = (id: string) => {
    const scope = findScope(rs, id);
    return { id, name: scope?.name ?? id };
  };
  const scopes = d.scopeIds.map(scopeRep);
  const permitted = d.status === "PERMIT";
  return {
    resource: {
      _id: d.resource._id,
      name: scopes.length
        ? `${d.resource.name} with scopes [${scopes.map((x) => x.name).join(", ")}]`
        : d.resource.name,
    },
    scopes,
    policies: d.permissions.map((p) => policyResult(rs, p, d.resource)),
    status: d.status as EvaluationResultRepresentation["status"],
    allowedScopes: permitted ? d.allowedScopeIds.map(scopeRep) : [],
    deniedScopes: permitted ? d.scopeIds.filter((id) => !d.allowedScopeIds.includes(id)).map(scopeRep) : [],
  } as EvaluationResultRepresentation;
}

/** the requested resources with the ids of their requested scopes; none requested means every resource (of a type) */
function requested(rs: ResourceServerRecord, request: EvaluationRequest) {
  const asked = (request.resources ?? []).filter((r) => r._id || r.name);
  if (asked.length === 0)
    return rs.resources
      .filter((r) => !request.resourceType || r.type === request.resourceType)
      .map((resource) => ({ resource, scopeIds: [] as string[] }));
  return asked.flatMap((r) => {
    const resource = findResource(rs, r._id ?? r.name ?? "");
    const scopeIds = (r.scopes ?? []).flatMap((s) => {
      const key = typeof s === "string" ? s : (s.id ?? s.name ?? "");
      return findScope(rs, key)?.id ?? [];
    });
    return resource ? [{ resource, scopeIds }] : [];
  });
}

/**
 * the access token Keycloak issues the evaluated user for the evaluated client, which the answer's rpt extends; the
 * realm roles the request adds are among its realm roles
 */
export type EvaluationToken = (
  user: UserRecord,
  clientId: string,
  addedRealmRoles: string[],
) => Record<string, unknown>;

export function evaluate(
  realm: RealmData,
  rs: ResourceServerRecord,
  request: EvaluationRequest,
  token?: EvaluationToken,
): Evaluated {
  const identity = identityFor(realm, rs, request);
  if (typeof identity === "string") return { error: identity };
  const decisions = requested(rs, request).map(({ resource, scopeIds }) =>
    decideResource(realm, rs, resource, scopeIds, identity),
  );
  const permitted = decisions.filter((d) => d.status === "PERMIT");
  // Keycloak denies when one result is denied, and permits otherwise (no result at all too)
  const status = permitted.length === decisions.length ? "PERMIT" : "DENY";
  return {
    response: {
      results: decisions.map((d) => resultRep(rs, d)),
      entitlements: request.entitlements === true,
      status: status as PolicyEvaluationResponse["status"],
      rpt: {
        ...(identity.user && identity.clientId && token
          ? token(
              identity.user,
              identity.clientId,
              requestedRoles(realm, request).flatMap((role) => (role.clientRole ? [] : [role.name])),
            )
          : {
              ...(identity.user ? { sub: identity.user.id, preferred_username: identity.user.username } : {}),
              azp: identity.claims.azp?.[0],
            }),
        authorization: {
          permissions: permitted.map((d) => ({
            rsid: d.resource._id,
            rsname: d.resource.name,
            scopes: d.allowedScopeIds.map((id) => findScope(rs, id)?.name ?? id),
          })),
        },
      } as unknown as PolicyEvaluationResponse["rpt"],
    },
  };
}
