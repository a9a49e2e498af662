// Invitations to an organization: an existing user by id, or a new one by e-mail, sent through the dev outbox.
import type { Router } from "express";
import type { AdminContext } from "../context.js";
import { badRequest, conflict, formBody, noContent } from "../http.js";
import { REALM_MANAGE } from "../../realm/adminRoles.js";
import { sendMail } from "../../realm/outbox.js";
import { writeRecorder } from "./lib/route.js";
import { organizationGuard, orgOr404 } from "./organizationRules.js";

export function registerOrganizationInvitations(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/organizations";
  const guard = organizationGuard(ctx);
  const write = writeRecorder(ctx);
  router.post(
    `${base}/:id/members/invite-existing-user`,
    guard(REALM_MANAGE, async (req, res, realm) => {
      const org = orgOr404(realm, req, res);
      if (!org) return;
      const id = String((await formBody(req)).id ?? "");
      const user = realm.users.get(id);
      if (!user) return badRequest(res, "User does not exist");
      if (!user.email) return badRequest(res, "User email missing");
      sendMail(realm, {
        type: "ORGANIZATION_INVITE",
        to: user.email,
        userId: user.id,
        details: { organizationId: org.id, organization: org.name },
      });
      write(req, realm, "ACTION", "ORGANIZATION_MEMBERSHIP", `organizations/${org.id}/members/invite-existing-user`);
      noContent(res);
    }),
  );
  router.post(
    `${base}/:id/members/invite-user`,
    guard(REALM_MANAGE, async (req, res, realm) => {
      const org = orgOr404(realm, req, res);
      if (!org) return;
      const form = await formBody(req);
      const email = String(form.email ?? "")
        .trim()
        .toLowerCase();
      if (!email) return badRequest(res, "To invite a member you need to provide an email and/or username");
      const existing = [...realm.users.values()].find((u) => u.email === email);
      if (existing && org.memberIds.includes(existing.id))
        return conflict(res, "User already a member of the organization");
      sendMail(realm, {
        type: "ORGANIZATION_INVITE",
        to: email,
        userId: existing?.id,
        details: { organizationId: org.id, organization: org.name, firstName: form.firstName, lastName: form.lastName },
      });
      write(req, realm, "ACTION", "ORGANIZATION_MEMBERSHIP", `organizations/${org.id}/members/invite-user`);
      noContent(res);
    }),
  );
}
