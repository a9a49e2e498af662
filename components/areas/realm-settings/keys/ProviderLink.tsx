"use client";

import { Link as ChakraLink } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";

type ProviderLinkProps = { realm: string; id: string; providerType: string; name: string };

/** A key provider's name, linking to its settings. */
export function ProviderLink({ realm, id, providerType, name }: ProviderLinkProps) {
  return (
    <TruncatedText text={name} maxW="xs">
      <ChakraLink asChild colorPalette="blue">
        <Link
          to="/$realm/realm-settings/keys/providers/$id/$providerType/settings"
          params={{ realm, id, providerType }}
        >
          {name}
        </Link>
      </ChakraLink>
    </TruncatedText>
  );
}
