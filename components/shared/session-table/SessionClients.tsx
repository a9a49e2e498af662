"use client";

import { Link as ChakraLink, List, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import type { RealmSession } from "@/lib/queries/sessions";

/** A session's expanded row: the clients signed in through it, each linking to its details. */
export function SessionClients({ realm, session }: { realm: string; session: RealmSession }) {
  const t = useTranslations();
  const clients = Object.entries(session.clients ?? {});
  return (
    <List.Root aria-label={t("sessionClients")} variant="plain" gap="1" py="2">
      {clients.map(([id, clientId]) => (
        <List.Item key={id}>
          <TruncatedText text={clientId} maxW="md">
            <ChakraLink asChild colorPalette="blue">
              <Link to="/$realm/clients/$clientId/$tab" params={{ realm, clientId: id, tab: "settings" }}>
                {clientId}
              </Link>
            </ChakraLink>
          </TruncatedText>
        </List.Item>
      ))}
      {clients.length === 0 && <Text color="fg.muted">{t("noClients")}</Text>}
    </List.Root>
  );
}
