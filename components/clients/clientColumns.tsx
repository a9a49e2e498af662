"use client";

import { useMemo } from "react";
import { Badge, HStack, Link, Text } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/data-table";
import { useEnvironment } from "@/lib/console-context";
import { translateServerText, type Translate } from "@/lib/errors";
import { clientHomeUrl } from "./clientHomeUrl";
import { protocolName } from "@/lib/protocolName";
import { isWebUrl } from "@/lib/webUrl";

function HomeLink({ href }: { href: string | undefined }) {
  if (!href) return null;
  // a URL that would run script (stored before validation, or accepted by a server that allows it) stays text
  if (!isWebUrl(href)) return <Text wordBreak="break-all">{href}</Text>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="blue" wordBreak="break-all">
      {href}
    </Link>
  );
}

/** clientId (with a disabled badge), name (translated when a `${key}` placeholder), type, description, home URL. */
export function useClientColumns(): DataTableColumn<ClientRepresentation>[] {
  const t = useTranslations();
  const { adminBaseUrl } = useEnvironment();
  return useMemo(() => {
    const translate = t as unknown as Translate;
    return [
      {
        id: "clientId",
        header: () => t("clientId"),
        cell: ({ row }) => (
          <HStack gap="2">
            <Text>{row.original.clientId}</Text>
            {row.original.enabled === false && <Badge>{t("disabled")}</Badge>}
          </HStack>
        ),
      },
      {
        id: "name",
        header: () => t("clientName"),
        cell: ({ row }) => (row.original.name ? translateServerText(row.original.name, translate) : ""),
      },
      { id: "type", header: () => t("type"), cell: ({ row }) => protocolName(t, row.original.protocol) },
      {
        id: "description",
        header: () => t("description"),
        cell: ({ row }) => <Text lineClamp={2}>{row.original.description ?? ""}</Text>,
      },
      {
        id: "homeUrl",
        header: () => t("homeURL"),
        cell: ({ row }) => <HomeLink href={clientHomeUrl(row.original, adminBaseUrl)} />,
      },
    ];
  }, [t, adminBaseUrl]);
}
