// A client's cluster nodes and its admin URL: push-revocation, nodes (register / unregister, kept in registeredNodes
// with the time of registration in seconds), test-nodes-available. Each needs manage-clients, as Keycloak's
// requireConfigure does for an admin without fine-grained permissions.
import type { Request, Response, Router } from "express";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { jsonBody, noContent, notFound, param } from "../http.js";
import { CLIENTS_MANAGE } from "../../realm/adminRoles.js";
import { type ClientRecord, clientOr404 } from "./lib/lookups.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { managementUrl, nodeUrls, sendAdminAction } from "./lib/adminUrlActions.js";

/** RFC 3986's reserved characters, which Keycloak's ReservedCharValidator refuses in a node name */
const RESERVED = /[:/?#@!$&()*+,;=[\]\\]/;

type ClientHandler = (req: Request, res: Response, realm: RealmData, client: ClientRecord) => void | Promise<void>;

export function registerClientNodes(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/clients/:id";
  const withClient = (handler: ClientHandler) =>
    inRealm(ctx, CLIENTS_MANAGE, async (req, res, realm) => {
      const client = clientOr404(realm, req, res);
      if (client) await handler(req, res, realm, client);
    });

  router.post(
    `${base}/push-revocation`,
    withClient(async (req, res, realm, client) => {
      recordWrite(ctx, req, realm, {
        operationType: "ACTION",
        resourceType: "CLIENT",
        resourcePath: `clients/${client.id}/push-revocation`,
      });
      const url = managementUrl(client, ctx.baseUrl);
      const notBefore = Math.max(realm.rep.notBefore ?? 0, client.notBefore ?? 0);
      res.json(
        await sendAdminAction(ctx.store, realm, client, url ? nodeUrls(client, url, false) : [], {
          action: "PUSH_NOT_BEFORE",
          endpoint: "k_push_not_before",
          extra: { notBefore },
        }),
      );
    }),
  );

  router.post(
    `${base}/nodes`,
    withClient((req, res, realm, client) => {
      const node = jsonBody<{ node?: unknown }>(req).node;
      if (typeof node !== "string" || !node.trim())
        return void res.status(400).json({ error: "Node not found in params" });
      const reserved = RESERVED.exec(node);
      if (reserved) return void res.status(400).json({ error: `Character '${reserved[0]}' not allowed.` });
      client.registeredNodes = { ...(client.registeredNodes ?? {}), [node]: Math.floor(Date.now() / 1000) };
      recordWrite(ctx, req, realm, {
        operationType: "CREATE",
        resourceType: "CLUSTER_NODE",
        resourcePath: `clients/${client.id}/nodes/${node}`,
      });
      noContent(res);
    }),
  );
  router.delete(
    `${base}/nodes/:node`,
    withClient((req, res, realm, client) => {
      const node = param(req, "node");
      if (!Object.hasOwn(client.registeredNodes ?? {}, node)) return notFound(res, "Client does not have node ");
      const { [node]: _removed, ...rest } = client.registeredNodes ?? {};
      client.registeredNodes = rest;
      recordWrite(ctx, req, realm, {
        operationType: "DELETE",
        resourceType: "CLUSTER_NODE",
        resourcePath: `clients/${client.id}/nodes/${node}`,
      });
      noContent(res);
    }),
  );

  router.get(
    `${base}/test-nodes-available`,
    withClient(async (req, res, realm, client) => {
      const url = managementUrl(client, ctx.baseUrl);
      const result = await sendAdminAction(ctx.store, realm, client, url ? nodeUrls(client, url, true) : [], {
        action: "TEST_AVAILABILITY",
        endpoint: "k_test_available",
      });
      recordWrite(ctx, req, realm, {
        operationType: "ACTION",
        resourceType: "CLUSTER_NODE",
        resourcePath: `clients/${client.id}/test-nodes-available`,
        representation: result,
      });
      res.json(result);
    }),
  );
}
