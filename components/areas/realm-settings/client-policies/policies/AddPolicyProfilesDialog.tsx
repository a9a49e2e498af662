"use client";

import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/kit/data-table";
import { PickRowsDialog } from "@/components/kit/screen/PickRowsDialog";
import { clientPoliciesKeys, partRowsSource, type ClientProfileRow } from "@/lib/queries/clientPolicies";

type AddPolicyProfilesDialogProps = {
  realm: string;
  policyName: string;
  /** The profiles the policy does not name yet, the realm's and the global ones. */
  addable: ClientProfileRow[];
  onAdd(names: string[]): Promise<unknown>;
  onClose(): void;
};

/** Picks profiles for a policy to apply. */
export function AddPolicyProfilesDialog({ realm, policyName, addable, onAdd, onClose }: AddPolicyProfilesDialogProps) {
  const t = useTranslations();
  const columns: DataTableColumn<ClientProfileRow>[] = [
    { id: "name", header: () => t("name"), cell: ({ row }) => row.original.name ?? "" },
    { id: "description", header: () => t("description"), cell: ({ row }) => row.original.description ?? "" },
  ];
  return (
    <PickRowsDialog<ClientProfileRow>
      open
      titleKey="addClientProfiles"
      searchPlaceholderKey="searchClientProfile"
      source={partRowsSource(
        clientPoliciesKeys.part(realm, "policies", policyName, "addableProfiles", addable),
        addable,
        (row) => `${row.name ?? ""} ${row.description ?? ""}`,
      )}
      columns={columns}
      getRowId={(row) => row.name ?? ""}
      onAdd={(rows) => onAdd(rows.map((row) => row.name ?? ""))}
      onClose={onClose}
    />
  );
}
