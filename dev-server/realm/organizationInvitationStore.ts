// An organization's pending invitations (Keycloak's InvitationManager): one per e-mail address, expiring after the
// realm's admin action-token lifespan. Kept in memory beside the realm, as the dev outbox is.
import { randomUUID } from "node:crypto";
import type { RealmData } from "../store/model.js";

export interface Invitation {
  id: string;
  organizationId: string;
  email: string;
  firstName?: string;
  lastName?: string;
  /** epoch seconds, as Keycloak reports them */
  sentDate: number;
  expiresAt: number;
}

export type InvitationStatus = "PENDING" | "EXPIRED";

const stores = new WeakMap<RealmData, Invitation[]>();

function store(realm: RealmData): Invitation[] {
  let list = stores.get(realm);
  if (!list) stores.set(realm, (list = []));
  return list;
}

const now = () => Math.floor(Date.now() / 1000);

export function invitationStatus(invitation: Invitation): InvitationStatus {
  return invitation.expiresAt <= now() ? "EXPIRED" : "PENDING";
}

export function invitationsOf(realm: RealmData, organizationId: string): Invitation[] {
  return store(realm).filter((i) => i.organizationId === organizationId);
}

export function invitationByEmail(realm: RealmData, organizationId: string, email: string): Invitation | undefined {
  return invitationsOf(realm, organizationId).find((i) => i.email === email);
}

export function invitationById(realm: RealmData, organizationId: string, id: string): Invitation | undefined {
  return invitationsOf(realm, organizationId).find((i) => i.id === id);
}

export function createInvitation(
  realm: RealmData,
  fields: Omit<Invitation, "id" | "sentDate" | "expiresAt">,
  lifespanSeconds: number,
): Invitation {
  const sentDate = now();
  const invitation = { ...fields, id: randomUUID(), sentDate, expiresAt: sentDate + lifespanSeconds };
  store(realm).push(invitation);
  return invitation;
}

/** Removes the invitation; false when there was none with that id. */
export function removeInvitation(realm: RealmData, id: string): boolean {
  const list = store(realm);
  const index = list.findIndex((i) => i.id === id);
  if (index < 0) return false;
  list.splice(index, 1);
  return true;
}

/** Every invitation of an organization that goes away goes with it. */
export function removeInvitationsOf(realm: RealmData, organizationId: string): void {
  stores.set(
    realm,
    store(realm).filter((i) => i.organizationId !== organizationId),
  );
}
