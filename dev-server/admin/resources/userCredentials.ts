// A user's credentials: reset-password, list, delete, label, order, remove-totp, disable-credential-types, storage
// credential types.
import type { Request, Response, Router } from "express";
import type CredentialRepresentation from "@keycloak/keycloak-admin-client/lib/defs/credentialRepresentation.js";
import type { CredentialRecord, RealmData, UserRecord } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { badRequest, jsonBody, noContent, notFound, param, textBody } from "../http.js";
import { USERS_MANAGE, USERS_VIEW } from "../../realm/adminRoles.js";
import { checkFullPasswordPolicy, PASSWORD_HISTORY } from "../../realm/passwordHistory.js";
import { READ_ONLY_ACCOUNT, updatePassword } from "../../realm/passwordUpdate.js";
import { userOr404 } from "./lib/lookups.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { requireAccountTakeable } from "./lib/roleGrants.js";

function credentialRep(c: CredentialRecord): CredentialRepresentation {
  return {
    id: c.id,
    type: c.type,
    createdDate: c.createdDate,
    ...(c.userLabel !== undefined ? { userLabel: c.userLabel } : {}),
    ...(c.credentialData !== undefined ? { credentialData: c.credentialData } : {}),
  };
}

export function registerUserCredentials(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/users/:id";
  const write = (
    req: Request,
    realm: RealmData,
    user: UserRecord,
    path: string,
    operationType: "UPDATE" | "DELETE" | "ACTION",
  ) => recordWrite(ctx, req, realm, { operationType, resourceType: "USER", resourcePath: `users/${user.id}/${path}` });

  router.put(
    `${base}/reset-password`,
    inRealm(ctx, USERS_MANAGE, async (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user || !requireAccountTakeable(req, res, ctx.store, realm, user)) return;
      const rep = jsonBody<CredentialRepresentation>(req);
      if (rep.value === undefined || rep.value === null)
        return void res.status(400).json({ error: "No password provided" });
      if (!String(rep.value).trim()) return void res.status(400).json({ error: "Empty password not allowed" });
      const failure = await checkFullPasswordPolicy(realm.rep.passwordPolicy, String(rep.value), user);
      if (failure) return void res.status(400).json(failure);
      const refused = await updatePassword(realm, user, String(rep.value), !!rep.temporary);
      if (refused === READ_ONLY_ACCOUNT) return void res.status(400).json({ error: refused });
      if (refused) return badRequest(res, refused);
      write(req, realm, user, "reset-password", "ACTION");
      noContent(res);
    }),
  );

  router.get(
    `${base}/credentials`,
    inRealm(ctx, USERS_VIEW, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (user) res.json(user.credentials.filter((c) => c.type !== PASSWORD_HISTORY).map(credentialRep));
    }),
  );

  const credentialOr404 = (req: Request, res: Response, user: UserRecord) => {
    const index = user.credentials.findIndex((c) => c.id === param(req, "credentialId") && c.type !== PASSWORD_HISTORY);
    if (index < 0) notFound(res, "Credential not found");
    return index;
  };

  router.delete(
    `${base}/credentials/:credentialId`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      const index = credentialOr404(req, res, user);
      if (index < 0) return;
      user.credentials.splice(index, 1);
      write(req, realm, user, `credentials/${param(req, "credentialId")}`, "DELETE");
      noContent(res);
    }),
  );

  router.put(
    `${base}/credentials/:credentialId/userLabel`,
    inRealm(ctx, USERS_MANAGE, async (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      const index = credentialOr404(req, res, user);
      if (index < 0) return;
      const label = (await textBody(req)).trim();
      user.credentials[index].userLabel = label || undefined;
      write(req, realm, user, `credentials/${user.credentials[index].id}/userLabel`, "UPDATE");
      noContent(res);
    }),
  );

  router.post(
    `${base}/credentials/:credentialId/moveToFirst`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      const index = credentialOr404(req, res, user);
      if (index < 0) return;
      const [moved] = user.credentials.splice(index, 1);
      user.credentials.unshift(moved);
      write(req, realm, user, `credentials/${moved.id}/moveToFirst`, "ACTION");
      noContent(res);
    }),
  );

  router.post(
    `${base}/credentials/:credentialId/moveAfter/:newPreviousCredentialId`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      const index = credentialOr404(req, res, user);
      if (index < 0) return;
      const previousId = param(req, "newPreviousCredentialId");
      if (!user.credentials.some((c) => c.id === previousId)) return notFound(res, "Credential not found");
      const [moved] = user.credentials.splice(index, 1);
      user.credentials.splice(user.credentials.findIndex((c) => c.id === previousId) + 1, 0, moved);
      write(req, realm, user, `credentials/${moved.id}/moveAfter/${previousId}`, "ACTION");
      noContent(res);
    }),
  );

  router.put(
    `${base}/remove-totp`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (!user) return;
      user.credentials = user.credentials.filter((c) => c.type !== "otp");
      write(req, realm, user, "remove-totp", "ACTION");
      noContent(res);
    }),
  );

  // no credential provider of Keycloak 26 can disable a type (none is a CredentialInputUpdater that does), so Keycloak
  // answers 204 and changes nothing
  router.put(
    `${base}/disable-credential-types`,
    inRealm(ctx, USERS_MANAGE, (req, res, realm) => {
      if (userOr404(realm, req, res)) noContent(res);
    }),
  );

  router.get(
    `${base}/configured-user-storage-credential-types`,
    inRealm(ctx, USERS_VIEW, (req, res, realm) => {
      const user = userOr404(realm, req, res);
      if (user) res.json(user.federationLink && realm.components.has(user.federationLink) ? ["password"] : []);
    }),
  );
}
