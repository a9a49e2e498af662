// Protocol mappers of a client or a client scope: /protocol-mappers/models (+ /{id}), /add-models, /protocol/{p}.
import { randomUUID } from "node:crypto";
import type { Request, Response, Router } from "express";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import type { RealmData } from "../../../store/model.js";
import type { AdminContext } from "../../context.js";
import { badRequest, conflict, created, jsonArrayBody, jsonBody, noContent, notFound, param } from "../../http.js";
import { inRealm, recordWrite } from "./route.js";
import { mapperRep } from "./mapperReps.js";
import { PROTOCOL_MAPPER_TYPES } from "../../core/serverInfoMapperTypes.js";

const MAPPER_TYPES = new Set(
  Object.values(PROTOCOL_MAPPER_TYPES)
    .flat()
    .map((type) => type.id),
);
const PAIRWISE_SHA256 = "oidc-sha256-pairwise-sub-mapper";

/** Keycloak's answers to a mapper it cannot store: [status, message], or undefined when it can */
function mapperError(rep: ProtocolMapperRepresentation): [number, string] | undefined {
  if (!rep.protocolMapper || !MAPPER_TYPES.has(rep.protocolMapper)) return [404, "ProtocolMapper provider not found"];
  if (!rep.name) return [400, "Mapper name is missing"];
  return undefined;
}

/** the stored config; a pairwise subject mapper gets its salt on creation, as in Keycloak */
function storedConfig(rep: ProtocolMapperRepresentation): Record<string, string> {
  const config = { ...(rep.config ?? {}) };
  if (rep.protocolMapper === PAIRWISE_SHA256 && !config.pairwiseSubAlgorithmSalt?.trim())
    config.pairwiseSubAlgorithmSalt = randomUUID();
  return config;
}

export interface MapperHolder {
  protocolMappers?: ProtocolMapperRepresentation[];
  protocol?: string;
}

export interface MapperHolderSpec {
  base: string;
  find(realm: RealmData, req: Request, res: Response): MapperHolder | undefined;
  viewRoles: readonly string[];
  manageRoles: readonly string[];
  /** "clients/{id}" or "client-scopes/{id}" */
  eventPath(req: Request): string;
}

export function registerProtocolMapperRoutes(router: Router, ctx: AdminContext, spec: MapperHolderSpec): void {
  const models = `${spec.base}/protocol-mappers/models`;
  const add = (
    holder: MapperHolder,
    rep: ProtocolMapperRepresentation,
  ): ProtocolMapperRepresentation | [number, string] => {
    const error = mapperError(rep);
    if (error) return error;
    const list = (holder.protocolMappers ??= []);
    if (list.some((m) => m.name === rep.name)) return [409, "Protocol mapper exists with same name"];
    const mapper = {
      ...rep,
      id: randomUUID(),
      protocol: rep.protocol ?? holder.protocol ?? "openid-connect",
      config: storedConfig(rep),
    };
    list.push(mapper);
    return mapper;
  };
  const refuse = (res: Response, [status, message]: [number, string]) =>
    status === 404 ? notFound(res, message) : status === 409 ? conflict(res, message) : badRequest(res, message);

  router.get(
    models,
    inRealm(ctx, spec.viewRoles, (req, res, realm) => {
      const holder = spec.find(realm, req, res);
      if (holder) res.json((holder.protocolMappers ?? []).map(mapperRep));
    }),
  );
  router.get(
    `${spec.base}/protocol-mappers/protocol/:protocol`,
    inRealm(ctx, spec.viewRoles, (req, res, realm) => {
      const holder = spec.find(realm, req, res);
      if (holder)
        res.json((holder.protocolMappers ?? []).filter((m) => m.protocol === param(req, "protocol")).map(mapperRep));
    }),
  );
  router.post(
    models,
    inRealm(ctx, spec.manageRoles, (req, res, realm) => {
      const holder = spec.find(realm, req, res);
      if (!holder) return;
      const result = add(holder, jsonBody<ProtocolMapperRepresentation>(req));
      if (Array.isArray(result)) return refuse(res, result);
      recordWrite(ctx, req, realm, {
        operationType: "CREATE",
        resourceType: "PROTOCOL_MAPPER",
        resourcePath: `${spec.eventPath(req)}/protocol-mappers/models/${result.id}`,
        representation: result,
      });
      created(req, res, result.id!);
    }),
  );
  router.post(
    `${spec.base}/protocol-mappers/add-models`,
    inRealm(ctx, spec.manageRoles, (req, res, realm) => {
      const holder = spec.find(realm, req, res);
      if (!holder) return;
      for (const rep of jsonArrayBody<ProtocolMapperRepresentation>(req)) {
        const result = add(holder, rep);
        if (Array.isArray(result)) return refuse(res, result);
        recordWrite(ctx, req, realm, {
          operationType: "CREATE",
          resourceType: "PROTOCOL_MAPPER",
          resourcePath: `${spec.eventPath(req)}/protocol-mappers/models/${result.id}`,
          representation: result,
        });
      }
      noContent(res);
    }),
  );

  const mapperOr404 = (holder: MapperHolder, req: Request, res: Response) => {
    const index = (holder.protocolMappers ?? []).findIndex((m) => m.id === param(req, "mapperId"));
    if (index < 0) notFound(res, "Model not found");
    return index;
  };
  router.get(
    `${models}/:mapperId`,
    inRealm(ctx, spec.viewRoles, (req, res, realm) => {
      const holder = spec.find(realm, req, res);
      if (!holder) return;
      const index = mapperOr404(holder, req, res);
      if (index >= 0) res.json(mapperRep(holder.protocolMappers![index]));
    }),
  );
  router.put(
    `${models}/:mapperId`,
    inRealm(ctx, spec.manageRoles, (req, res, realm) => {
      const holder = spec.find(realm, req, res);
      if (!holder) return;
      const index = mapperOr404(holder, req, res);
      if (index < 0) return;
      const rep = jsonBody<ProtocolMapperRepresentation>(req);
      const current = holder.protocolMappers![index];
      const next = { ...current, ...rep, id: current.id };
      const error = mapperError(next);
      if (error) return refuse(res, error);
      if (holder.protocolMappers!.some((m) => m.name === next.name && m.id !== current.id))
        return conflict(res, "Protocol mapper exists with same name");
      holder.protocolMappers![index] = next;
      recordWrite(ctx, req, realm, {
        operationType: "UPDATE",
        resourceType: "PROTOCOL_MAPPER",
        resourcePath: `${spec.eventPath(req)}/protocol-mappers/models/${current.id}`,
        representation: rep,
      });
      noContent(res);
    }),
  );
  router.delete(
    `${models}/:mapperId`,
    inRealm(ctx, spec.manageRoles, (req, res, realm) => {
      const holder = spec.find(realm, req, res);
      if (!holder) return;
      const index = mapperOr404(holder, req, res);
      if (index < 0) return;
      const [removed] = holder.protocolMappers!.splice(index, 1);
      recordWrite(ctx, req, realm, {
        operationType: "DELETE",
        resourceType: "PROTOCOL_MAPPER",
        resourcePath: `${spec.eventPath(req)}/protocol-mappers/models/${removed.id}`,
      });
      noContent(res);
    }),
  );
}
