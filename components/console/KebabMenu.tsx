"use client";
import { Menu, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useHelp } from "@/lib/console-context";
import type { PopupProps } from "@/components/ui/OnDemandPopup";
import { ManageAccountMenuItem, ServerInfoMenuItem, SignOutMenuItem } from "./AccountMenuItems";
import { HelpModeMenuItem } from "./HelpMenu";
import { KebabMenuTrigger } from "./menuTriggers";

/** Small screens: one menu in place of the help and user menus. Loaded on first use. */
export default function KebabMenu({ defaultOpen }: PopupProps) {
  const t = useTranslations();
  const { enabled } = useHelp();
  return (
    <Menu.Root defaultOpen={defaultOpen} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <KebabMenuTrigger />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <ManageAccountMenuItem />
            <ServerInfoMenuItem />
            <HelpModeMenuItem label={enabled ? t("helpEnabled") : t("helpDisabled")} />
            <Menu.Separator />
            <SignOutMenuItem />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
