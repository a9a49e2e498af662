"use client";

import { useNavigate } from "@tanstack/react-router";
import type { AuthorizationTab } from "../authorizationTabs";

/** Back to one of the authorization tabs of the client. */
export function useBackToTab(realm: string, clientId: string, tab: AuthorizationTab) {
  const navigate = useNavigate();
  return () => navigate({ to: "/$realm/clients/$clientId/authorization/$tab", params: { realm, clientId, tab } });
}
