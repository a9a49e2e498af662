"use client";

import { Alert, Link as ChakraLink } from "@chakra-ui/react";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";

export const TEST_CONNECTION_HINT_ID = "email-test-connection-hint";

/**
 * Where the test mail goes: the signed-in admin's own address. Without one, the test cannot be sent, and the hint
 * says so and leads to the admin's user settings to add it, as Keycloak's console does.
 */
export function TestConnectionHint({ user, realm }: { user: UserRepresentation; realm: string }) {
  const t = useTranslations();
  if (user.email)
    return (
      <Alert.Root status="info" id={TEST_CONNECTION_HINT_ID}>
        <Alert.Indicator />
        <Alert.Title>{t("testConnectionHintWithEmail", { email: user.email })}</Alert.Title>
      </Alert.Root>
    );
  return (
    <Alert.Root status="warning" id={TEST_CONNECTION_HINT_ID}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("testConnectionHintWithoutEmail", { userName: user.username ?? "" })}</Alert.Title>
        <Alert.Description>
          <ChakraLink asChild colorPalette="blue" variant="underline">
            <Link to="/$realm/users/$id/$tab" params={{ realm, id: user.id ?? "", tab: "settings" }}>
              {t("testConnectionHintWithoutEmailAction")}
            </Link>
          </ChakraLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
