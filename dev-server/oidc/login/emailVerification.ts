// The verification links a login's VERIFY_EMAIL step mails (to the dev outbox): a key good once, for the realm's
// user-action lifespan, naming the user, the address and the login it was sent from. Kept in memory, as Keycloak's
// action tokens are kept by their signature alone: a restart forgets them.
import { randomBytes } from "node:crypto";
import type { RealmData } from "../../store/model.js";

export interface EmailVerification {
  realm: string;
  userId: string;
  email: string;
  /** the login (oidc-provider's interaction) that sent it */
  interaction: string;
  clientId: string;
  expires: number;
}

const pending = new Map<string, EmailVerification>();
/** Keycloak's default actionTokenGeneratedByUserLifespan, in seconds */
const USER_ACTION_LIFESPAN = 300;

export function verificationLink(baseUrl: string, realm: RealmData, entry: Omit<EmailVerification, "expires">): string {
  const now = Date.now();
  for (const [key, e] of pending) if (e.expires < now) pending.delete(key);
  const key = randomBytes(32).toString("base64url");
  const lifespan = realm.rep.actionTokenGeneratedByUserLifespan ?? USER_ACTION_LIFESPAN;
  pending.set(key, { ...entry, expires: now + lifespan * 1000 });
  const query = new URLSearchParams({ key, client_id: entry.clientId });
  return `${baseUrl}/realms/${encodeURIComponent(realm.rep.realm)}/login-actions/action-token?${query}`;
}

/** the verification a link names, while it is still good */
export function verificationOf(realmName: string, key: unknown): EmailVerification | undefined {
  const entry = typeof key === "string" ? pending.get(key) : undefined;
  return entry && entry.realm === realmName && entry.expires >= Date.now() ? entry : undefined;
}

/** a link is good once */
export function useVerification(key: string): void {
  pending.delete(key);
}
