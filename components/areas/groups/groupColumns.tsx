"use client";

import { Link as ChakraLink } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import type { DataTableColumn } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { childIdPath, idPathToSplat } from "@/lib/groups/idPath";
import type { GroupRow } from "@/lib/queries/groups";

type Translate = (key: string) => string;

/** Name (opens the group's subgroups; a search match through its ancestors), description, child group count. */
export function groupColumns(t: Translate, realm: string, path: readonly string[]): DataTableColumn<GroupRow>[] {
  return [
    {
      id: "name",
      header: () => t("groupName"),
      cell: ({ row }) => (
        <TruncatedText text={row.original.name ?? ""} maxW="xs">
          <ChakraLink asChild colorPalette="blue">
            <Link
              to="/$realm/groups/$"
              params={{
                realm,
                _splat: idPathToSplat(childIdPath([...path, ...row.original.ancestorIds], row.original.id ?? "")),
              }}
            >
              {row.original.name}
            </Link>
          </ChakraLink>
        </TruncatedText>
      ),
    },
    { id: "description", header: () => t("description"), cell: ({ row }) => row.original.description ?? "" },
    { id: "subGroupCount", header: () => t("childGroups"), cell: ({ row }) => row.original.subGroupCount ?? 0 },
  ];
}
