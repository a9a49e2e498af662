// Which permissions concern a resource or a scope, as the admin API lists them: those naming it, resource-type
// permissions for its type, and scope-based permissions (without resources) on one of its scopes.
import {
  isPermission,
  type AuthzPolicy,
  type AuthzResource,
  type AuthzScope,
  type ResourceServerRecord,
} from "./model.js";

export function permissionsOfResource(rs: ResourceServerRecord, resource: AuthzResource): AuthzPolicy[] {
  const scopeIds = new Set(resource.scopes.map((s) => s.id));
  return rs.policies.filter((p) => {
    if (!isPermission(p)) return false;
    if (p.resources.includes(resource._id)) return true;
    if (p.resources.length > 0) return false;
    if (p.type === "resource") return !!resource.type && p.config.defaultResourceType === resource.type;
    return p.scopes.some((id) => scopeIds.has(id));
  });
}

export function permissionsOfScope(rs: ResourceServerRecord, scope: AuthzScope): AuthzPolicy[] {
  return rs.policies.filter((p) => isPermission(p) && p.scopes.includes(scope.id));
}

export function resourcesOfScope(rs: ResourceServerRecord, scope: AuthzScope): AuthzResource[] {
  return rs.resources.filter((r) => r.scopes.some((s) => s.id === scope.id));
}
