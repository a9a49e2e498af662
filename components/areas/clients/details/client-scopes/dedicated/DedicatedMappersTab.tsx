"use client";

import { useCallback } from "react";
import { Link as ChakraLink } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import { Link, useNavigate } from "@tanstack/react-router";
import { ProtocolMappersTab } from "@/components/shared/protocol-mappers/ProtocolMappersTab";

export type DedicatedMappersTabProps = { realm: string; client: ClientRepresentation; readOnly: boolean };

const MAPPER_ROUTE = "/$realm/clients/$clientId/clientScopes/dedicated/mappers/$mapperId";

/** The client's own protocol mappers; a mapper, or a new one's form, is …/clientScopes/dedicated/mappers/{mapperId}. */
export function DedicatedMappersTab({ realm, client, readOnly }: DedicatedMappersTabProps) {
  const navigate = useNavigate();
  const clientId = client.id ?? "";
  const nameLink = useCallback(
    (mapper: ProtocolMapperRepresentation) => (
      <ChakraLink asChild colorPalette="blue">
        <Link to={MAPPER_ROUTE} params={{ realm, clientId, mapperId: mapper.id ?? "" }}>
          {mapper.name}
        </Link>
      </ChakraLink>
    ),
    [realm, clientId],
  );
  return (
    <ProtocolMappersTab
      owner={{ realm, kind: "clients", id: clientId }}
      protocol={client.protocol ?? "openid-connect"}
      readOnly={readOnly}
      nameLink={nameLink}
      onConfigure={(mapperId) => void navigate({ to: MAPPER_ROUTE, params: { realm, clientId, mapperId } })}
    />
  );
}
