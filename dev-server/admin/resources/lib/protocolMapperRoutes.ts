// Protocol mappers of a client or a client scope: /protocol-mappers/models (+ /{id}), /add-models, /protocol/{p}.
import { randomUUID } from "node:crypto";
import type { Request, Response, Router } from "express";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import type { RealmData } from "../../../store/model.js";
import type { AdminContext } from "../../context.js";
import { badRequest, conflict, created, jsonArrayBody, jsonBody, noContent, notFound, param } from "../../http.js";
import { inRealm, recordWrite } from "./route.js";

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
  const add = (holder: MapperHolder, rep: ProtocolMapperRepresentation): ProtocolMapperRepresentation | string => {
    if (!rep.name) return "Mapper name is missing";
    const list = (holder.protocolMappers ??= []);
    if (list.some((m) => m.name === rep.name)) return `Protocol mapper exists with same name`;
    const mapper = {
      ...rep,
      id: randomUUID(),
      protocol: rep.protocol ?? holder.protocol ?? "openid-connect",
      config: rep.config ?? {},
    };
    list.push(mapper);
    return mapper;
  };

  router.get(
    models,
    inRealm(ctx, spec.viewRoles, (req, res, realm) => {
      const holder = spec.find(realm, req, res);
      if (holder) res.json(holder.protocolMappers ?? []);
    }),
  );
  router.get(
    `${spec.base}/protocol-mappers/protocol/:protocol`,
    inRealm(ctx, spec.viewRoles, (req, res, realm) => {
      const holder = spec.find(realm, req, res);
      if (holder) res.json((holder.protocolMappers ?? []).filter((m) => m.protocol === param(req, "protocol")));
    }),
  );
  router.post(
    models,
    inRealm(ctx, spec.manageRoles, (req, res, realm) => {
      const holder = spec.find(realm, req, res);
      if (!holder) return;
      const result = add(holder, jsonBody<ProtocolMapperRepresentation>(req));
      if (typeof result === "string")
        return result.startsWith("Protocol") ? conflict(res, result) : badRequest(res, result);
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
        if (typeof result === "string")
          return result.startsWith("Protocol") ? conflict(res, result) : badRequest(res, result);
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
      if (index >= 0) res.json(holder.protocolMappers![index]);
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
      holder.protocolMappers![index] = { ...current, ...rep, id: current.id };
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
