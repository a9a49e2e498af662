"use client";

import { useQuery } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { clientKeys } from "./keys";

/** GET /clients/{id}/service-account-user: the user a client with service accounts acts as. */
export function useServiceAccountUser(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.part(realm, clientId, "service-account-user"),
    queryFn: () => adminClient.clients.getServiceAccountUser({ realm, id: clientId }),
  });
}
