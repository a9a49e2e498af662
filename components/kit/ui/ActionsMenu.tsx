"use client";

import type { ReactNode, RefObject } from "react";
import { Button, Menu, Portal, type ButtonProps } from "@chakra-ui/react";
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

type MenuButtonProps = {
  size?: "sm" | "md";
  /** An action is running. */
  loading?: boolean;
  disabled?: boolean;
  alignSelf?: ButtonProps["alignSelf"];
  /** The menu's button, where the focus goes back when a dialog the menu opened closes. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
};

type MenuFrameProps = MenuButtonProps & {
  label: string;
  /** Where the menu opens: a header's menu under the button's end, which stands at the page's right edge. */
  alignEnd?: boolean;
  onSelect?(value: string): void;
  children: ReactNode;
};

/** An outline button with a chevron opening a menu under it. */
function MenuFrame({ label, alignEnd, onSelect, children, size, triggerRef, ...button }: MenuFrameProps) {
  return (
    <Menu.Root
      positioning={alignEnd ? { placement: "bottom-end" } : undefined}
      onSelect={({ value }) => onSelect?.(value)}
    >
      <Menu.Trigger asChild>
        <Button ref={triggerRef} variant="outline" size={size} {...button}>
          {label}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export type ActionsMenuProps = MenuButtonProps & { actions: MenuAction[] };

/** A screen header's Action menu: a button opening the screen's actions, dangerous ones last and in red. */
export function ActionsMenu({ actions, size = "sm", ...button }: ActionsMenuProps) {
  const t = useTranslations();
  return (
    <MenuFrame label={t("action")} alignEnd size={size} {...button}>
      {actions
        .filter((action) => !action.hidden)
        .flatMap(({ value, labelKey, onSelect, danger, separated }) => [
          ...(separated ? [<Menu.Separator key={`${value}-separator`} />] : []),
          <Menu.Item key={value} value={value} color={danger ? "fg.error" : undefined} onSelect={onSelect}>
            {t(labelKey)}
          </Menu.Item>,
        ])}
    </MenuFrame>
  );
}

export type ChoiceMenuProps<T extends { id?: string }> = MenuButtonProps & {
  /** Message key of the button ("Add provider"). */
  labelKey: string;
  choices: readonly T[];
  /** How a choice reads in the menu. */
  label(choice: T): ReactNode;
  onChoose(choice: T): void;
};

/** A button opening a list of kinds to add one of (a policy type, a provider type). */
export function ChoiceMenu<T extends { id?: string }>({
  labelKey,
  choices,
  label,
  onChoose,
  ...button
}: ChoiceMenuProps<T>) {
  const t = useTranslations();
  const choose = (value: string) => {
    const chosen = choices.find((choice) => choice.id === value);
    if (chosen) onChoose(chosen);
  };
  return (
    <MenuFrame label={t(labelKey)} onSelect={choose} {...button}>
      {choices.map((choice) => (
        <Menu.Item key={choice.id} value={choice.id ?? ""}>
          {label(choice)}
        </Menu.Item>
      ))}
    </MenuFrame>
  );
}
