"use client";

import { useMemo } from "react";
import { Badge, HStack, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { TEXT_COLUMN_MAX_W, type DataTableColumn } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { useAccess, useEnvironment } from "@/lib/console-context";
import type { Translate } from "@/lib/errors";
import { serverText } from "@/lib/i18n/serverText";
import { clientHomeUrl } from "./clientHomeUrl";
import { protocolName } from "@/lib/protocolName";
import { isWebUrl } from "@/lib/webUrl";

function HomeLink({ href }: { href: string | undefined }) {
  if (!href) return null;
  // a URL that would run script (stored before validation, or accepted by a server that allows it) stays text
  if (!isWebUrl(href)) return <TruncatedText text={href} lines={2} maxW={TEXT_COLUMN_MAX_W} />;
  return (
    <TruncatedText text={href} lines={2} maxW={TEXT_COLUMN_MAX_W}>
      <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="blue">
        {href}
      </Link>
    </TruncatedText>
  );
}

/**
 * clientId (to the client's settings for admins who may open it, with a disabled badge), name (translated when a
 * `${key}` placeholder), type, description, home URL.
 */
export function useClientColumns(realm: string): DataTableColumn<ClientRepresentation>[] {
  const t = useTranslations();
  // query-clients alone lists clients but may not read one; the server's `access` says who may view or configure it
  const canViewAll = useAccess().hasAny("view-clients");
  const { adminBaseUrl } = useEnvironment();
  return useMemo(() => {
    const translate = t as unknown as Translate;
    return [
      {
        id: "clientId",
        header: () => t("clientId"),
        cell: ({ row }) => (
          <HStack gap="2">
            {canViewAll || row.original.access?.view || row.original.access?.configure ? (
              <TruncatedText text={row.original.clientId ?? ""} maxW={TEXT_COLUMN_MAX_W}>
                <Link asChild colorPalette="blue">
                  <RouterLink
                    to="/$realm/clients/$clientId/$tab"
                    params={{ realm, clientId: row.original.id ?? "", tab: "settings" }}
                  >
                    {row.original.clientId}
                  </RouterLink>
                </Link>
              </TruncatedText>
            ) : (
              <TruncatedText text={row.original.clientId ?? ""} maxW={TEXT_COLUMN_MAX_W} />
            )}
            {row.original.enabled === false && <Badge>{t("disabled")}</Badge>}
          </HStack>
        ),
      },
      {
        id: "name",
        header: () => t("clientName"),
        cell: ({ row }) => serverText(row.original.name ?? "", translate),
      },
      { id: "type", header: () => t("type"), cell: ({ row }) => protocolName(t, row.original.protocol) },
      {
        id: "description",
        header: () => t("description"),
        cell: ({ row }) => row.original.description ?? "",
      },
      {
        id: "homeUrl",
        header: () => t("homeURL"),
        cell: ({ row }) => <HomeLink href={clientHomeUrl(row.original, adminBaseUrl)} />,
      },
    ];
  }, [t, adminBaseUrl, realm, canViewAll]);
}
