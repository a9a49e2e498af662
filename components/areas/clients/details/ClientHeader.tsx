"use client";

import { Badge, HStack } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { AdminEventsLink } from "@/components/shared/event-table/AdminEventsLink";
import { protocolName } from "@/lib/protocolName";
import { ClientActionsMenu } from "./header/ClientActionsMenu";
import { ClientEnabledSwitch } from "./header/ClientEnabledSwitch";

export type ClientHeaderProps = { realm: string; client: ClientRepresentation; readOnly: boolean };

/** The client's id and protocol, its enabled switch, and the actions an admin who may change it has. */
export function ClientHeader({ realm, client, readOnly }: ClientHeaderProps) {
  const t = useTranslations();
  return (
    <PageHeader
      title={client.clientId ?? ""}
      badges={client.protocol && <Badge>{protocolName(t, client.protocol)}</Badge>}
      actions={
        <HStack gap="4">
          <AdminEventsLink realm={realm} resourcePath={`clients/${client.id}*`} />
          <ClientEnabledSwitch realm={realm} client={client} readOnly={readOnly} />
          {!readOnly && <ClientActionsMenu realm={realm} client={client} />}
        </HStack>
      }
    />
  );
}
