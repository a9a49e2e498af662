"use client";

import type { ReactNode, RefObject } from "react";
import { Button, Menu, Portal, type ButtonProps } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "./icons";
import { PRIMARY_LOOK } from "./PrimaryButton";

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

/** The button's own look and state; the kit's menus open from an outline button unless `variant` says otherwise. */
type MenuButtonLook = Pick<ButtonProps, "size" | "variant" | "colorPalette" | "alignSelf" | "disabled" | "loading"> & {
  "aria-description"?: string;
  /** The menu's button, where the focus goes back when a dialog the menu opened closes. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
};

export type MenuButtonProps = MenuButtonLook & {
  label: string;
  /** The screen's main action (Add provider, Add mapper): drawn as every primary button is. */
  primary?: boolean;
  /** Where the menu opens: a header's menu under the button's end, which stands at the page's right edge. */
  alignEnd?: boolean;
  /** The chosen item's value. */
  onSelect?(value: string): void;
  /** The menu's items (Menu.Item, Menu.ItemGroup …). */
  children: ReactNode;
};

/** A button with a chevron opening a menu under it: the one nest of Chakra's Menu every menu of the console uses. */
export function MenuButton({ label, primary, alignEnd, onSelect, children, triggerRef, ...button }: MenuButtonProps) {
  return (
    <Menu.Root
      positioning={alignEnd ? { placement: "bottom-end" } : undefined}
      onSelect={({ value }) => onSelect?.(value)}
    >
      <Menu.Trigger asChild>
        <Button ref={triggerRef} variant="outline" {...(primary && PRIMARY_LOOK)} {...button}>
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

export type ActionsMenuProps = MenuButtonLook & { actions: MenuAction[] };

/** A screen header's Action menu: a button opening the screen's actions, dangerous ones last and in red. */
export function ActionsMenu({ actions, size = "sm", ...button }: ActionsMenuProps) {
  const t = useTranslations();
  return (
    <MenuButton label={t("action")} alignEnd size={size} {...button}>
      {actions
        .filter((action) => !action.hidden)
        .flatMap(({ value, labelKey, onSelect, danger, separated }) => [
          ...(separated ? [<Menu.Separator key={`${value}-separator`} />] : []),
          <Menu.Item key={value} value={value} color={danger ? "fg.error" : undefined} onSelect={onSelect}>
            {t(labelKey)}
          </Menu.Item>,
        ])}
    </MenuButton>
  );
}

export type ChoiceMenuProps<T extends { id?: string }> = MenuButtonLook & {
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
    <MenuButton label={t(labelKey)} onSelect={choose} {...button}>
      {choices.map((choice) => (
        <Menu.Item key={choice.id} value={choice.id ?? ""}>
          {label(choice)}
        </Menu.Item>
      ))}
    </MenuButton>
  );
}
