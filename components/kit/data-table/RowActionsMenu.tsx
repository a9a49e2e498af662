"use client";

import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { KebabIcon } from "@/components/kit/ui/icons";
import type { RowAction } from "./types";

export type RowActionsMenuProps<T> = {
  row: T;
  actions: RowAction<T>[];
  onAction(action: RowAction<T>, row: T): void;
  /** The menu button's name, when the row's own says more than "Row actions" (a card names its item). */
  label?: string;
};

/** The kebab menu of one row, or of one card. */
export function RowActionsMenu<T>({ row, actions, onAction, label }: RowActionsMenuProps<T>) {
  const t = useTranslations();
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={label ?? t("rowActions")} variant="ghost" size="sm">
          <KebabIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action) => (
              <Menu.Item
                key={action.labelKey}
                value={action.labelKey}
                disabled={action.disabled}
                color={action.danger ? "fg.error" : undefined}
                onSelect={() => onAction(action, row)}
              >
                {t(action.labelKey)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
