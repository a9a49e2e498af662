"use client";

import { useReadOnly } from "@/components/kit/form";
import { Button, Link as ChakraLink } from "@chakra-ui/react";
import type ClientPolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientPolicyRepresentation.js";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { useConfigText } from "@/components/shared/dynamic-config/useConfigText";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useServerInfo } from "@/lib/console-context";
import {
  clientPoliciesKeys,
  CONDITION_PROVIDER_TYPE,
  partRowsSource,
  useSaveClientPolicies,
} from "@/lib/queries/clientPolicies";

type ConditionRow = { index: number; condition: string };

type ConditionsTableProps = {
  realm: string;
  policy: ClientPolicyRepresentation;
  ownPolicies: ClientPolicyRepresentation[];
};

/** A policy's conditions: type (to its settings) and what it checks; add and remove. */
export function ConditionsTable({ realm, policy, ownPolicies }: ConditionsTableProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const configText = useConfigText();
  const types = useServerInfo().componentTypes?.[CONDITION_PROVIDER_TYPE] ?? [];
  const policyName = policy.name ?? "";
  const rows: ConditionRow[] = (policy.conditions ?? []).map((c, index) => ({ index, condition: c.condition ?? "" }));
  const save = useSaveClientPolicies(realm, {
    successKey: "deleteConditionSuccess",
    errorKey: "deleteConditionError",
  });
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ConditionRow>({
    titleKey: "deleteConditionConfirmTitle",
    messageKey: "deleteConditionConfirm",
    messageValues: (row) => ({ name: row.condition }),
    onDelete: (row) =>
      save.mutateAsync(
        ownPolicies.map((p) =>
          p.name === policyName ? { ...p, conditions: (p.conditions ?? []).filter((_, i) => i !== row.index) } : p,
        ),
      ),
  });

  const columns: DataTableColumn<ConditionRow>[] = [
    {
      id: "condition",
      header: () => t("conditionType"),
      cell: ({ row }) =>
        readOnly ? (
          row.original.condition
        ) : (
          <ChakraLink asChild colorPalette="blue">
            <Link
              to="/$realm/realm-settings/client-policies/$policyName/edit-policy/$conditionName/edit-condition"
              params={{ realm, policyName, conditionName: row.original.condition }}
            >
              {row.original.condition}
            </Link>
          </ChakraLink>
        ),
    },
    {
      id: "help",
      header: () => t("description"),
      cell: ({ row }) => configText(types.find((type) => type.id === row.original.condition)?.helpText) ?? "",
    },
  ];
  const rowActions: RowAction<ConditionRow>[] = readOnly
    ? []
    : [{ labelKey: "delete", danger: true, onClick: confirmDelete }];
  const toAdd = () =>
    void navigate({
      to: "/$realm/realm-settings/client-policies/$policyName/edit-policy/create-condition",
      params: { realm, policyName },
    });

  return (
    <>
      {DeleteConfirm}
      <DataTable<ConditionRow>
        source={partRowsSource(
          clientPoliciesKeys.part(realm, "policies", policyName, "conditions", rows),
          rows,
          (row) => row.condition,
        )}
        columns={columns}
        ariaLabelKey="conditions"
        searchPlaceholderKey="searchCondition"
        getRowId={(row) => `${row.index}`}
        urlStatePrefix="conditions"
        rowActions={rowActions}
        emptyState={{
          messageKey: "emptyConditions",
          instructionsKey: "emptyConditionsInstructions",
          ...(readOnly ? {} : { actionKey: "addCondition", onAction: toAdd }),
        }}
        toolbar={() =>
          !readOnly && (
            <Button size="sm" colorPalette="blue" onClick={toAdd}>
              {t("addCondition")}
            </Button>
          )
        }
      />
    </>
  );
}
