"use client";

import { Link as ChakraLink } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { Link } from "@tanstack/react-router";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { providerDetailsLink } from "@/lib/router/userFederationPaths";

type FederationLinkProps = { realm: string; linkId: string; provider: ComponentRepresentation | null | undefined };

/** The provider a user was imported from: its name linking to its details, or its id while it is not known. */
export function FederationLink({ realm, linkId, provider }: FederationLinkProps) {
  if (!provider) return <>{linkId}</>;
  const name = provider.name ?? linkId;
  return (
    <TruncatedText text={name} maxW="xs">
      <ChakraLink asChild colorPalette="blue">
        <Link {...providerDetailsLink(realm, provider.providerId, linkId)}>{name}</Link>
      </ChakraLink>
    </TruncatedText>
  );
}
