"use client";

import { useCallback } from "react";
import { Link as ChakraLink } from "@chakra-ui/react";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import { Link, useNavigate } from "@tanstack/react-router";
import { ProtocolMappersTab } from "@/components/shared/protocol-mappers/ProtocolMappersTab";
import type { ClientScopeRow } from "@/lib/queries/clientScopes";

export type ClientScopeMappersTabProps = { realm: string; scope: ClientScopeRow; readOnly: boolean };

/** The scope's protocol mappers; a mapper, or a new one's form, is /{realm}/client-scopes/{id}/mappers/{mapperId}. */
export function ClientScopeMappersTab({ realm, scope, readOnly }: ClientScopeMappersTabProps) {
  const navigate = useNavigate();
  const id = scope.id ?? "";
  const nameLink = useCallback(
    (mapper: ProtocolMapperRepresentation) => (
      <ChakraLink asChild colorPalette="blue">
        <Link to="/$realm/client-scopes/$id/mappers/$mapperId" params={{ realm, id, mapperId: mapper.id ?? "" }}>
          {mapper.name}
        </Link>
      </ChakraLink>
    ),
    [realm, id],
  );
  return (
    <ProtocolMappersTab
      owner={{ realm, kind: "clientScopes", id }}
      protocol={scope.protocol ?? "openid-connect"}
      readOnly={readOnly}
      nameLink={nameLink}
      onConfigure={(mapperId) =>
        void navigate({ to: "/$realm/client-scopes/$id/mappers/$mapperId", params: { realm, id, mapperId } })
      }
    />
  );
}
