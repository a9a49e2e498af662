"use client";

import type { ReactNode } from "react";
import { Link as ChakraLink } from "@chakra-ui/react";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type { DataTableColumn } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import type { Translate } from "@/lib/errors";
import { serverText } from "@/lib/i18n/serverText";

/** The router link to a role's details, which only its place (realm or client) knows the path of. */
export type RoleLink = (role: RoleRepresentation, children: ReactNode) => ReactNode;

/** A roles list's columns: name (to the role's details), composite (True/False), description (built-in roles give a `${key}` to translate). */
export function roleListColumns(t: Translate, link: RoleLink): DataTableColumn<RoleRepresentation>[] {
  return [
    {
      id: "name",
      header: () => t("roleName"),
      cell: ({ row }) => (
        <TruncatedText text={row.original.name ?? ""} maxW="xs">
          <ChakraLink asChild colorPalette="blue">
            {link(row.original, row.original.name)}
          </ChakraLink>
        </TruncatedText>
      ),
    },
    { id: "composite", header: () => t("composite"), cell: ({ row }) => t(row.original.composite ? "True" : "False") },
    {
      id: "description",
      header: () => t("description"),
      cell: ({ row }) => serverText(row.original.description ?? "", t),
    },
  ];
}
