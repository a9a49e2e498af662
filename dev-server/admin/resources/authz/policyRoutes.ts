// The routes PolicyService and PermissionService share under policy/ and permission/: the list, search by name,
// create by type, read/update/delete by type and id or by id alone, and a policy's dependent and associated
// policies, resources and scopes. `{key}` is a provider type when Keycloak knows it, otherwise a policy's id.
import type { Request, Response, Router } from "express";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import type { RealmData } from "../../../store/model.js";
import { findResource, findScope, type AuthzPolicy, type ResourceServerRecord } from "../../../realm/authz/model.js";
import { isWriteError } from "../../../realm/authz/objectWrites.js";
import { deletePolicy, dependentPolicies, isKnownType, writePolicy } from "../../../realm/authz/policyWrites.js";
import { policyRep, policySummary, typedPolicyRep } from "../../../realm/authz/reps.js";
import type { AdminContext } from "../../context.js";
import { jsonBody, noContent, param, queryString } from "../../http.js";
import { AUTHZ_BASE, authzError, authzRoute, notFoundObject, recordAuthzWrite } from "./authzRoute.js";
import { listPolicies } from "./policyListing.js";

const TYPE = "AUTHORIZATION_POLICY";

function withAssociations(policy: AuthzPolicy): PolicyRepresentation {
  return {
    ...typedPolicyRep(policy),
    ...(policy.policies.length ? { policies: policy.policies } : {}),
    ...(policy.resources.length ? { resources: policy.resources } : {}),
    ...(policy.scopes.length ? { scopes: policy.scopes } : {}),
  };
}

const SUB_RESOURCES = new Map<string, (rs: ResourceServerRecord, policy: AuthzPolicy) => unknown>([
  ["dependentPolicies", (rs, policy) => dependentPolicies(rs, policy).map((p) => policySummary(p))],
  [
    "associatedPolicies",
    (rs, policy) =>
      policy.policies.flatMap((id) => rs.policies.filter((p) => p.id === id).map((p) => policySummary(p, true))),
  ],
  [
    "resources",
    (rs, policy) =>
      policy.resources.flatMap((id) => {
        const resource = findResource(rs, id);
        if (!resource) return [];
        const { _id, name, displayName } = resource;
        return [{ _id, name, ...(displayName ? { displayName } : {}) }];
      }),
  ],
  [
    "scopes",
    (rs, policy) =>
      policy.scopes.flatMap((id) => {
        const scope = findScope(rs, id);
        return scope ? [{ id: scope.id, name: scope.name }] : [];
      }),
  ],
]);

export function registerPolicyRoutes(router: Router, ctx: AdminContext, segment: "policy" | "permission"): void {
  const base = `${AUTHZ_BASE}/${segment}`;
  const onlyPermissions = segment === "permission" ? true : undefined;

  const save = (
    req: Request,
    res: Response,
    rs: ResourceServerRecord,
    realm: RealmData,
    type: string,
    existing?: AuthzPolicy,
  ) => {
    const written = writePolicy(realm, rs, type, jsonBody<PolicyRepresentation>(req), existing);
    if (isWriteError(written)) return authzError(res, written);
    const rep = withAssociations(written);
    recordAuthzWrite(ctx, req, realm, existing ? "UPDATE" : "CREATE", TYPE, rep, existing ? undefined : written.id);
    // Keycloak answers an update, too, with 201 Created (and no body)
    if (existing) res.status(201).end();
    else res.status(201).json(rep);
  };
  const remove = (req: Request, res: Response, rs: ResourceServerRecord, realm: RealmData, policy: AuthzPolicy) => {
    deletePolicy(rs, policy);
    recordAuthzWrite(ctx, req, realm, "DELETE", TYPE);
    noContent(res);
  };
  const byId = (rs: ResourceServerRecord, id: string) => rs.policies.find((p) => p.id === id);

  router.get(
    base,
    authzRoute(ctx, "view", (req, res, rs) => res.json(listPolicies(req, rs, onlyPermissions))),
  );
  router.post(
    base,
    authzRoute(ctx, "manage", (req, res, rs, realm) =>
      save(req, res, rs, realm, String(jsonBody<PolicyRepresentation>(req).type ?? "")),
    ),
  );
  router.get(
    `${base}/search`,
    authzRoute(ctx, "view", (req, res, rs) => {
      const name = queryString(req, "name");
      if (!name) return void res.status(400).end();
      const policy = rs.policies.find((p) => p.name === name);
      if (!policy) return noContent(res);
      res.json(policyRep(policy));
    }),
  );

  router.post(
    `${base}/:key`,
    authzRoute(ctx, "manage", (req, res, rs, realm) => {
      const type = param(req, "key");
      if (!isKnownType(type)) return notFoundObject(res);
      save(req, res, rs, realm, type);
    }),
  );
  router.get(
    `${base}/:key`,
    authzRoute(ctx, "view", (req, res, rs) => {
      const policy = byId(rs, param(req, "key"));
      if (!policy) return notFoundObject(res);
      res.json(policyRep(policy));
    }),
  );
  router.put(
    `${base}/:key`,
    authzRoute(ctx, "manage", (req, res, rs, realm) => {
      const policy = byId(rs, param(req, "key"));
      if (!policy) return notFoundObject(res);
      save(req, res, rs, realm, policy.type, policy);
    }),
  );
  router.delete(
    `${base}/:key`,
    authzRoute(ctx, "manage", (req, res, rs, realm) => {
      const policy = byId(rs, param(req, "key"));
      if (!policy) return notFoundObject(res);
      remove(req, res, rs, realm, policy);
    }),
  );

  router.get(
    `${base}/:key/:sub`,
    authzRoute(ctx, "view", (req, res, rs) => {
      const [key, sub] = [param(req, "key"), param(req, "sub")];
      const typed = isKnownType(key);
      const policy = byId(rs, typed ? sub : key);
      const answer = typed ? undefined : SUB_RESOURCES.get(sub);
      if (!policy || (typed ? policy.type !== key : !answer)) return notFoundObject(res);
      res.json(answer ? answer(rs, policy) : typedPolicyRep(policy));
    }),
  );
  router.put(
    `${base}/:type/:policyId`,
    authzRoute(ctx, "manage", (req, res, rs, realm) => {
      const policy = byId(rs, param(req, "policyId"));
      if (!policy || policy.type !== param(req, "type")) return notFoundObject(res);
      save(req, res, rs, realm, policy.type, policy);
    }),
  );
  router.delete(
    `${base}/:type/:policyId`,
    authzRoute(ctx, "manage", (req, res, rs, realm) => {
      const policy = byId(rs, param(req, "policyId"));
      if (!policy || policy.type !== param(req, "type")) return notFoundObject(res);
      remove(req, res, rs, realm, policy);
    }),
  );
}
