"use client";

import { List, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { NameLink } from "@/components/kit/ui/NameLink";
import type { RealmSession } from "@/lib/queries/sessions";

/** A session's Clients cell: the clients signed in through it, each linking to its details, as Keycloak lists them. */
export function SessionClients({ realm, session }: { realm: string; session: RealmSession }) {
  const t = useTranslations();
  const clients = Object.entries(session.clients ?? {});
  if (clients.length === 0) return <Text color="fg.muted">{t("noClients")}</Text>;
  return (
    <List.Root aria-label={t("sessionClients")} variant="plain" gap="1">
      {clients.map(([id, clientId]) => (
        <List.Item key={id}>
          <NameLink
            name={clientId}
            maxW="xs"
            to="/$realm/clients/$clientId/$tab"
            params={{ realm, clientId: id, tab: "settings" }}
          />
        </List.Item>
      ))}
    </List.Root>
  );
}
