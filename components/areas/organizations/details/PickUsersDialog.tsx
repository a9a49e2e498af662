"use client";

import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { UsersPickerDialog } from "@/components/kit/screen/picker";
import { organizationKeys, useOrganizationUserPickerLoader } from "@/lib/queries/organizations";

export type PickUsersDialogProps = {
  realm: string;
  organizationId: string;
  title: string;
  confirmLabel: string;
  onClose(): void;
  /** Resolves once done with the chosen users; rejecting keeps the dialog open (the mutation has alerted). */
  onConfirm(users: UserRepresentation[]): Promise<unknown>;
};

/** Chooses realm users, searched and paged on the server, to add to the organization or to invite. */
export function PickUsersDialog({ realm, organizationId, ...dialog }: PickUsersDialogProps) {
  return (
    <UsersPickerDialog
      {...dialog}
      queryKey={organizationKeys.part(realm, organizationId, "member-picker")}
      load={useOrganizationUserPickerLoader(realm)}
    />
  );
}
