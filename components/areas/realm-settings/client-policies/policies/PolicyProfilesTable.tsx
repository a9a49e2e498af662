"use client";

import { useReadOnly } from "@/components/kit/form";
import { useState } from "react";
import type ClientPolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientPolicyRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import {
  clientPoliciesKeys,
  partRowsSource,
  useClientProfiles,
  useSaveClientPolicies,
  type ClientProfileRow,
} from "@/lib/queries/clientPolicies";
import { AddPolicyProfilesDialog } from "./AddPolicyProfilesDialog";

type PolicyProfilesTableProps = {
  realm: string;
  policy: ClientPolicyRepresentation;
  /** The realm's own policies, which a change saves as a whole. */
  ownPolicies: ClientPolicyRepresentation[];
};

type ProfileNameRow = { name: string; description: string };

/** The profiles a policy applies: add from the realm's and the global ones, remove. */
export function PolicyProfilesTable({ realm, policy, ownPolicies }: PolicyProfilesTableProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const [adding, setAdding] = useState(false);
  const profiles = useClientProfiles(realm);
  const policyName = policy.name ?? "";
  const named = policy.profiles ?? [];
  const all: ClientProfileRow[] = [
    ...(profiles.data?.own ?? []).map((p) => ({ ...p, global: false })),
    ...(profiles.data?.global ?? []).map((p) => ({ ...p, global: true })),
  ];
  const rows: ProfileNameRow[] = named.map((name) => ({
    name,
    description: all.find((p) => p.name === name)?.description ?? "",
  }));
  const save = useSaveClientPolicies(realm, {
    successKey: "updateClientPolicySuccess",
    errorKey: "updateClientPolicyError",
  });
  const withProfiles = (next: string[]) =>
    save.mutateAsync(ownPolicies.map((p) => (p.name === policyName ? { ...p, profiles: next } : p)));

  const columns: DataTableColumn<ProfileNameRow>[] = [
    { id: "name", header: () => t("name"), cell: ({ row }) => row.original.name },
    { id: "description", header: () => t("description"), cell: ({ row }) => row.original.description },
  ];
  const rowActions: RowAction<ProfileNameRow>[] = readOnly
    ? []
    : [
        {
          labelKey: "remove",
          danger: true,
          onClick: (row) =>
            withProfiles(named.filter((name) => name !== row.name)).then(
              () => true,
              () => false,
            ),
        },
      ];

  return (
    <>
      {adding && (
        <AddPolicyProfilesDialog
          realm={realm}
          policyName={policyName}
          addable={all.filter((p) => !named.includes(p.name ?? ""))}
          onAdd={(names) => withProfiles([...named, ...names])}
          onClose={() => setAdding(false)}
        />
      )}
      <DataTable<ProfileNameRow>
        source={partRowsSource(
          clientPoliciesKeys.part(realm, "policies", policyName, "profiles", rows),
          rows,
          (row) => `${row.name} ${row.description}`,
        )}
        columns={columns}
        ariaLabelKey="clientProfiles"
        searchPlaceholderKey="searchClientProfile"
        getRowId={(row) => row.name}
        urlStatePrefix="profiles"
        rowActions={rowActions}
        emptyState={{
          messageKey: "emptyPolicyProfiles",
          instructionsKey: "emptyPolicyProfilesInstructions",
        }}
        createAction={readOnly ? undefined : { labelKey: "addClientProfiles", onClick: () => setAdding(true) }}
      />
    </>
  );
}
