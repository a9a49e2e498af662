"use client";

import { useMemo, type ReactElement } from "react";
import { Badge, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { DataTable, TEXT_COLUMN_MAX_W, type DataTableColumn, type DataTableProps } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import type { OrganizationRow } from "@/lib/queries/organizations";
import { OrganizationDomains } from "./OrganizationDomains";

export type { OrganizationRow } from "@/lib/queries/organizations";

export type OrganizationTableProps = Omit<DataTableProps<OrganizationRow>, "columns" | "ariaLabelKey"> & {
  /** Renders the organization's name as a link to it (cut when long); plain text without it. */
  linkTo?(org: OrganizationRow): ReactElement;
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
            {linkTo ? (
              <TruncatedText text={row.original.name ?? ""} maxW={TEXT_COLUMN_MAX_W}>
                {linkTo(row.original)}
              </TruncatedText>
            ) : (
              <TruncatedText text={row.original.name ?? ""} maxW={TEXT_COLUMN_MAX_W} />
            )}
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
        cell: ({ row }) => row.original.description ?? "",
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
