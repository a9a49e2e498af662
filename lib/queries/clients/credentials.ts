"use client";

import { useQuery } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "../adminMutation";
import { clientKeys } from "./keys";

/** GET /clients/{id}/client-secret; Keycloak answers it only to admins who may configure the client. */
export function useClientSecret(realm: string, id: string, enabled: boolean) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.part(realm, id, "secret"),
    queryFn: async () => (await adminClient.clients.getClientSecret({ realm, id })).value ?? "",
    enabled,
  });
}

/** POST /clients/{id}/client-secret: a new secret; the old one stops working, and the client's rotation info changes. */
export function useRegenerateClientSecret(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(() => adminClient.clients.generateNewClientSecret({ realm, id }), {
    successKey: "clientSecretSuccess",
    errorKey: "clientSecretError",
    keys: () => [clientKeys.detail(realm, id)],
  });
}

/** DELETE /clients/{id}/client-secret/rotated: the rotated secret stops working at once. */
export function useInvalidateRotatedSecret(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(() => adminClient.clients.invalidateSecret({ realm, id }), {
    successKey: "invalidateRotatedSuccess",
    errorKey: "invalidateRotatedError",
    keys: () => [clientKeys.detail(realm, id)],
  });
}

/** POST /clients/{id}/registration-access-token: Keycloak shows a token only once, when it is made. */
export function useRegenerateRegistrationToken(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async () => (await adminClient.clients.generateRegistrationAccessToken({ realm, id })).registrationAccessToken,
    { successKey: "accessTokenSuccess", errorKey: "accessTokenError", keys: () => [clientKeys.detail(realm, id)] },
  );
}

/**
 * GET /clients/{id}/installation/providers/{providerId}: the adapter configuration in one of the server's formats,
 * as the text the admin downloads (JSON answers come back parsed and are printed again).
 */
export function useAdapterConfig(realm: string, id: string, providerId: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.part(realm, id, "installation", providerId),
    queryFn: async () => {
      const answer: unknown = await adminClient.clients.getInstallationProviders({ realm, id, providerId });
      return typeof answer === "string" ? answer : JSON.stringify(answer, null, 2);
    },
    enabled: providerId !== "",
  });
}
