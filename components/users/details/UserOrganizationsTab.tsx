"use client";

import { OrganizationTable } from "@/components/organization-table/OrganizationTable";
import { userKeys, useUserOrganizationsLoader } from "@/lib/queries/users";

/** The organizations the user is a member of (GET /organizations/members/{userId}/organizations). */
export function UserOrganizationsTab({ realm, userId }: { realm: string; userId: string }) {
  const loader = useUserOrganizationsLoader(realm, userId);
  return (
    <OrganizationTable
      queryKey={userKeys.part(realm, userId, "organizations")}
      loader={loader}
      urlStatePrefix="organizations"
      emptyState={{ messageKey: "emptyUserOrganizations", instructionsKey: "emptyUserOrganizationsInstructions" }}
    />
  );
}
