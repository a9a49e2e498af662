"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/kit/data-table";
import {
  useMoveRequiredAction,
  useRegisterRequiredAction,
  useUpdateRequiredAction,
  type RequiredActionRow,
} from "@/lib/queries/authenticationFlows";
import { ActionSwitch } from "./ActionSwitch";
import { ConfigureButton } from "./ConfigureButton";
import { MoveButtons } from "./MoveButtons";

// each mutation has put up the server's message in an alert, and the table still shows the server's state
const reported = () => undefined;

/**
 * The required actions table's columns. An unregistered action is registered by switching it on; the default switch
 * is off and disabled while its action is not enabled, as in Keycloak. Without manage rights the switches only show.
 * Actions whose provider describes a configuration get a gear that opens it.
 */
export function useRequiredActionColumns(
  realm: string,
  canManage: boolean,
  onConfigure: (action: { alias: string; name: string }) => void,
): DataTableColumn<RequiredActionRow>[] {
  const t = useTranslations();
  const update = useUpdateRequiredAction(realm);
  const register = useRegisterRequiredAction(realm);
  const move = useMoveRequiredAction(realm);
  const busy = update.isPending || register.isPending || move.isPending;

  return useMemo(() => {
    const setEnabled = (row: RequiredActionRow, enabled: boolean) => {
      if (row.registered) update.mutateAsync({ ...row.action, enabled }).catch(reported);
      else if (enabled) register.mutateAsync(row.action).catch(reported);
    };
    const setDefault = (row: RequiredActionRow, defaultAction: boolean) => {
      if (row.registered) update.mutateAsync({ ...row.action, defaultAction }).catch(reported);
    };
    const columns: DataTableColumn<RequiredActionRow>[] = [
      { id: "name", header: t("requiredActions"), cell: ({ row }) => row.original.name },
      {
        id: "enabled",
        header: t("enabled"),
        cell: ({ row }) => {
          const enabled = row.original.registered && row.original.action.enabled === true;
          return (
            <ActionSwitch
              checked={enabled}
              label={t("requiredActionEnabled", { name: row.original.name })}
              stateLabel={t(enabled ? "on" : "off")}
              readOnly={!canManage}
              disabled={busy}
              onChange={(checked) => setEnabled(row.original, checked)}
            />
          );
        },
      },
      {
        id: "defaultAction",
        header: t("setAsDefaultAction"),
        cell: ({ row }) => {
          const enabled = row.original.registered && row.original.action.enabled === true;
          const isDefault = enabled && row.original.registered && row.original.action.defaultAction === true;
          return (
            <ActionSwitch
              checked={isDefault}
              label={t("requiredActionDefault", { name: row.original.name })}
              stateLabel={t(!enabled ? "disabledOff" : isDefault ? "on" : "off")}
              readOnly={!canManage}
              disabled={!enabled || busy}
              onChange={(checked) => setDefault(row.original, checked)}
            />
          );
        },
      },
      {
        id: "config",
        header: t("configure"),
        cell: ({ row }) => {
          const current = row.original;
          if (!current.registered || !current.configurable) return null;
          const action = { alias: current.action.alias ?? "", name: current.name };
          return <ConfigureButton name={current.name} onClick={() => onConfigure(action)} />;
        },
      },
    ];
    if (!canManage) return columns;
    const order: DataTableColumn<RequiredActionRow> = {
      id: "order",
      header: t("requiredActionOrder"),
      cell: ({ row }) => {
        const current = row.original;
        if (!current.registered) return null;
        return (
          <MoveButtons
            name={current.name}
            canRaise={!current.first}
            canLower={!current.last}
            busy={busy}
            onMove={(direction) => move.mutateAsync({ alias: current.action.alias ?? "", direction }).catch(reported)}
          />
        );
      },
    };
    return [order, ...columns];
  }, [busy, canManage, move, onConfigure, register, t, update]);
}
