"use client";

import { useParams } from "@tanstack/react-router";
import { useRealmName } from "@/lib/router/useRealmName";
import { useAccess } from "@/lib/console-context";

/** The route's realm and client, and whether the admin may change its authorization settings or only view them. */
export function useAuthzContext() {
  const realm = useRealmName();
  const clientId = useParams({ strict: false, select: (params) => params.clientId ?? "" });
  const readOnly = !useAccess().hasAny("manage-clients", "manage-authorization");
  return { realm, clientId, readOnly };
}
