// /identity-provider: instances (list with search/paging, CRUD by alias or internal id), their mappers, mapper
// types, management permissions and the reload of their keys.
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
import { inRealm, writeRecorder } from "./lib/route.js";
import { keepIdentityProviderSecret } from "../../realm/secrets.js";
import { mapperTypes } from "./identityProviderMappers.js";
import { noSpaceProblem } from "../../realm/realmNames.js";
import { idpMapperHandsOut } from "../../realm/mapperGrants.js";
import { identityProviderUrlError } from "../../realm/broker/identityProviderUrls.js";
import { requireMapperGrantable } from "./lib/roleGrants.js";
import { globMatcher } from "../../realm/globMatch.js";
import { linkedDomainProblem } from "../../realm/organizationLinks.js";
import { STATIC_SERVER_INFO } from "../core/serverInfoData.js";
import {
  briefIdentityProviderRep,
  identityProviderEventRep,
  identityProviderModel,
  identityProviderRep,
  type StoredIdentityProvider,
} from "../../realm/broker/identityProviderRepresentation.js";

type Idp = StoredIdentityProvider;

const OIDC_FAMILY = new Set(["oidc", "keycloak-oidc"]);

/** Keycloak's IdentityProviderResource throws a bare NotFoundException: JAX-RS's own text */
function idpOr404(realm: RealmData, req: Request, res: Response): Idp | undefined {
  const idp = identityProviderByIdOrAlias(realm, param(req, "alias"));
  if (!idp) notFound(res, "HTTP 404 Not Found");
  return idp;
}

/** Keycloak finds a provider by its internal id as well as by its alias */
function identityProviderByIdOrAlias(realm: RealmData, key: string): Idp | undefined {
  return (
    realm.identityProviders.get(key) ?? [...realm.identityProviders.values()].find((idp) => idp.internalId === key)
  );
}

/**
 * The search of the instances list as Keycloak's store runs it: `"alias"` is the exact alias; anything else is a
 * case-insensitive pattern on the alias in which `*` stands for any text, with one more `*` at its end.
 */
function aliasMatcher(search: string): (alias: string) => boolean {
  if (search.length >= 2 && search.startsWith('"') && search.endsWith('"')) {
    const exact = search.slice(1, -1);
    return (alias) => alias === exact;
  }
  const like = globMatcher(lc(search), false);
  return (alias) => like(lc(alias));
}

/** ReservedCharValidator's refusal, which Keycloak answers as `error`, not `errorMessage` */
function reservedCharRefusal(res: Response, alias: string | undefined): boolean {
  const problem = alias === undefined ? undefined : noSpaceProblem(alias);
  if (problem) res.status(400).json({ error: problem });
  return !!problem;
}

const KNOWN_PROVIDERS = new Set(
  [...(STATIC_SERVER_INFO.identityProviders ?? []), ...(STATIC_SERVER_INFO.socialProviders ?? [])].map((p) => p.id),
);

export function registerIdentityProviders(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/identity-provider";
  const write = writeRecorder(ctx);

  router.get(
    `${base}/instances`,
    inRealm(ctx, IDP_VIEW, (req, res, realm) => {
      const search = queryString(req, "search")?.trim();
      const realmOnly = boolParam(req.query.realmOnly) === true;
      const brief = boolParam(req.query.briefRepresentation) === true;
      const matches = search ? aliasMatcher(search) : () => true;
      const found = [...realm.identityProviders.values()]
        .filter((p) => (!realmOnly || !p.organizationId) && matches(p.alias))
        .sort((a, b) => (a.alias < b.alias ? -1 : 1));
      res.json(page(found, req.query).map(brief ? briefIdentityProviderRep : identityProviderRep));
    }),
  );
  router.post(
    `${base}/instances`,
    inRealm(ctx, IDP_MANAGE, (req, res, realm) => {
      const rep = jsonBody<IdentityProviderRepresentation>(req);
      if (reservedCharRefusal(res, rep.alias)) return;
      if (!rep.providerId || !KNOWN_PROVIDERS.has(rep.providerId))
        return badRequest(res, `Invalid identity provider id [${rep.providerId ?? null}]`);
      // Keycloak fails building the new provider's Location without an alias
      if (rep.alias === undefined) return badRequest(res, "path is null");
      if (realm.identityProviders.has(rep.alias)) return conflict(res, `Identity Provider ${rep.alias} already exists`);
      const urlError = identityProviderUrlError(rep);
      if (urlError) return badRequest(res, urlError);
      const internalId = typeof rep.internalId === "string" && rep.internalId ? rep.internalId : randomUUID();
      const idp = identityProviderModel(rep, rep.alias, internalId);
      realm.identityProviders.set(idp.alias, idp);
      write(
        req,
        realm,
        "CREATE",
        "IDENTITY_PROVIDER",
        `identity-provider/instances/${idp.alias}`,
        identityProviderEventRep(rep, idp),
      );
      created(req, res, idp.alias);
    }),
  );
  router.get(
    `${base}/instances/:alias`,
    inRealm(ctx, IDP_VIEW, (req, res, realm) => {
      const idp = idpOr404(realm, req, res);
      if (idp) res.json(identityProviderRep(idp));
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
      if (rep.alias !== undefined && rep.alias !== idp.alias)
        return badRequest(res, "Identity Provider alias cannot be changed");
      if (!rep.providerId || !KNOWN_PROVIDERS.has(rep.providerId))
        return badRequest(res, `Invalid identity provider id [${rep.providerId ?? null}]`);
      // the kind of provider stays; its organization changes only through the organization's API
      const updated = identityProviderModel(
        { ...rep, providerId: idp.providerId },
        idp.alias,
        idp.internalId ?? randomUUID(),
      );
      if (idp.organizationId) updated.organizationId = idp.organizationId;
      const domainProblem = linkedDomainProblem(realm, updated);
      if (domainProblem) return badRequest(res, domainProblem);
      realm.identityProviders.set(idp.alias, updated);
      write(
        req,
        realm,
        "UPDATE",
        "IDENTITY_PROVIDER",
        `identity-provider/instances/${idp.alias}`,
        identityProviderEventRep(rep, updated),
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
      write(req, realm, "DELETE", "IDENTITY_PROVIDER", `identity-provider/instances/${param(req, "alias")}`);
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
