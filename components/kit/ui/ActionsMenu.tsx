"use client";

import type { RefObject } from "react";
import { Button, Menu, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "./icons";

export type MenuAction = {
  value: string;
  /** Message key of the item. */
  labelKey: string;
  onSelect(): void;
  /** Shown in the danger color (delete, sign out everyone). */
  danger?: boolean;
  /** A separator line above the item. */
  separated?: boolean;
  /** The admin may not do it here: the item is left out. */
  hidden?: boolean;
};

export type ActionsMenuProps = {
  actions: MenuAction[];
  size?: "sm" | "md";
  /** An action is running. */
  loading?: boolean;
  /** The menu's button, where the focus goes back when a dialog the menu opened closes. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
};

/** A screen header's Action menu: a button opening the screen's actions, dangerous ones last and in red. */
export function ActionsMenu({ actions, size = "sm", loading, triggerRef }: ActionsMenuProps) {
  const t = useTranslations();
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button ref={triggerRef} variant="outline" size={size} loading={loading}>
          {t("action")}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions
              .filter((action) => !action.hidden)
              .flatMap(({ value, labelKey, onSelect, danger, separated }) => [
                ...(separated ? [<Menu.Separator key={`${value}-separator`} />] : []),
                <Menu.Item key={value} value={value} color={danger ? "fg.error" : undefined} onSelect={onSelect}>
                  {t(labelKey)}
                </Menu.Item>,
              ])}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
