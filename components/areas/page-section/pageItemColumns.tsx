"use client";

import { useMemo } from "react";
import { Link as ChakraLink } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { Link } from "@tanstack/react-router";
import type { DataTableColumn } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { configValue, type PageProvider } from "./usePageProvider";

/** The provider's display fields, labelled as it labels them; the first links to the item. */
export function usePageItemColumns(realm: string, provider: PageProvider): DataTableColumn<ComponentRepresentation>[] {
  return useMemo(
    () =>
      provider.displayFields.map((name, index) => {
        const label = provider.properties.find((property) => property.name === name)?.label ?? name;
        return {
          id: name,
          header: () => label,
          cell: ({ row }) => {
            const value = configValue(row.original.config, name);
            if (index > 0) return value;
            return (
              <TruncatedText text={value} maxW="xs">
                <ChakraLink asChild colorPalette="blue">
                  <Link
                    to="/$realm/page-section/$providerId/$id"
                    params={{ realm, providerId: provider.id, id: row.original.id ?? "" }}
                  >
                    {value || row.original.id}
                  </Link>
                </ChakraLink>
              </TruncatedText>
            );
          },
        } satisfies DataTableColumn<ComponentRepresentation>;
      }),
    [realm, provider],
  );
}
