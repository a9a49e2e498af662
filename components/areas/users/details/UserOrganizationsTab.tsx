"use client";

import { OrganizationTable } from "@/components/shared/organization-table/OrganizationTable";
import { useUserOrganizationsSource } from "@/lib/queries/users";

/** The organizations the user is a member of (GET /organizations/members/{userId}/organizations). */
export function UserOrganizationsTab({ realm, userId }: { realm: string; userId: string }) {
  const source = useUserOrganizationsSource(realm, userId);
  return (
    <OrganizationTable
      source={source}
      urlStatePrefix="organizations"
      emptyState={{ messageKey: "emptyUserOrganizations", instructionsKey: "emptyUserOrganizationsInstructions" }}
    />
  );
}
