"use client";
import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useHelp } from "@/lib/console-context";
import { HelpIcon } from "@/components/ui/icons";

export const DOCUMENTATION_URL = "https://www.keycloak.org/docs/26.0/server_admin/index.html";

/** Menu entry that switches help mode on and off. */
export function HelpModeMenuItem({ label }: { label: string }) {
  const help = useHelp();
  return (
    <Menu.CheckboxItem value="helpMode" checked={help.enabled} onCheckedChange={() => help.toggle()}>
      {label}
      <Menu.ItemIndicator />
    </Menu.CheckboxItem>
  );
}

/** The masthead's help menu: the documentation link and the help-mode toggle. */
export function HelpMenu() {
  const t = useTranslations();
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={t("help")} variant="ghost" size="sm">
          <HelpIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.Item value="documentation" asChild>
              <a href={DOCUMENTATION_URL} target="_blank" rel="noreferrer">
                {t("documentation")}
              </a>
            </Menu.Item>
            <Menu.Separator />
            <HelpModeMenuItem label={t("enableHelpMode")} />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
