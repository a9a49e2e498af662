"use client";

import { Badge } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/PageHeader";
import { protocolName } from "@/lib/protocolName";

export type ClientHeaderProps = { realm: string; client: ClientRepresentation; readOnly: boolean };

/** The client's id and protocol. */
export function ClientHeader({ client }: ClientHeaderProps) {
  const t = useTranslations();
  return (
    <PageHeader
      title={client.clientId ?? ""}
      badges={client.protocol && <Badge>{protocolName(t, client.protocol)}</Badge>}
    />
  );
}
