"use client";
import { Menu, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useHelp } from "@/lib/console-context";
import type { PopupProps } from "@/components/kit/ui/OnDemandPopup";
import { DOCUMENTATION_URL } from "./documentation";
import { HelpMenuTrigger } from "./menuTriggers";

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

/** The masthead's help menu: the documentation link and the help-mode toggle. Loaded on first use. */
export default function HelpMenu({ defaultOpen }: PopupProps) {
  const t = useTranslations();
  return (
    <Menu.Root defaultOpen={defaultOpen} closeOnSelect={false} positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <HelpMenuTrigger />
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
