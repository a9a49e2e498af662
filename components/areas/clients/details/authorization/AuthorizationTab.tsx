"use client";

import { Navigate } from "@tanstack/react-router";
import type { ClientTabProps } from "../clientTabs";

/**
 * The authorization services have tabs of their own (/{realm}/clients/{id}/authorization/{tab}, the
 * client-authorization area): this tab opens their first, in place of itself in the history.
 */
export default function AuthorizationTab({ realm, client }: ClientTabProps) {
  return (
    <Navigate
      to="/$realm/clients/$clientId/authorization/$tab"
      params={{ realm, clientId: client.id ?? "", tab: "settings" }}
      replace
    />
  );
}
