// /identity-provider: instances (list with search/paging, CRUD by alias), their mappers, mapper types, and the
// provider description for the add/edit forms.
import { randomUUID } from "node:crypto";
import type { Request, Response, Router } from "express";
import type IdentityProviderMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperRepresentation.js";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import {
  badRequest,
  boolParam,
  conflict,
  created,
  jsonBody,
  lc,
  noContent,
  notFound,
  page,
  param,
  queryString,
} from "../http.js";
import { IDP_MANAGE, IDP_VIEW } from "../../realm/adminRoles.js";
import { registerManagementPermissions } from "./lib/permissionsRoutes.js";
import { disablePermissions } from "../../realm/authz/managementPermissions.js";
import { inRealm, writeRecorder } from "./lib/route.js";
import { keepIdentityProviderSecret, maskIdentityProvider } from "../../realm/secrets.js";
import { mapperTypes } from "./identityProviderMappers.js";
import { noSpaceProblem } from "../../realm/realmNames.js";
import { idpMapperHandsOut } from "../../realm/mapperGrants.js";
import { identityProviderUrlError } from "../../realm/broker/identityProviderUrls.js";
import { requireMapperGrantable } from "./lib/roleGrants.js";

type Idp = IdentityProviderRepresentation & { alias: string };

const OIDC_FAMILY = new Set(["oidc", "keycloak-oidc"]);

/** Keycloak's IdentityProviderResource throws a bare NotFoundException: JAX-RS's own text */
function idpOr404(realm: RealmData, req: Request, res: Response): Idp | undefined {
  const idp = realm.identityProviders.get(param(req, "alias"));
  if (!idp) notFound(res, "HTTP 404 Not Found");
  return idp;
}

export function registerIdentityProviders(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/identity-provider";
  const write = writeRecorder(ctx);

  router.get(
    `${base}/instances`,
    inRealm(ctx, IDP_VIEW, (req, res, realm) => {
      const search = queryString(req, "search");
      const realmOnly = boolParam(req.query.realmOnly) === true;
      const brief = queryString(req, "briefRepresentation") === "true";
      const matches = [...realm.identityProviders.values()]
        .filter((p) => !realmOnly || !(p as { organizationId?: string }).organizationId)
        .filter((p) => {
          if (!search) return true;
          const s = lc(search);
          if (s.startsWith('"') && s.endsWith('"')) return lc(p.alias) === s.slice(1, -1);
          const needle = s.replace(/\*/g, "");
          return s.startsWith("*") || s.endsWith("*")
            ? lc(p.alias).includes(needle)
            : lc(p.alias).startsWith(needle) || lc(p.alias).includes(needle);
        })
        .sort((a, b) => (a.alias < b.alias ? -1 : 1));
      const paged = req.query.first !== undefined || req.query.max !== undefined ? page(matches, req.query) : matches;
      res.json(
        paged.map((p) =>
          brief
            ? {
                alias: p.alias,
                displayName: p.displayName,
                providerId: p.providerId,
                enabled: p.enabled,
                internalId: p.internalId,
              }
            : maskIdentityProvider(p),
        ),
      );
    }),
  );
  router.post(
    `${base}/instances`,
    inRealm(ctx, IDP_MANAGE, (req, res, realm) => {
      const rep = jsonBody<IdentityProviderRepresentation>(req);
      const alias = rep.alias?.trim();
      if (!alias) return badRequest(res, "Identity provider alias is missing");
      // the alias is part of the broker's URLs
      const aliasProblem = noSpaceProblem(alias);
      if (aliasProblem) return badRequest(res, aliasProblem);
      if (!rep.providerId) return badRequest(res, "Identity provider providerId is missing");
      if (realm.identityProviders.has(alias)) return conflict(res, `Identity Provider ${alias} already exists`);
      const urlError = identityProviderUrlError(rep);
      if (urlError) return badRequest(res, urlError);
      const idp: Idp = {
        enabled: true,
        trustEmail: false,
        storeToken: false,
        addReadTokenRoleOnCreate: false,
        linkOnly: false,
        hideOnLogin: false,
        firstBrokerLoginFlowAlias: "first broker login",
        config: {},
        ...rep,
        alias,
        internalId: randomUUID(),
      };
      realm.identityProviders.set(alias, idp);
      write(
        req,
        realm,
        "CREATE",
        "IDENTITY_PROVIDER",
        `identity-provider/instances/${alias}`,
        maskIdentityProvider(rep),
      );
      created(req, res, alias);
    }),
  );
  router.get(
    `${base}/instances/:alias`,
    inRealm(ctx, IDP_VIEW, (req, res, realm) => {
      const idp = idpOr404(realm, req, res);
      if (idp) res.json(maskIdentityProvider(idp));
    }),
  );
  router.put(
    `${base}/instances/:alias`,
    inRealm(ctx, IDP_MANAGE, (req, res, realm) => {
      const idp = idpOr404(realm, req, res);
      if (!idp) return;
      const rep = keepIdentityProviderSecret(jsonBody<IdentityProviderRepresentation>(req), idp);
      const urlError = identityProviderUrlError({ ...idp, ...rep });
      if (urlError) return badRequest(res, urlError);
      const newAlias = rep.alias?.trim();
      if (newAlias && newAlias !== idp.alias) {
        const aliasProblem = noSpaceProblem(newAlias);
        if (aliasProblem) return badRequest(res, aliasProblem);
        if (realm.identityProviders.has(newAlias)) return conflict(res, `Identity Provider ${newAlias} already exists`);
        realm.identityProviders.delete(idp.alias);
        disablePermissions(realm, "idp", idp.internalId ?? idp.alias);
        for (const m of realm.identityProviderMappers.values())
          if (m.identityProviderAlias === idp.alias) m.identityProviderAlias = newAlias;
        for (const u of realm.users.values())
          for (const f of u.federatedIdentities) if (f.identityProvider === idp.alias) f.identityProvider = newAlias;
        for (const o of realm.organizations.values())
          o.identityProviderAliases = o.identityProviderAliases.map((a) => (a === idp.alias ? newAlias : a));
      }
      const { internalId: _internal, ...changes } = rep;
      Object.assign(idp, changes, { alias: newAlias || idp.alias });
      realm.identityProviders.set(idp.alias, idp);
      write(
        req,
        realm,
        "UPDATE",
        "IDENTITY_PROVIDER",
        `identity-provider/instances/${idp.alias}`,
        maskIdentityProvider(rep),
      );
      noContent(res);
    }),
  );
  router.delete(
    `${base}/instances/:alias`,
    inRealm(ctx, IDP_MANAGE, (req, res, realm) => {
      const idp = idpOr404(realm, req, res);
      if (!idp) return;
      realm.identityProviders.delete(idp.alias);
      for (const [id, m] of realm.identityProviderMappers)
        if (m.identityProviderAlias === idp.alias) realm.identityProviderMappers.delete(id);
      for (const u of realm.users.values())
        u.federatedIdentities = u.federatedIdentities.filter((f) => f.identityProvider !== idp.alias);
      for (const o of realm.organizations.values())
        o.identityProviderAliases = o.identityProviderAliases.filter((a) => a !== idp.alias);
      write(req, realm, "DELETE", "IDENTITY_PROVIDER", `identity-provider/instances/${idp.alias}`);
      noContent(res);
    }),
  );

  router.get(
    `${base}/instances/:alias/mapper-types`,
    inRealm(ctx, IDP_VIEW, (req, res, realm) => {
      const idp = idpOr404(realm, req, res);
      if (idp) res.json(mapperTypes(idp.providerId ?? "oidc"));
    }),
  );
  router.get(
    `${base}/instances/:alias/mappers`,
    inRealm(ctx, IDP_VIEW, (req, res, realm) => {
      const idp = idpOr404(realm, req, res);
      if (idp)
        res.json([...realm.identityProviderMappers.values()].filter((m) => m.identityProviderAlias === idp.alias));
    }),
  );
  router.post(
    `${base}/instances/:alias/mappers`,
    inRealm(ctx, IDP_MANAGE, (req, res, realm) => {
      const idp = idpOr404(realm, req, res);
      if (!idp) return;
      const rep = jsonBody<IdentityProviderMapperRepresentation>(req);
      if (!rep.name)
        return void res.status(409).json({ error: "conflict", error_description: "Duplicate resource error" });
      const taken = [...realm.identityProviderMappers.values()].some(
        (m) => m.identityProviderAlias === idp.alias && m.name === rep.name,
      );
      if (taken || !rep.identityProviderMapper || !mapperTypes(idp.providerId ?? "")[rep.identityProviderMapper])
        return badRequest(res, `Failed to add mapper '${rep.name}' to identity provider [${idp.providerId}].`);
      if (!requireMapperGrantable(req, res, ctx.store, realm, idpMapperHandsOut(realm, rep))) return;
      const mapper = { config: {}, ...rep, id: randomUUID(), identityProviderAlias: idp.alias };
      realm.identityProviderMappers.set(mapper.id, mapper);
      write(
        req,
        realm,
        "CREATE",
        "IDENTITY_PROVIDER_MAPPER",
        `identity-provider/instances/${idp.alias}/mappers/${mapper.id}`,
        rep,
      );
      created(req, res, mapper.id);
    }),
  );
  const mapperOr404 = (realm: RealmData, req: Request, res: Response) => {
    const m = realm.identityProviderMappers.get(param(req, "id"));
    if (!m || m.identityProviderAlias !== param(req, "alias")) return void notFound(res, "Model not found");
    return m;
  };
  router.get(
    `${base}/instances/:alias/mappers/:id`,
    inRealm(ctx, IDP_VIEW, (req, res, realm) => {
      const m = mapperOr404(realm, req, res);
      if (m) res.json(m);
    }),
  );
  router.put(
    `${base}/instances/:alias/mappers/:id`,
    inRealm(ctx, IDP_MANAGE, (req, res, realm) => {
      const m = mapperOr404(realm, req, res);
      if (!m) return;
      const rep = jsonBody<IdentityProviderMapperRepresentation>(req);
      if (!requireMapperGrantable(req, res, ctx.store, realm, idpMapperHandsOut(realm, { ...m, ...rep }))) return;
      Object.assign(m, rep, { id: m.id, identityProviderAlias: m.identityProviderAlias });
      write(
        req,
        realm,
        "UPDATE",
        "IDENTITY_PROVIDER_MAPPER",
        `identity-provider/instances/${m.identityProviderAlias}/mappers/${m.id}`,
        rep,
      );
      noContent(res);
    }),
  );
  router.delete(
    `${base}/instances/:alias/mappers/:id`,
    inRealm(ctx, IDP_MANAGE, (req, res, realm) => {
      const m = mapperOr404(realm, req, res);
      if (!m) return;
      realm.identityProviderMappers.delete(m.id);
      write(
        req,
        realm,
        "DELETE",
        "IDENTITY_PROVIDER_MAPPER",
        `identity-provider/instances/${m.identityProviderAlias}/mappers/${m.id}`,
      );
      noContent(res);
    }),
  );

  // Keycloak reloads the keys of a provider that reads them from a JWKS URL; the dev server fetches them per login
  router.get(
    `${base}/instances/:alias/reload-keys`,
    inRealm(ctx, IDP_MANAGE, (req, res, realm) => {
      const idp = idpOr404(realm, req, res);
      if (idp) res.json(OIDC_FAMILY.has(idp.providerId ?? "") && idp.config?.useJwksUrl === "true");
    }),
  );
  registerManagementPermissions(
    router,
    ctx,
    `${base}/instances/:alias/management/permissions`,
    "idp",
    { view: IDP_VIEW, manage: IDP_MANAGE },
    (realm, req, res) => {
      const idp = idpOr404(realm, req, res);
      // Keycloak names the permissions after the provider's internal id, which survives a change of alias
      return idp && (idp.internalId ?? idp.alias);
    },
  );
}
