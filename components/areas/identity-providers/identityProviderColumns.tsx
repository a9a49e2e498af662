"use client";

import { useMemo } from "react";
import { Badge, Link } from "@chakra-ui/react";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { useTranslations } from "next-intl";
import { TEXT_COLUMN_MAX_W, type DataTableColumn } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { providerSettingsHref } from "./providerHrefs";
import { providerTypeLabel, type ProviderTypes } from "./providerTypes";

/** Alias (opening the provider's settings), display name, provider type, enabled state and login-page visibility. */
export function useIdentityProviderColumns(
  realm: string,
  types: ProviderTypes,
): DataTableColumn<IdentityProviderRepresentation>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      {
        id: "alias",
        header: () => t("alias"),
        cell: ({ row }) => (
          <TruncatedText text={row.original.alias ?? ""} maxW={TEXT_COLUMN_MAX_W}>
            <Link
              href={providerSettingsHref(realm, row.original.providerId ?? "", row.original.alias ?? "")}
              colorPalette="blue"
              fontWeight="medium"
            >
              {row.original.alias}
            </Link>
          </TruncatedText>
        ),
      },
      { id: "displayName", header: () => t("displayName"), cell: ({ row }) => row.original.displayName ?? "" },
      {
        id: "providerId",
        header: () => t("type"),
        cell: ({ row }) => providerTypeLabel(row.original.providerId, types),
      },
      {
        id: "enabled",
        header: () => t("status"),
        cell: ({ row }) => {
          const enabled = row.original.enabled !== false;
          return <Badge colorPalette={enabled ? "blue" : "gray"}>{t(enabled ? "enabled" : "disabled")}</Badge>;
        },
      },
      {
        id: "hideOnLogin",
        header: () => t("hideOnLoginPage"),
        cell: ({ row }) => t(row.original.hideOnLogin ? "yes" : "no"),
      },
    ],
    [t, realm, types],
  );
}
