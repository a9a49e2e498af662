"use client";
import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useHelp } from "@/lib/console-context";
import { KebabIcon } from "@/components/ui/icons";
import { ManageAccountMenuItem, ServerInfoMenuItem, SignOutMenuItem } from "./AccountMenuItems";
import { HelpModeMenuItem } from "./HelpMenu";

/** Small screens: one menu in place of the help and user menus. */
export function KebabMenu() {
  const t = useTranslations();
  const { enabled } = useHelp();
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={t("userMenu")} variant="ghost" size="sm">
          <KebabIcon />
        </IconButton>
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
