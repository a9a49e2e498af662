"use client";
import type { PopupProps } from "@/components/kit/ui/OnDemandPopup";
import { AccountMenu } from "./AccountMenu";
import { UserMenuTrigger } from "./menuTriggers";

/** The signed-in admin's menu: manage account, server info, sign out. Loaded on first use. */
export default function UserMenu({ displayName, defaultOpen }: PopupProps & { displayName: string }) {
  return <AccountMenu defaultOpen={defaultOpen} trigger={<UserMenuTrigger displayName={displayName} />} />;
}
