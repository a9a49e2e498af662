// The policy search Keycloak's PolicyService answers (policy and permission lists): by id, name (a part of it,
// any case), type, owner, a resource or a scope (by id or name), permissions or policies only; paged, by name.
import type { Request } from "express";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import {
  findResource,
  findScope,
  isPermission,
  type AuthzPolicy,
  type ResourceServerRecord,
} from "../../../realm/authz/model.js";
import { policyRep } from "../../../realm/authz/reps.js";
import { boolParam, lc, page, queryString } from "../../http.js";

export function listPolicies(
  req: Request,
  rs: ResourceServerRecord,
  onlyPermissions?: boolean,
): PolicyRepresentation[] {
  const name = queryString(req, "name")?.trim();
  const type = queryString(req, "type")?.trim();
  const policyId = queryString(req, "policyId")?.trim();
  const owner = queryString(req, "owner")?.trim();
  const permission = onlyPermissions ?? boolParam(queryString(req, "permission"));
  const resourceKey = queryString(req, "resource")?.trim();
  const scopeKey = queryString(req, "scope")?.trim();
  const resource = resourceKey ? findResource(rs, resourceKey) : undefined;
  const scope = scopeKey ? findScope(rs, scopeKey) : undefined;
  if ((resourceKey && !resource) || (scopeKey && !scope)) return [];
  const keep = (p: AuthzPolicy) =>
    (!policyId || p.id === policyId) &&
    (!name || lc(p.name).includes(lc(name))) &&
    (!type || p.type === type) &&
    (!owner || (p as { owner?: string }).owner === owner) &&
    (permission === undefined || isPermission(p) === permission) &&
    (!resource || p.resources.includes(resource._id)) &&
    (!scope || p.scopes.includes(scope.id));
  const found = rs.policies.filter(keep).sort((a, b) => a.name.localeCompare(b.name));
  // the permission list leaves the providers' config out
  return page(found, req.query).map((p) => {
    const { config, ...rest } = policyRep(p);
    return onlyPermissions ? rest : { ...rest, config };
  });
}
