// A client's credentials on the admin API: client-secret (an admin who may view the client may read it, as in
// Keycloak; changing it takes manage-clients), its rotated secret, and the registration access token. Keycloak keeps a rotated secret only when a client
// policy with the secret-rotation executor applies; the dev server has no such executor, so a new secret replaces
// the old one at once and the rotation info is dropped, as Keycloak does when no policy asked for rotation.
import type { Request, Response, Router } from "express";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { noContent, notFound } from "../http.js";
import { CLIENTS_MANAGE, CLIENTS_VIEW } from "../../realm/adminRoles.js";
import { type ClientRecord, clientOr404 } from "./lib/lookups.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { ROTATED_SECRET, dropRotationInfo, plainClientRep, regenerateSecret } from "./clientRules.js";
import { issueRegistrationAccessToken } from "../clientRegistration/registrationAccessToken.js";
import { SECRET_MASK } from "../../realm/secrets.js";

export function registerClientSecrets(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/clients/:id";
  const secretAnswer = (value: string | undefined) => ({ type: "secret", value });
  const managed =
    (handler: (req: Request, res: Response, realm: RealmData, client: ClientRecord) => void | Promise<void>) =>
    (req: Request, res: Response, realm: RealmData) => {
      const client = clientOr404(realm, req, res);
      if (client) return handler(req, res, realm, client);
    };

  router.get(
    `${base}/client-secret`,
    inRealm(
      ctx,
      CLIENTS_VIEW,
      managed((_req, res, _realm, client) => void res.json(secretAnswer(client.secret))),
    ),
  );
  router.post(
    `${base}/client-secret`,
    inRealm(
      ctx,
      CLIENTS_MANAGE,
      managed((req, res, realm, client) => {
        const value = regenerateSecret(client);
        recordWrite(ctx, req, realm, {
          operationType: "ACTION",
          resourceType: "CLIENT",
          resourcePath: `clients/${client.id}/client-secret`,
          representation: secretAnswer(SECRET_MASK),
        });
        res.json(secretAnswer(value));
      }),
    ),
  );

  router.get(
    `${base}/client-secret/rotated`,
    inRealm(
      ctx,
      CLIENTS_VIEW,
      managed((_req, res, _realm, client) => {
        const rotated = client.attributes?.[ROTATED_SECRET];
        if (!rotated) return notFound(res, "Client does not have a rotated secret");
        res.json(secretAnswer(rotated));
      }),
    ),
  );
  router.delete(
    `${base}/client-secret/rotated`,
    inRealm(
      ctx,
      CLIENTS_MANAGE,
      managed((req, res, realm, client) => {
        dropRotationInfo(client);
        recordWrite(ctx, req, realm, {
          operationType: "DELETE",
          resourceType: "CLIENT",
          resourcePath: `clients/${client.id}/client-secret/rotated`,
        });
        noContent(res);
      }),
    ),
  );

  router.post(
    `${base}/registration-access-token`,
    inRealm(
      ctx,
      CLIENTS_MANAGE,
      managed(async (req, res, realm, client) => {
        const token = await issueRegistrationAccessToken(ctx, realm, client, "authenticated");
        recordWrite(ctx, req, realm, {
          operationType: "ACTION",
          resourceType: "CLIENT",
          resourcePath: `clients/${client.id}/registration-access-token`,
        });
        res.json({ ...plainClientRep(client), registrationAccessToken: token });
      }),
    ),
  );
}
