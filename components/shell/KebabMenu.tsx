"use client";
import { useTranslations } from "next-intl";
import { useHelp } from "@/lib/console-context";
import type { PopupProps } from "@/components/kit/ui/OnDemandPopup";
import { AccountMenu } from "./AccountMenu";
import { HelpModeMenuItem } from "./HelpMenu";
import { KebabMenuTrigger } from "./menuTriggers";

/** Small screens: one menu in place of the help and user menus. Loaded on first use. */
export default function KebabMenu({ defaultOpen }: PopupProps) {
  const t = useTranslations();
  const { enabled } = useHelp();
  return (
    <AccountMenu defaultOpen={defaultOpen} trigger={<KebabMenuTrigger />}>
      <HelpModeMenuItem label={enabled ? t("helpEnabled") : t("helpDisabled")} />
    </AccountMenu>
  );
}
