"use client";

import { useState } from "react";
import { Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
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
  const [chosen, setChosen] = useState<ClientProfileRow[]>([]);
  const [busy, setBusy] = useState(false);
  const columns: DataTableColumn<ClientProfileRow>[] = [
    { id: "name", header: () => t("name"), cell: ({ row }) => row.original.name ?? "" },
    { id: "description", header: () => t("description"), cell: ({ row }) => row.original.description ?? "" },
  ];

  const add = async () => {
    setBusy(true);
    try {
      await onAdd(chosen.map((row) => row.name ?? ""));
      onClose();
    } catch {
      // the mutation's alert shows the server's message; the dialog stays open with the choice for another try
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open
      size="lg"
      title={t("addClientProfiles")}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button colorPalette="blue" disabled={chosen.length === 0} loading={busy} onClick={add}>
            {t("add")}
          </Button>
        </>
      }
    >
      <DataTable<ClientProfileRow>
        source={partRowsSource(
          clientPoliciesKeys.part(realm, "policies", policyName, "addable-profiles", addable),
          addable,
          (row) => `${row.name ?? ""} ${row.description ?? ""}`,
        )}
        columns={columns}
        ariaLabelKey="addClientProfiles"
        searchPlaceholderKey="searchClientProfile"
        getRowId={(row) => row.name ?? ""}
        urlStatePrefix={false}
        canSelect
        onSelect={setChosen}
      />
    </DialogFrame>
  );
}
