"use client";

import type { RefObject } from "react";
import { ActionsMenu } from "@/components/kit/ui/MenuButton";

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
  if (!onRevocation && !onSignOutAll) return null;
  return (
    <ActionsMenu
      triggerRef={triggerRef}
      actions={[
        { value: "revocation", labelKey: "revocation", onSelect: () => onRevocation?.(), hidden: !onRevocation },
        {
          value: "logout-all",
          labelKey: "signOutAllActiveSessions",
          danger: true,
          onSelect: () => onSignOutAll?.(),
          hidden: !onSignOutAll,
        },
      ]}
    />
  );
}
