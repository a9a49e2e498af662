"use client";
import type { ReactNode } from "react";
import { Menu, Portal } from "@chakra-ui/react";
import type { PopupProps } from "@/components/kit/ui/OnDemandPopup";
import { ManageAccountMenuItem, ServerInfoMenuItem, SignOutMenuItem } from "./AccountMenuItems";
import { AppearanceMenu } from "./AppearanceMenu";
import { LanguageMenu } from "./LanguageMenu";

type AccountMenuProps = PopupProps & {
  trigger: ReactNode;
  /** Items between server info and sign out. */
  children?: ReactNode;
};

/** The signed-in admin's menu: manage account, server info, language, appearance, what the caller adds, sign out. */
export function AccountMenu({ defaultOpen, trigger, children }: AccountMenuProps) {
  return (
    <Menu.Root defaultOpen={defaultOpen} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <ManageAccountMenuItem />
            <ServerInfoMenuItem />
            <LanguageMenu />
            <AppearanceMenu />
            {children}
            <Menu.Separator />
            <SignOutMenuItem />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
