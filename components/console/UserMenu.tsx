"use client";
import { Menu, Portal } from "@chakra-ui/react";
import type { PopupProps } from "@/components/ui/OnDemandPopup";
import { ManageAccountMenuItem, ServerInfoMenuItem, SignOutMenuItem } from "./AccountMenuItems";
import { UserMenuTrigger } from "./menuTriggers";

/** The signed-in admin's menu: manage account, server info, sign out. Loaded on first use. */
export default function UserMenu({ displayName, defaultOpen }: PopupProps & { displayName: string }) {
  return (
    <Menu.Root defaultOpen={defaultOpen} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <UserMenuTrigger displayName={displayName} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <ManageAccountMenuItem />
            <ServerInfoMenuItem />
            <Menu.Separator />
            <SignOutMenuItem />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
