"use client";
import { Button, Menu, Portal } from "@chakra-ui/react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { ManageAccountMenuItem, ServerInfoMenuItem, SignOutMenuItem } from "./AccountMenuItems";

/** The signed-in admin's menu: manage account, server info, sign out. */
export function UserMenu({ displayName }: { displayName: string }) {
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          {displayName}
          <ChevronDownIcon />
        </Button>
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
