"use client";

import { useCallback } from "react";
import { useRouter } from "@tanstack/react-router";

/**
 * Goes to the realm's user list. The list's route belongs to the users area, so the path is built here
 * rather than typed against the route tree.
 */
export function useUserListNavigation(realm: string) {
  const router = useRouter();
  return useCallback(() => router.history.push(`/${encodeURIComponent(realm)}/users`), [router, realm]);
}
