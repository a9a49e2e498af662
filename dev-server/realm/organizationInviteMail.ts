// The invitation Keycloak mails for an organization (its org-invite email template, in English): the organization's
// name and how long the invitation holds (the realm's admin action-token lifespan).
import type { OrganizationRecord, RealmData } from "../store/model.js";
import type { SmtpMessage } from "./smtp.js";

/** Keycloak's default actionTokenGeneratedByAdminLifespan, in seconds (12 hours). */
const DEFAULT_ADMIN_TOKEN_LIFESPAN = 43200;

export function inviteLifespanSeconds(realm: RealmData): number {
  return realm.rep.actionTokenGeneratedByAdminLifespan ?? DEFAULT_ADMIN_TOKEN_LIFESPAN;
}

export function inviteLifespanMinutes(realm: RealmData): number {
  return Math.floor(inviteLifespanSeconds(realm) / 60);
}

export function organizationInviteMessage(
  realm: RealmData,
  org: OrganizationRecord,
  to: string,
  names: { firstName?: string; lastName?: string },
): SmtpMessage {
  const greeting = [names.firstName, names.lastName].filter(Boolean).join(" ");
  return {
    to,
    subject: `Invitation to join the ${org.name} organization`,
    text: [
      greeting ? `Hi, ${greeting}.` : "Hi.",
      `You were invited to join the ${org.name} organization in the realm ${realm.rep.displayName || realm.rep.realm}.`,
      `This invitation expires within ${inviteLifespanMinutes(realm)} minutes.`,
      "If you don't want to join the organization, just ignore this message.",
    ].join("\n\n"),
  };
}
