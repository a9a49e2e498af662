// Invitations to an organization: an existing user by id, or someone by e-mail (with a first and last name for the
// registration), and the pending ones listed, resent and withdrawn (Keycloak's OrganizationInvitationResource). The
// dev outbox keeps every invitation; a realm with an SMTP server also gets it mailed, and a failed delivery is
// Keycloak's 500 "Failed to send invite email" with no invitation kept.
import type { Request, Response, Router } from "express";
import type { AdminContext } from "../context.js";
import { badRequest, formBody, noContent } from "../http.js";
import { ORGS_MANAGE } from "../../realm/adminRoles.js";
import { sendMail } from "../../realm/outbox.js";
import {
  inviteLifespanMinutes,
  inviteLifespanSeconds,
  organizationInviteMessage,
} from "../../realm/organizationInviteMail.js";
import {
  createInvitation,
  invitationByEmail,
  invitationStatus,
  removeInvitation,
} from "../../realm/organizationInvitationStore.js";
import { sendSmtp } from "../../realm/smtp.js";
import type { OrganizationRecord, RealmData } from "../../store/model.js";
import { writeRecorder } from "./lib/route.js";
import { organizationGuard } from "./organizationGuard.js";

/** Keycloak's Validation.isEmailValid, as far as an invitation needs it: one @, a dotless-or-dotted domain. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

type Invitee = { email: string; userId?: string; firstName?: string; lastName?: string };

async function deliver(res: Response, realm: RealmData, org: OrganizationRecord, invitee: Invitee): Promise<boolean> {
  const { email, userId, firstName, lastName } = invitee;
  sendMail(realm, {
    type: "ORGANIZATION_INVITE",
    to: email,
    userId,
    details: {
      organizationId: org.id,
      organization: org.name,
      firstName,
      lastName,
      lifespanMinutes: inviteLifespanMinutes(realm),
    },
  });
  const smtp = realm.rep.smtpServer;
  if (smtp?.host) {
    try {
      await sendSmtp(smtp, organizationInviteMessage(realm, org, email, { firstName, lastName }));
    } catch {
      res.status(500).json({ errorMessage: "Failed to send invite email" });
      return false;
    }
  }
  createInvitation(realm, { organizationId: org.id, email, firstName, lastName }, inviteLifespanSeconds(realm));
  return true;
}

/**
 * Invites by e-mail as Keycloak's inviteUser does: a pending invitation for the address is a 409, an expired one
 * is replaced; a member of the organization is a 409; a user with the address is invited with the user's names.
 */
export async function inviteByEmail(
  res: Response,
  realm: RealmData,
  org: OrganizationRecord,
  fields: { email?: string; firstName?: string; lastName?: string },
): Promise<boolean> {
  const invitee = inviteeByEmail(realm, org, fields);
  if ("status" in invitee) {
    res.status(invitee.status).json({ errorMessage: invitee.message });
    return false;
  }
  return deliver(res, realm, org, invitee);
}

function inviteeByEmail(
  realm: RealmData,
  org: OrganizationRecord,
  fields: { email?: string; firstName?: string; lastName?: string },
): Invitee | { status: 400 | 409; message: string } {
  const email = String(fields.email ?? "")
    .trim()
    .toLowerCase();
  if (!email) return { status: 400, message: "Email is required to invite a member" };
  if (!EMAIL.test(email)) return { status: 400, message: "Invalid email format" };
  const pending = invitationByEmail(realm, org.id, email);
  if (pending && invitationStatus(pending) === "PENDING")
    return { status: 409, message: "User already has a pending invitation" };
  if (pending) removeInvitation(realm, pending.id);
  const existing = [...realm.users.values()].find((u) => u.email === email);
  if (existing && org.memberIds.includes(existing.id))
    return { status: 409, message: "User already a member of the organization" };
  return existing
    ? { email, userId: existing.id, firstName: existing.firstName, lastName: existing.lastName }
    : { email, firstName: fields.firstName || undefined, lastName: fields.lastName || undefined };
}

export function registerOrganizationInvitations(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/organizations";
  const { one } = organizationGuard(ctx);
  const write = writeRecorder(ctx);
  const done = (req: Request, res: Response, realm: RealmData, org: OrganizationRecord, action: string) => {
    write(req, realm, "ACTION", "ORGANIZATION_MEMBERSHIP", `organizations/${org.id}/members/${action}`);
    noContent(res);
  };
  router.post(
    `${base}/:id/members/invite-existing-user`,
    one([ORGS_MANAGE], async (req, res, realm, org) => {
      const id = String((await formBody(req)).id ?? "").trim();
      // a BadRequestException with its own text: answered as {error}
      if (!id) return void res.status(400).json({ error: "To invite a member you need to provide the user id" });
      const user = realm.users.get(id);
      if (!user) return badRequest(res, "User does not exist");
      if (!user.email) return badRequest(res, "User email missing");
      const invitee = { email: user.email, userId: user.id, firstName: user.firstName, lastName: user.lastName };
      if (await deliver(res, realm, org, invitee)) done(req, res, realm, org, "invite-existing-user");
    }),
  );
  router.post(
    `${base}/:id/members/invite-user`,
    one([ORGS_MANAGE], async (req, res, realm, org) => {
      if (await inviteByEmail(res, realm, org, await formBody(req))) done(req, res, realm, org, "invite-user");
    }),
  );
}
