"use client";

import { useMemo } from "react";
import { Badge, HStack, Link as ChakraLink } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import type { UiFlow } from "@/lib/queries/authentication";
import { flowEditorHref } from "./flowLink";
import { FlowUsedBy } from "./FlowUsedBy";

/** The flows table's columns: the name linking to the flow's editor (with the built-in label), its use, description. */
export function useFlowColumns(realm: string): DataTableColumn<UiFlow>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      {
        id: "alias",
        header: t("flowName"),
        cell: ({ row }) => (
          <HStack gap="2">
            <TruncatedText text={row.original.alias ?? ""} maxW="xs">
              <ChakraLink href={flowEditorHref(realm, row.original)} colorPalette="blue">
                {row.original.alias}
              </ChakraLink>
            </TruncatedText>
            {row.original.builtIn && <Badge>{t("buildIn")}</Badge>}
          </HStack>
        ),
      },
      { id: "usedBy", header: t("usedBy"), cell: ({ row }) => <FlowUsedBy flow={row.original} /> },
      { id: "description", header: t("description"), cell: ({ row }) => row.original.description ?? "" },
    ],
    [realm, t],
  );
}
