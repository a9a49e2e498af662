"use client";

import { useReadOnly } from "@/components/kit/form";
import { Badge, HStack, Link as ChakraLink, Switch } from "@chakra-ui/react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { deleteRowAction, DataTable, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { useAccess } from "@/lib/console-context";
import {
  useClientPolicies,
  useClientPolicyRowsSource,
  useSaveClientPolicies,
  type ClientPolicyRow,
} from "@/lib/queries/clientPolicies";

type PoliciesTableProps = { realm: string };

/** Name (to the policy), its enabled switch saved at once, description; the realm's own policies can be deleted. */
export function PoliciesTable({ realm }: PoliciesTableProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const canCreate = useAccess().hasAny("manage-clients") && !readOnly;
  const source = useClientPolicyRowsSource(realm);
  const policies = useClientPolicies(realm);
  const own = policies.data?.own ?? [];
  const toggle = useSaveClientPolicies(realm, {
    successKey: "updateClientPolicySuccess",
    errorKey: "updateClientPolicyError",
  });
  const remove = useSaveClientPolicies(realm, {
    successKey: "deleteClientPolicySuccess",
    errorKey: "deleteClientPolicyError",
  });
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ClientPolicyRow>({
    titleKey: "deleteClientPolicyConfirmTitle",
    messageKey: "deleteClientPolicyConfirm",
    onDelete: (row) => remove.mutateAsync(own.filter((p) => p.name !== row.name)),
  });
  const setEnabled = (row: ClientPolicyRow, enabled: boolean) =>
    // the alert shows the server's message; the switch shows the server's state again after the reload
    toggle.mutate(own.map((p) => (p.name === row.name ? { ...p, enabled } : p)));

  const columns: DataTableColumn<ClientPolicyRow>[] = [
    {
      id: "name",
      header: () => t("name"),
      cell: ({ row }) => (
        <HStack gap="2">
          <TruncatedText text={row.original.name ?? ""} maxW="xs">
            {row.original.global || readOnly ? (
              <span>{row.original.name}</span>
            ) : (
              <ChakraLink asChild colorPalette="blue">
                <Link
                  to="/$realm/realm-settings/client-policies/$policyName/edit-policy"
                  params={{ realm, policyName: row.original.name ?? "" }}
                >
                  {row.original.name}
                </Link>
              </ChakraLink>
            )}
          </TruncatedText>
          {row.original.global && <Badge colorPalette="blue">{t("global")}</Badge>}
        </HStack>
      ),
    },
    {
      id: "enabled",
      header: () => t("status"),
      cell: ({ row }) => {
        const checked = row.original.enabled === true;
        return (
          // the state's text is beside the switch, not its label: each row's switch is named by its policy
          <HStack gap="2">
            <Switch.Root
              checked={checked}
              disabled={readOnly || row.original.global || toggle.isPending}
              onCheckedChange={({ checked: next }) => setEnabled(row.original, next)}
            >
              <Switch.HiddenInput aria-label={t("policyEnabledSwitch", { name: row.original.name ?? "" })} />
              <Switch.Control />
            </Switch.Root>
            <span>{checked ? t("enabled") : t("disabled")}</span>
          </HStack>
        );
      },
    },
    { id: "description", header: () => t("description"), cell: ({ row }) => row.original.description ?? "" },
  ];
  const rowActions = (row: ClientPolicyRow): RowAction<ClientPolicyRow>[] =>
    readOnly || row.global ? [] : [deleteRowAction(confirmDelete)];
  const toCreate = () =>
    void navigate({ to: "/$realm/realm-settings/client-policies/policies/add-client-policy", params: { realm } });

  return (
    <>
      {DeleteConfirm}
      <DataTable<ClientPolicyRow>
        source={source}
        columns={columns}
        ariaLabelKey="clientPolicies"
        searchPlaceholderKey="searchClientPolicy"
        getRowId={(row) => `${row.global ? "global" : "realm"}:${row.name ?? ""}`}
        rowActions={rowActions}
        emptyState={{
          messageKey: "emptyClientPolicies",
          instructionsKey: "emptyClientPoliciesInstructions",
        }}
        createAction={canCreate ? { labelKey: "createClientPolicy", onClick: toCreate } : undefined}
      />
    </>
  );
}
