"use client";

import type { RefObject } from "react";
import { Button, Menu, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "@/components/kit/ui/icons";

export type SessionsActionsMenuProps = {
  /** The menu's button, where the focus goes back when a dialog the menu opened closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Opens the revocation dialog; absent for admins who may not view the realm. */
  onRevocation?(): void;
  /** Asks before signing out every session; absent for admins who may not manage users. */
  onSignOutAll?(): void;
};

/** The sessions header's menu: the realm's revocation (not-before) and signing out every active session. */
export function SessionsActionsMenu({ triggerRef, onRevocation, onSignOutAll }: SessionsActionsMenuProps) {
  const t = useTranslations();
  if (!onRevocation && !onSignOutAll) return null;
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button ref={triggerRef} variant="outline" size="sm">
          {t("action")}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {onRevocation && (
              <Menu.Item value="revocation" onSelect={onRevocation}>
                {t("revocation")}
              </Menu.Item>
            )}
            {onSignOutAll && (
              <Menu.Item value="logout-all" color="fg.error" onSelect={onSignOutAll}>
                {t("signOutAllActiveSessions")}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
