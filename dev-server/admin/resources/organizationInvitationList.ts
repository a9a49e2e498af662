// /organizations/{id}/invitations (Keycloak's OrganizationInvitationResource): the invitations with their status,
// filtered and paged; one read, withdrawn, or resent (withdrawn and sent again as a new invitation).
import type { Response, Router } from "express";
import type { AdminContext } from "../context.js";
import { noContent, page, param, queryString } from "../http.js";
import { ORGS_MANAGE } from "../../realm/adminRoles.js";
import {
  invitationById,
  invitationsOf,
  invitationStatus,
  removeInvitation,
  type Invitation,
} from "../../realm/organizationInvitationStore.js";
import type { RealmData } from "../../store/model.js";
import { writeRecorder } from "./lib/route.js";
import { inviteByEmail } from "./organizationInvitations.js";
import { organizationGuard } from "./organizationGuard.js";

const rep = (invitation: Invitation) => ({ ...invitation, status: invitationStatus(invitation) });

function invitationOr404(realm: RealmData, orgId: string, id: string, res: Response): Invitation | undefined {
  const invitation = invitationById(realm, orgId, id);
  if (!invitation) res.status(404).json({ errorMessage: "Invitation not found" });
  return invitation;
}

const contains = (value: string | undefined, part: string | undefined) =>
  !part || (value ?? "").toLowerCase().includes(part.toLowerCase());

export function registerInvitationList(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/organizations/:id/invitations";
  const { one } = organizationGuard(ctx);
  const write = writeRecorder(ctx);

  router.get(
    base,
    one([ORGS_MANAGE], (req, res, realm, org) => {
      const status = queryString(req, "status")?.toUpperCase();
      const email = queryString(req, "email");
      const search = queryString(req, "search");
      const matching = invitationsOf(realm, org.id)
        .filter((i) => !status || invitationStatus(i) === status)
        .filter((i) => !email || i.email === email.toLowerCase())
        .filter((i) => contains(i.firstName, queryString(req, "firstName")))
        .filter((i) => contains(i.lastName, queryString(req, "lastName")))
        .filter((i) => !search || [i.email, i.firstName, i.lastName].some((value) => contains(value, search)))
        .sort((a, b) => b.sentDate - a.sentDate || a.email.localeCompare(b.email));
      res.json(page(matching, req.query, matching.length).map(rep));
    }),
  );
  router.get(
    `${base}/:invitationId`,
    one([ORGS_MANAGE], (req, res, realm, org) => {
      const invitation = invitationOr404(realm, org.id, param(req, "invitationId"), res);
      if (invitation) res.json(rep(invitation));
    }),
  );
  router.delete(
    `${base}/:invitationId`,
    one([ORGS_MANAGE], (req, res, realm, org) => {
      const invitation = invitationOr404(realm, org.id, param(req, "invitationId"), res);
      if (!invitation) return;
      removeInvitation(realm, invitation.id);
      write(req, realm, "DELETE", "ORGANIZATION_MEMBERSHIP", `organizations/${org.id}/invitations/${invitation.id}`);
      noContent(res);
    }),
  );
  router.post(
    `${base}/:invitationId/resend`,
    one([ORGS_MANAGE], async (req, res, realm, org) => {
      const invitation = invitationOr404(realm, org.id, param(req, "invitationId"), res);
      if (!invitation) return;
      removeInvitation(realm, invitation.id);
      if (await inviteByEmail(res, realm, org, invitation)) {
        write(req, realm, "ACTION", "ORGANIZATION_MEMBERSHIP", `organizations/${org.id}/invitations/${invitation.id}`);
        noContent(res);
      }
    }),
  );
}
