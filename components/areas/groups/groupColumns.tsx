"use client";

import type { DataTableColumn } from "@/components/kit/data-table";
import { NameLink } from "@/components/kit/ui/NameLink";
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
        <NameLink
          name={row.original.name ?? ""}
          to="/$realm/groups/$"
          params={{
            realm,
            _splat: idPathToSplat(childIdPath([...path, ...row.original.ancestorIds], row.original.id ?? "")),
          }}
        />
      ),
    },
    { id: "description", header: () => t("description"), cell: ({ row }) => row.original.description ?? "" },
    { id: "subGroupCount", header: () => t("childGroups"), cell: ({ row }) => row.original.subGroupCount ?? 0 },
  ];
}
