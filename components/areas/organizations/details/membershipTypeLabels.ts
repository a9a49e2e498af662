import type { MembershipType } from "@/lib/queries/organizations";

/** Message key of each membership type Keycloak reports. */
export const MEMBERSHIP_TYPE_LABELS: Record<MembershipType, string> = { MANAGED: "managed", UNMANAGED: "unmanaged" };

/** A member's membership type in words; a type this console does not know is shown as the server names it. */
export function membershipTypeLabel(t: (key: string) => string, type: string | undefined): string {
  if (!type) return "—";
  return type in MEMBERSHIP_TYPE_LABELS ? t(MEMBERSHIP_TYPE_LABELS[type as MembershipType]) : type;
}
