"use client";

import { useParams } from "@tanstack/react-router";
import { useAccess } from "@/lib/console-context";

/** The route's realm and client, and whether the admin may change its authorization settings or only view them. */
export function useAuthzContext() {
  const { realm, clientId } = useParams({ strict: false }) as { realm: string; clientId: string };
  const readOnly = !useAccess().hasAny("manage-clients", "manage-authorization");
  return { realm, clientId, readOnly };
}
