// The dev server sends no mail: every email Keycloak would send (execute actions, verify email, organization
// invitations) is kept here, newest first, and readable at GET /admin/realms/{realm}/dev/outbox.
import type { RealmData } from "../store/model.js";

export interface OutboxMail {
  time: number;
  type: "EXECUTE_ACTIONS" | "VERIFY_EMAIL" | "ORGANIZATION_INVITE";
  to: string;
  userId?: string;
  details: Record<string, unknown>;
}

const MAX_MAILS = 500;
const outboxes = new WeakMap<RealmData, OutboxMail[]>();

export function sendMail(realm: RealmData, mail: Omit<OutboxMail, "time">): void {
  const list = outboxes.get(realm) ?? [];
  list.unshift({ time: Date.now(), ...mail });
  if (list.length > MAX_MAILS) list.length = MAX_MAILS;
  outboxes.set(realm, list);
}

export function readOutbox(realm: RealmData): readonly OutboxMail[] {
  return outboxes.get(realm) ?? [];
}
