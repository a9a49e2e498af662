"use client";

import { useReadOnly } from "@/components/kit/form";
import { Button, Link as ChakraLink } from "@chakra-ui/react";
import type ClientProfileRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientProfileRepresentation.js";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { useConfigText } from "@/components/shared/dynamic-config/useConfigText";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useServerInfo } from "@/lib/console-context";
import {
  clientPoliciesKeys,
  EXECUTOR_PROVIDER_TYPE,
  partRowsSource,
  useSaveClientProfiles,
} from "@/lib/queries/clientPolicies";

type ExecutorRow = { index: number; executor: string };

type ExecutorsTableProps = {
  realm: string;
  profile: ClientProfileRepresentation;
  /** The realm's own profiles, which a change saves as a whole. */
  ownProfiles: ClientProfileRepresentation[];
};

/** A profile's executors: type (to its settings) and what it does; add and remove for an editable profile. */
export function ExecutorsTable({ realm, profile, ownProfiles }: ExecutorsTableProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const configText = useConfigText();
  const types = useServerInfo().componentTypes?.[EXECUTOR_PROVIDER_TYPE] ?? [];
  const profileName = profile.name ?? "";
  const rows: ExecutorRow[] = (profile.executors ?? []).map((e, index) => ({ index, executor: e.executor ?? "" }));
  const save = useSaveClientProfiles(realm, {
    successKey: "deleteExecutorSuccess",
    errorKey: "deleteExecutorError",
  });
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ExecutorRow>({
    titleKey: "deleteExecutorProviderConfirmTitle",
    messageKey: "deleteExecutorProviderConfirm",
    messageValues: (row) => ({ name: row.executor }),
    onDelete: (row) =>
      save.mutateAsync(
        ownProfiles.map((p) =>
          p.name === profileName ? { ...p, executors: (p.executors ?? []).filter((_, i) => i !== row.index) } : p,
        ),
      ),
  });

  const columns: DataTableColumn<ExecutorRow>[] = [
    {
      id: "executor",
      header: () => t("executorType"),
      cell: ({ row }) =>
        readOnly ? (
          row.original.executor
        ) : (
          <ChakraLink asChild colorPalette="blue">
            <Link
              to="/$realm/realm-settings/client-policies/$profileName/edit-profile/$executorName"
              params={{ realm, profileName, executorName: row.original.executor }}
            >
              {row.original.executor}
            </Link>
          </ChakraLink>
        ),
    },
    {
      id: "help",
      header: () => t("description"),
      cell: ({ row }) => configText(types.find((type) => type.id === row.original.executor)?.helpText) ?? "",
    },
  ];
  const rowActions: RowAction<ExecutorRow>[] = readOnly
    ? []
    : [{ labelKey: "delete", danger: true, onClick: confirmDelete }];
  const toAdd = () =>
    void navigate({
      to: "/$realm/realm-settings/client-policies/$profileName/add-executor",
      params: { realm, profileName },
    });

  return (
    <>
      {DeleteConfirm}
      <DataTable<ExecutorRow>
        source={partRowsSource(
          clientPoliciesKeys.part(realm, "profiles", profileName, "executors", rows),
          rows,
          (row) => row.executor,
        )}
        columns={columns}
        ariaLabelKey="executors"
        searchPlaceholderKey="searchExecutor"
        getRowId={(row) => `${row.index}`}
        rowActions={rowActions}
        emptyState={{
          messageKey: "emptyExecutors",
          instructionsKey: "emptyExecutorsInstructions",
          ...(readOnly ? {} : { actionKey: "addExecutor", onAction: toAdd }),
        }}
        toolbar={() =>
          !readOnly && (
            <Button size="sm" colorPalette="blue" onClick={toAdd}>
              {t("addExecutor")}
            </Button>
          )
        }
      />
    </>
  );
}
