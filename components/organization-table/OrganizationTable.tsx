"use client";

import { useMemo, type ReactNode } from "react";
import { Badge, HStack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn, type DataTableProps } from "@/components/data-table";
import type { OrganizationRow } from "@/lib/queries/organizations";
import { OrganizationDomains } from "./OrganizationDomains";

export type { OrganizationRow } from "@/lib/queries/organizations";

export type OrganizationTableProps = Omit<DataTableProps<OrganizationRow>, "columns" | "ariaLabelKey"> & {
  /** Renders the organization's name as a link to it; plain text without it. */
  linkTo?(org: OrganizationRow): ReactNode;
  ariaLabelKey?: string;
};

/** The organization list (name with a 'disabled' label, domains, description, membership type) on a DataTable. */
export function OrganizationTable({
  linkTo,
  ariaLabelKey = "organizations",
  searchPlaceholderKey = "searchOrganization",
  ...tableProps
}: OrganizationTableProps) {
  const t = useTranslations();
  const columns = useMemo<DataTableColumn<OrganizationRow>[]>(
    () => [
      {
        id: "name",
        header: () => t("name"),
        cell: ({ row }) => (
          <HStack gap="2">
            {linkTo ? linkTo(row.original) : <Text>{row.original.name}</Text>}
            {row.original.enabled === false && <Badge colorPalette="gray">{t("disabled")}</Badge>}
          </HStack>
        ),
      },
      {
        id: "domains",
        header: () => t("domains"),
        cell: ({ row }) => <OrganizationDomains domains={row.original.domains} />,
      },
      {
        id: "description",
        header: () => t("description"),
        cell: ({ row }) => <Text lineClamp={2}>{row.original.description}</Text>,
      },
      {
        id: "membershipType",
        header: () => t("membershipType"),
        cell: ({ row }) => row.original.membershipType ?? null,
      },
    ],
    [t, linkTo],
  );
  return (
    <DataTable<OrganizationRow>
      {...tableProps}
      ariaLabelKey={ariaLabelKey}
      searchPlaceholderKey={searchPlaceholderKey}
      columns={columns}
    />
  );
}
