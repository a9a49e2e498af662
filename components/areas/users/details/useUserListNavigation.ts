"use client";

import { useCallback } from "react";
import { useNavigate } from "@tanstack/react-router";

/** Goes to the realm's user list (after cancelling a create or deleting a user). */
export function useUserListNavigation(realm: string) {
  const navigate = useNavigate();
  return useCallback(() => navigate({ to: "/$realm/users", params: { realm } }), [navigate, realm]);
}
