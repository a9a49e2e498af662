"use client";

import { useQuery } from "@tanstack/react-query";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "./adminMutation";
import { userKeys } from "./users/keys";
import { useWhoAmI } from "./whoami";

export type SignedInUser = { user: UserRepresentation; realm: string };

/**
 * The signed-in admin as a user of their own realm (whoami names it), for the address the SMTP test goes to; null
 * when that user is gone. Kept under that user's key, so editing the admin's email elsewhere reloads it.
 */
export function useSignedInUser(realm: string) {
  const adminClient = useAdminClient();
  const whoAmI = useWhoAmI(realm).data;
  const home = whoAmI?.realm ?? "";
  const id = whoAmI?.userId ?? "";
  return useQuery({
    queryKey: userKeys.part(home, id, "signedIn"),
    queryFn: async (): Promise<SignedInUser | null> => {
      const user = await adminClient.users.findOne({ realm: home, id });
      return user ? { user, realm: home } : null;
    },
    enabled: !!whoAmI,
  });
}

export type SmtpTest = { settings: Record<string, string | number> };

/**
 * POST /admin/realms/{realm}/testSMTPConnection: the server sends a test mail with the settings given (a masked
 * password stands for the stored one) to the signed-in admin's address. Nothing is stored, so nothing goes stale.
 */
export function useTestSmtpConnection(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(({ settings }: SmtpTest) => adminClient.realms.testSMTPConnection({ realm }, settings), {
    successKey: "testConnectionSuccess",
    errorKey: "testConnectionError",
    keys: () => [],
  });
}
