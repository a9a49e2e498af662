"use client";

import { useState } from "react";
import { Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { DataTable } from "@/components/kit/data-table";
import { useAccess } from "@/lib/console-context";
import { useRequiredActionRowsSource, type RequiredActionRow } from "@/lib/queries/authenticationFlows";
import { useRealmName } from "@/lib/router/useRealmName";
import { RequiredActionConfigDialog } from "./required-actions/RequiredActionConfigDialog";
import { useRequiredActionColumns } from "./required-actions/useRequiredActionColumns";

/**
 * /{realm}/authentication/required-actions: the registered required actions in priority order, then the providers'
 * actions the realm has not registered. Managers switch them on and off, choose the defaults and reorder them.
 */
export function RequiredActionsTab() {
  const t = useTranslations();
  const realm = useRealmName();
  const source = useRequiredActionRowsSource(realm);
  const canManage = useAccess().hasAny("manage-realm");
  const [configuring, setConfiguring] = useState<{ alias: string; name: string }>();
  const columns = useRequiredActionColumns(realm, canManage, setConfiguring);

  return (
    <Stack py="4">
      <RequiredActionConfigDialog
        realm={realm}
        action={configuring}
        readOnly={!canManage}
        onClose={() => setConfiguring(undefined)}
      />
      <Text color="fg.muted" px="4">
        {t("authDefaultActionTooltip")}
      </Text>
      <DataTable<RequiredActionRow>
        source={source}
        columns={columns}
        ariaLabelKey="requiredActions"
        getRowId={(row) => (row.registered ? `registered:${row.action.alias}` : `provider:${row.action.providerId}`)}
        urlStatePrefix="actions"
      />
    </Stack>
  );
}
